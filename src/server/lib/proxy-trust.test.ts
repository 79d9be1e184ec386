import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { describe, expect, it } from 'vitest';
import {
  hopCountWarning,
  parseProxyTrust,
  proxyTrustFunction,
  trustedPeer,
  type ProxyTrust,
} from './proxy-trust.js';

/** The client address Fastify derives (request.ip): proxy-addr with our trust function. */
function clientAddress(trust: ProxyTrust, peer: string, forwardedFor?: string): string {
  const request = {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
  const trusts = proxyTrustFunction(trust);
  return trusts === false ? peer : proxyAddr(request, trusts);
}

describe('parseProxyTrust', () => {
  it('reads off, true as one hop, a hop count and an address list', () => {
    for (const off of ['', 'false', '0', ' FALSE ']) expect(parseProxyTrust(off)).toBe(false);
    expect(parseProxyTrust('true')).toEqual({ hops: 1 });
    expect(parseProxyTrust('1')).toEqual({ hops: 1 });
    expect(parseProxyTrust('2')).toEqual({ hops: 2 });
    expect(parseProxyTrust('127.0.0.1, 10.0.0.0/8,::1,loopback')).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'loopback'],
    });
  });

  it('refuses what is neither, naming the accepted forms', () => {
    for (const bad of ['yes', '11', '-1', '300.1.1.1', '10.0.0.0/99', '127.0.0.1,,10.0.0.1']) {
      expect(() => parseProxyTrust(bad), bad).toThrow(/a number of proxies/);
    }
  });
});

describe('client address behind proxies', () => {
  it('with one trusted hop is the rightmost forwarded address, whatever the client prepends', () => {
    const oneHop = parseProxyTrust('true');
    expect(clientAddress(oneHop, '127.0.0.1', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(oneHop, '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(oneHop, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('with two hops skips the second proxy too', () => {
    const twoHops = parseProxyTrust('2');
    expect(clientAddress(twoHops, '127.0.0.1', '6.6.6.6, 203.0.113.7, 198.51.100.2')).toBe(
      '203.0.113.7',
    );
  });

  it('with a list skips only listed proxies and ignores headers from anyone else', () => {
    const listed = parseProxyTrust('127.0.0.1,10.0.0.0/8');
    expect(clientAddress(listed, '127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe(
      '203.0.113.7',
    );
    // A direct client (not a listed proxy) cannot claim another address.
    expect(clientAddress(listed, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });

  it('when off ignores X-Forwarded-For entirely', () => {
    expect(clientAddress(false, '198.51.100.9', '6.6.6.6')).toBe('198.51.100.9');
  });
});

describe('trustedPeer', () => {
  it('trusts listed proxies, every peer with a hop count, and nobody when off', () => {
    const listed = trustedPeer(parseProxyTrust('10.0.0.0/8'));
    expect(listed('10.9.8.7')).toBe(true);
    expect(listed('::ffff:10.9.8.7')).toBe(true);
    expect(listed('127.0.0.1')).toBe(false);
    expect(listed(undefined)).toBe(false);
    expect(trustedPeer({ hops: 1 })('198.51.100.9')).toBe(true);
    expect(trustedPeer(false)('127.0.0.1')).toBe(false);
  });
});

describe('hopCountWarning', () => {
  it('warns when a hop count is trusted on a server listening beyond loopback', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'sitebook.example.com']) {
      expect(hopCountWarning({ hops: 1 }, host), host).toMatch(/HOST \(.+\) is not a loopback/);
    }
  });

  it('stays quiet on loopback, without a proxy, or with proxy addresses', () => {
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1', '::ffff:127.0.0.1']) {
      expect(hopCountWarning({ hops: 2 }, host), host).toBeNull();
    }
    expect(hopCountWarning(false, '0.0.0.0')).toBeNull();
    expect(hopCountWarning({ hops: 0 }, '0.0.0.0')).toBeNull();
    expect(hopCountWarning({ addresses: ['10.0.0.0/8'] }, '0.0.0.0')).toBeNull();
  });
});
