import { describe, expect, it } from 'vitest';
import { coarseUserAgent, networkOf } from './visitor.js';
import { hashPortalToken, isWellFormedToken, newPortalToken } from './portal-token.js';

describe('networkOf', () => {
  it('keeps the /24 of an IPv4 address and the /48 of an IPv6 address, never more', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:abcd:12:34::9')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8:0::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(networkOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0::/48');
  });

  it('says unknown for anything that is not an address', () => {
    for (const value of [undefined, '', 'localhost', '999.1.1.1', '1.2.3', 'not::an::ip']) {
      expect(networkOf(value), String(value)).toBe('unknown');
    }
  });
});

describe('coarseUserAgent', () => {
  it('names the browser family and system only', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
        'Chrome on iPhone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.80',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
        'Firefox on macOS',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
        'Safari on iPad',
      ],
      ['curl/8.5.0', 'Script'],
      ['', 'Unknown browser'],
      ['Something odd', 'Other browser'],
    ];
    for (const [agent, expected] of cases) expect(coarseUserAgent(agent), agent).toBe(expected);
  });
});

describe('portal tokens', () => {
  it('are 32 random bytes in base64url, stored as their SHA-256 in hex', () => {
    const { token, hash } = newPortalToken();
    expect(isWellFormedToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashPortalToken(token)).toBe(hash);
    expect(newPortalToken().token).not.toBe(token);
    expect(isWellFormedToken(`${token}x`)).toBe(false);
    expect(isWellFormedToken(token.replace(/.$/, '.'))).toBe(false);
  });
});
