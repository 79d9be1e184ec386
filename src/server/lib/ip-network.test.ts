import { describe, expect, it } from 'vitest';
import { ipNetwork } from './ip-network.js';

describe('ipNetwork', () => {
  it('keeps the /64 of an IPv6 address, whatever its spelling', () => {
    const bits = { ipv4: 32, ipv6: 64 } as const;
    expect(ipNetwork('2001:db8:abcd:12:34::9', bits)).toBe('2001:db8:abcd:12::/64');
    expect(ipNetwork('2001:0DB8:0000:0000:0000:0000:0000:0001', bits)).toBe('2001:db8:0:0::/64');
    expect(ipNetwork('2001:db8::1', bits)).toBe('2001:db8:0:0::/64');
    expect(ipNetwork('fe80::1%eth0', bits)).toBe('fe80:0:0:0::/64');
    expect(ipNetwork('64:ff9b::192.0.2.33', bits)).toBe('64:ff9b:0:0::/64');
    expect(ipNetwork('::1', bits)).toBe('0:0:0:0::/64');
  });

  it('keeps a whole IPv4 address, or its /24, also when mapped into IPv6', () => {
    expect(ipNetwork('203.0.113.9', { ipv4: 32, ipv6: 64 })).toBe('203.0.113.9');
    expect(ipNetwork('::ffff:203.0.113.9', { ipv4: 32, ipv6: 64 })).toBe('203.0.113.9');
    expect(ipNetwork('203.0.113.9', { ipv4: 24, ipv6: 48 })).toBe('203.0.113.0/24');
    expect(ipNetwork('2001:db8:1:2::9', { ipv4: 24, ipv6: 48 })).toBe('2001:db8:1::/48');
  });

  it('answers null for text that is not an address', () => {
    expect(ipNetwork('unknown', { ipv4: 32, ipv6: 64 })).toBeNull();
    expect(ipNetwork('', { ipv4: 32, ipv6: 64 })).toBeNull();
  });
});
