import { ipNetwork } from '../../lib/ip-network.js';

// What a portal view keeps about the visitor (decision 160): a coarse browser and
// system name, and the network, never the address: an IPv4 address keeps its
// first 24 bits, an IPv6 address its first 48.

/** "203.0.113.0/24", "2001:db8:1::/48", or "unknown". */
export function networkOf(address: string | undefined): string {
  if (!address) return 'unknown';
  return ipNetwork(address, { ipv4: 24, ipv6: 48 }) ?? 'unknown';
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
