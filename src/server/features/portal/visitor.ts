import net from 'node:net';

// What a portal view keeps about the visitor (decision 160): a coarse browser and
// system name, and the network, never the address: an IPv4 address keeps its
// first 24 bits, an IPv6 address its first 48.

/** "203.0.113.0/24", "2001:db8:1::/48", or "unknown". */
export function networkOf(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address.replace(/%.*$/, '');
  if (net.isIPv4(ip)) {
    const [a, b, c] = ip.split('.');
    return `${a}.${b}.${c}.0/24`;
  }
  if (net.isIPv6(ip)) {
    const groups = expandIpv6(ip).slice(0, 3);
    return `${groups.map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/48`;
  }
  return 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex. */
function expandIpv6(ip: string): string[] {
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

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\b(curl|Wget|python-requests|Go-http-client)\b/i, 'Script'],
  [/\b(bot|crawler|spider|preview)\b/i, 'Bot'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Safari on iPhone": the family only, no versions or device details. */
export function coarseUserAgent(userAgent: string | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
