import net from 'node:net';

// An address cut down to the network it belongs to. One IPv6 subscriber is usually
// handed a whole /64 (often a /56 or /48), so an IPv6 address alone says little
// about who is behind it; an IPv4 address, often shared behind NAT, says more.

export interface PrefixBits {
  /** Leading IPv4 bits kept. */
  ipv4: 24 | 32;
  /** Leading IPv6 bits kept. */
  ipv6: 48 | 64;
}

/**
 * "203.0.113.0/24", "2001:db8:1:0::/64", or the address itself when all its bits
 * are kept ("203.0.113.9"); an IPv4-mapped IPv6 address counts as IPv4. Null when
 * the text is not an IP address.
 */
export function ipNetwork(address: string, bits: PrefixBits): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address.replace(/%.*$/, '');
  if (net.isIPv4(ip)) {
    if (bits.ipv4 === 32) return ip;
    const [a, b, c] = ip.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (net.isIPv6(ip)) {
    const groups = expandIpv6(ip)
      .slice(0, bits.ipv6 / 16)
      .map((group) => group.replace(/^0+(?=.)/, ''));
    return `${groups.join(':')}::/${bits.ipv6}`;
  }
  return null;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex. */
export function expandIpv6(ip: string): string[] {
  let text = ip.toLowerCase();
  // A trailing dotted IPv4 part (::1.2.3.4) is two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}
