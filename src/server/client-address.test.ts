import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy, trustFunction, type TrustProxy } from './client-address.ts';

function raw(peer: string, forwardedFor?: string): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
}

describe('parseTrustProxy', () => {
  it('reads off, on, a hop count and a list of proxy addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('on')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.5, 192.168.0.0/16,::1,fd00::/8,loopback')).toEqual({ proxies: ['10.0.0.5', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback'] });
  });

  it('refuses anything else rather than guessing', () => {
    for (const bad of ['true', 'yes', 'ON', '0', '11', '-1', '1.5', '10.0.0.0/33', '10.0.0.0/', '10.0.0', '127.1', 'example.com', '10.0.0.1,,10.0.0.2', '10.0.0.1,', '10.0.0.0/8x']) {
      expect(parseTrustProxy(bad), bad).toBeNull();
    }
  });
});

describe('clientAddress', () => {
  const on = parseTrustProxy('on')!;
  it('with one trusted hop, is the entry the proxy appended, not the one the client wrote', () => {
    expect(clientAddress(raw('127.0.0.1', '6.6.6.6, 203.0.113.9'), on)).toBe('203.0.113.9');
    expect(clientAddress(raw('127.0.0.1', '203.0.113.9'), on)).toBe('203.0.113.9');
    expect(clientAddress(raw('127.0.0.1'), on)).toBe('127.0.0.1');
  });

  it('with a hop count, skips exactly that many proxies from the right', () => {
    const two = parseTrustProxy('2')!;
    expect(clientAddress(raw('10.0.0.2', '6.6.6.6, 203.0.113.9, 10.0.0.1'), two)).toBe('203.0.113.9');
    expect(clientAddress(raw('10.0.0.2', '203.0.113.9'), two)).toBe('203.0.113.9');
  });

  it('with a list, trusts only those addresses, the socket peer included', () => {
    const list = parseTrustProxy('127.0.0.1,10.0.0.0/8')!;
    expect(clientAddress(raw('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3'), list)).toBe('203.0.113.9');
    // A proxy address written by the client counts only if it is right of the real client.
    expect(clientAddress(raw('127.0.0.1', '10.9.9.9, 203.0.113.9'), list)).toBe('203.0.113.9');
    // Straight from an address that is no proxy: its X-Forwarded-For is the client's own words.
    expect(clientAddress(raw('198.51.100.4', '6.6.6.6'), list)).toBe('198.51.100.4');
  });

  it('off, is the socket peer', () => {
    expect(clientAddress(raw('198.51.100.4', '6.6.6.6'), false)).toBe('198.51.100.4');
  });

  it('is what Fastify gives as request.ip under the same setting', async () => {
    const cases: [TrustProxy, string, string | undefined][] = [
      [false, '198.51.100.4', '6.6.6.6'],
      [on, '127.0.0.1', '6.6.6.6, 203.0.113.9'],
      [parseTrustProxy('3')!, '127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.1, 10.0.0.2'],
      [parseTrustProxy('127.0.0.0/8,10.0.0.0/8')!, '127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.1'],
      [parseTrustProxy('10.0.0.0/8')!, '127.0.0.1', '6.6.6.6'],
    ];
    for (const [trust, peer, xff] of cases) {
      const app = Fastify({ trustProxy: trustFunction(trust) });
      app.get('/', async (req) => ({ ip: req.ip, ours: clientAddress(req.raw, trust) }));
      const res = await app.inject({ url: '/', remoteAddress: peer, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } });
      const { ip, ours } = res.json<{ ip: string; ours: string }>();
      expect(ours).toBe(ip);
      await app.close();
    }
  });
});
