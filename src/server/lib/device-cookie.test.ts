import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_TTL_MS, DeviceCookies } from './device-cookie.js';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitebook-device-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const secretFile = () => path.join(dir, 'nested', 'device-cookie.key');

describe('DeviceCookies', () => {
  it('recognises a cookie it issued for the same username, in any letter case', async () => {
    const devices = new DeviceCookies(secretFile());
    const first = await devices.issue('Owner');
    const second = await devices.issue('owner');
    const id = await devices.deviceId(first.value, 'OWNER');
    expect(id).toEqual(expect.any(String));
    expect(await devices.deviceId(second.value, 'owner')).not.toBe(id);
  });

  it('keeps its secret in a private file that a new instance reuses', async () => {
    const issued = await new DeviceCookies(secretFile()).issue('owner');
    expect(fs.statSync(secretFile()).mode & 0o077).toBe(0);
    expect(fs.readdirSync(path.dirname(secretFile()))).toEqual(['device-cookie.key']);
    expect(await new DeviceCookies(secretFile()).deviceId(issued.value, 'owner')).not.toBeNull();
  });

  it('agrees on one secret when several instances create it at once', async () => {
    const issued = await Promise.all(
      Array.from({ length: 5 }, () => new DeviceCookies(secretFile()).issue('owner')),
    );
    const reader = new DeviceCookies(secretFile());
    for (const cookie of issued)
      expect(await reader.deviceId(cookie.value, 'owner')).not.toBeNull();
  });

  it('refuses a cookie for another username, a forged or altered one, and an expired one', async () => {
    let now = 1_000_000;
    const devices = new DeviceCookies(secretFile(), () => now);
    const { value, expires } = await devices.issue('owner');
    expect(expires.getTime()).toBe(now + DEVICE_COOKIE_TTL_MS);
    const [payload, signature] = value.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ u: 'owner', d: 'attacker', e: now + 1_000_000 }),
    ).toString('base64url');
    expect(await devices.deviceId(value, 'someone-else')).toBeNull();
    expect(await devices.deviceId(`${forgedPayload}.${signature}`, 'owner')).toBeNull();
    // Two other characters at its end (a signature may already end in "AA").
    const altered = signature.endsWith('AA') ? 'BB' : 'AA';
    expect(
      await devices.deviceId(`${payload}.${signature.slice(0, -2)}${altered}`, 'owner'),
    ).toBeNull();
    const otherSecret = new DeviceCookies(path.join(dir, 'other.key'), () => now);
    expect(await otherSecret.deviceId(value, 'owner')).toBeNull();
    now += DEVICE_COOKIE_TTL_MS;
    expect(await devices.deviceId(value, 'owner')).toBeNull();
  });

  it('answers null, without throwing, for malformed cookies', async () => {
    const devices = new DeviceCookies(secretFile());
    for (const cookie of [undefined, '', '.', 'abc', 'a.b.c', '%%%.***', 'x'.repeat(5000)]) {
      expect(await devices.deviceId(cookie, 'owner')).toBeNull();
    }
  });

  it('fails loudly on a damaged secret file instead of signing with it', async () => {
    fs.mkdirSync(path.dirname(secretFile()));
    fs.writeFileSync(secretFile(), 'short');
    await expect(new DeviceCookies(secretFile()).issue('owner')).rejects.toThrow(/damaged/);
  });
});
