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

/** Whether a connection's peer is a trusted proxy (with a hop count, every peer is). */
export function trustedPeer(trust: ProxyTrust): (peer: string | undefined) => boolean {
  const trusts = proxyTrustFunction(trust);
  if (trusts === false) return () => false;
  return (peer) => peer !== undefined && trusts(peer, 0);
}
