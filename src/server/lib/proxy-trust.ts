import proxyAddr from '@fastify/proxy-addr';

// Which reverse proxies may speak for the client through X-Forwarded-* (decision 131).
// X-Forwarded-For is read from the right: each trusted proxy appends the address it
// saw, so the rightmost address no trusted proxy vouches for is the client. Anything
// left of it was written by the client and is ignored.

/** TRUST_PROXY parsed: off, the number of proxies in front, or the proxies' addresses. */
export type ProxyTrust = false | { hops: number } | { addresses: string[] };

/** proxy-addr's question: is the address at this hop (0 = the socket's peer) a proxy? */
export type TrustFunction = (address: string, hop: number) => boolean;

const MAX_HOPS = 10;

export const TRUST_PROXY_HELP =
  'expected false, true (one proxy), a number of proxies (1-10), or proxy addresses and ' +
  'CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8)';

/** Parses a TRUST_PROXY value; throws with a readable message when it is not one. */
export function parseProxyTrust(value: string): ProxyTrust {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  // `true` once meant "trust every hop", which let a client pick its own address.
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(TRUST_PROXY_HELP);
    return { hops };
  }
  const addresses = text.split(',').map((entry) => entry.trim());
  try {
    // What Fastify itself uses: validates addresses, CIDRs and the names `loopback`,
    // `linklocal`, `uniquelocal`.
    proxyAddr.compile(addresses);
  } catch (error) {
    throw new Error(`${TRUST_PROXY_HELP}; ${(error as Error).message}`, { cause: error });
  }
  return { addresses };
}

/** Fastify's `trustProxy`: false, or the trust function (never `true`, which trusts all). */
export function proxyTrustFunction(trust: ProxyTrust): TrustFunction | false {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    // A hop count cannot check who the peer is: safe only when nothing but the proxy
    // can reach the server (HOST=127.0.0.1 or a firewall).
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trust.addresses);
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|::1|::ffff:127(\.\d{1,3}){3})$/i;

/**
 * The start-up warning for a hop count on a server others can reach: whoever
 * connects past the proxy writes the X-Forwarded-For that names the client (their
 * sign-in limit, logs, Secure cookies). Null when HOST is a loopback address; a
 * firewall in front cannot be seen from here, so it is a warning, not a refusal.
 */
export function hopCountWarning(trust: ProxyTrust, host: string): string | null {
  if (trust === false || !('hops' in trust) || trust.hops === 0) return null;
  if (LOOPBACK_HOST.test(host.trim())) return null;
  return (
    `TRUST_PROXY is a hop count but HOST (${host}) is not a loopback address: a client that ` +
    'reaches the server without the proxy can choose its own address. Keep the port ' +
    'firewalled, or list the proxy addresses in TRUST_PROXY instead.'
  );
}

/** Whether a connection's peer is a trusted proxy (with a hop count, every peer is). */
export function trustedPeer(trust: ProxyTrust): (peer: string | undefined) => boolean {
  const trusts = proxyTrustFunction(trust);
  if (trusts === false) return () => false;
  return (peer) => peer !== undefined && trusts(peer, 0);
}
