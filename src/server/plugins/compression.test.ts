import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { KeptCopies } from './compression.js';

// A list of contacts as the API sends it: repetitive JSON, which brotli's best compresses
// noticeably better than its fast settings.
const payload = Buffer.from(
  JSON.stringify(
    Array.from({ length: 300 }, (_, i) => ({
      id: `c0a8${(i * 7919).toString(16).padStart(8, '0')}-4e1b-4c1e-9a3f-${i}`,
      name: `Client ${i} ${['Hughes', 'Okafor', 'Lindqvist', 'Moreau'][i % 4]}`,
      email: `client${i}@example.com`,
      phone: `+1 555 ${String(1000 + i).padStart(4, '0')}`,
      address: `${i} ${['Oak', 'Elm', 'Birch'][i % 3]} Street, Springfield`,
      notes: i % 5 === 0 ? 'Prefers calls in the morning.' : null,
    })),
  ),
);

const decompress = {
  br: (bytes: Buffer | Promise<Buffer>) => zlib.brotliDecompressSync(made(bytes)),
  gzip: (bytes: Buffer | Promise<Buffer>) => zlib.gunzipSync(made(bytes)),
};

/** A copy made in one call (answers up to 64 KB). */
function made(bytes: Buffer | Promise<Buffer>): Buffer {
  if (bytes instanceof Promise) throw new Error('Expected a copy made in one call');
  return bytes;
}

describe('KeptCopies', () => {
  it('is tested on an answer made in one call', () => {
    expect(payload.length).toBeGreaterThan(8 * 1024);
    expect(payload.length).toBeLessThanOrEqual(64 * 1024);
  });

  it('compresses harder once the answer stayed current, to the same bytes', async () => {
    let now = 0;
    const copies = new KeptCopies(payload, () => now);
    const fastBr = copies.bytesFor('br');
    const fastGzip = copies.bytesFor('gzip');
    expect(copies.recompression).toBeUndefined();

    now = 999;
    copies.bytesFor('br');
    expect(copies.recompression).toBeUndefined();

    now = 1000;
    // Until the best copies are there, the fast ones are sent.
    expect(copies.bytesFor('br')).toBe(fastBr);
    await copies.recompression;
    const bestBr = made(copies.bytesFor('br'));
    const bestGzip = made(copies.bytesFor('gzip'));
    expect(bestBr.length).toBeLessThan(made(fastBr).length);
    expect(bestGzip.length).toBeLessThanOrEqual(made(fastGzip).length);
    expect(decompress.br(bestBr).equals(payload)).toBe(true);
    expect(decompress.gzip(bestGzip).equals(payload)).toBe(true);
    expect(decompress.br(fastBr).equals(payload)).toBe(true);
  });

  it('recompresses once, and only what was asked for', async () => {
    let now = 0;
    const copies = new KeptCopies(payload, () => now);
    copies.bytesFor('br');
    now = 5000;
    copies.bytesFor('br');
    const first = copies.recompression;
    await first;
    copies.bytesFor('br');
    expect(copies.recompression).toBe(first);
    // gzip was never asked for before: made now at the fast settings, and kept so.
    const gzip = copies.bytesFor('gzip');
    expect(copies.bytesFor('gzip')).toBe(gzip);
    expect(copies.recompression).toBe(first);
  });

  it("makes a large answer's first copy in the thread pool, once for every request", async () => {
    const large = Buffer.concat([payload, payload, payload]);
    expect(large.length).toBeGreaterThan(64 * 1024);
    const copies = new KeptCopies(large, () => 0);
    const first = copies.bytesFor('br');
    expect(first).toBeInstanceOf(Promise);
    // A second request while it is made waits for the same copy.
    expect(copies.bytesFor('br')).toBe(first);
    const bytes = await first;
    expect(copies.bytesFor('br')).toBe(bytes);
    expect(decompress.br(bytes).equals(large)).toBe(true);
    // Up to 64 KB, made in one call.
    expect(new KeptCopies(payload, () => 0).bytesFor('gzip')).toBeInstanceOf(Buffer);
  });

  it('leaves small answers at the fast settings', () => {
    let now = 0;
    const copies = new KeptCopies(Buffer.from(JSON.stringify({ pending: 3 })), () => now);
    copies.bytesFor('br');
    now = 60_000;
    copies.bytesFor('br');
    expect(copies.recompression).toBeUndefined();
  });

  it('runs one recompression at a time in the server', async () => {
    let now = 0;
    const a = new KeptCopies(payload, () => now);
    const b = new KeptCopies(Buffer.from(payload), () => now);
    a.bytesFor('br');
    b.bytesFor('br');
    now = 2000;
    a.bytesFor('br');
    b.bytesFor('br');
    expect(a.recompression).toBeDefined();
    expect(b.recompression).toBeUndefined();
    await a.recompression;
    b.bytesFor('br');
    expect(b.recompression).toBeDefined();
    await b.recompression;
  });
});
