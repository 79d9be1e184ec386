import zlib from 'node:zlib';
import { expect } from 'vitest';
import type { TestApp } from './test-app.js';

/**
 * A GET answer as sent plain, then asked for in brotli and in gzip: each compressed body,
 * once decoded, must say what the plain one says. Returns the plain answer.
 */
export async function readInEveryEncoding(t: TestApp, cookie: string | null, url: string) {
  const plain = await t.request(cookie, { method: 'GET', url });
  for (const [encoding, decode] of [
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const) {
    const packed = await t.request(cookie, {
      method: 'GET',
      url,
      headers: { 'accept-encoding': encoding },
    });
    const body =
      packed.headers['content-encoding'] === encoding
        ? decode(packed.rawPayload).toString()
        : packed.body;
    expect(body).toBe(plain.body);
  }
  return plain;
}
