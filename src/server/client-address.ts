// Who sent a request: the one rule for every part that counts or records the client address (the
// per-address limits on code sends, sign-in, redeem guesses and live sockets, the sessions list).
// Fastify's request.ip is given the same trust function (app.ts), and the live socket's upgrade,
// which Fastify never sees, asks clientAddress below: both read X-Forwarded-For through
// @fastify/proxy-addr, right to left, stopping at the first address that is not a trusted proxy.
//
// Right to left because a proxy appends what it saw (nginx's $proxy_add_x_forwarded_for, HAProxy's
// `option forwardfor` after any client value): everything left of the nearest trusted proxy's own
// entry was written by the client, so the leftmost entry is whatever the client wants it to be.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY: off (the socket's peer is the client), a number of proxy hops in front of the app
 * (`on` is one), or the proxies' own addresses and ranges.
 */
export type TrustProxy = false | { hops: number } | { proxies: readonly string[] };

/** @fastify/proxy-addr's trust function: hop 0 is the socket's peer, hop 1 the last X-Forwarded-For entry, … */
export type TrustFn = (address: string, hop: number) => boolean;

export const MAX_PROXY_HOPS = 10;
/** proxy-addr's names for the usual ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, or address/prefix-length, exactly (proxy-addr alone also takes forms such as "127.1"). */
function isProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  if (isIP(address) === 0) return false;
  return slash === -1 || /^\d{1,3}$/.test(entry.slice(slash + 1));
}

/** TRUST_PROXY's value, or null when it is none of the accepted forms. Unset, empty and `off` trust nobody. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'off') return false;
  if (value === 'on') return { hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= MAX_PROXY_HOPS ? { hops } : null;
  }
  const proxies = value.split(',').map((s) => s.trim());
  if (!proxies.every(isProxyEntry)) return null;
  try {
    proxyAddr.compile(proxies); // a prefix longer than the address (10.0.0.0/33)
  } catch {
    return null;
  }
  return { proxies };
}

const compiled = new WeakMap<object, TrustFn>();

/** The trust function for Fastify's `trustProxy` option and for clientAddress; false trusts nobody. */
export function trustFunction(trust: TrustProxy): TrustFn | false {
  if (trust === false) return false;
  let fn = compiled.get(trust);
  if (!fn) {
    if ('hops' in trust) {
      const { hops } = trust;
      fn = (_address, hop) => hop < hops;
    } else {
      fn = proxyAddr.compile([...trust.proxies]);
    }
    compiled.set(trust, fn);
  }
  return fn;
}

const TRUST_NONE: TrustFn = () => false;

/** The client address of a raw request, exactly as Fastify's request.ip finds it under the same setting. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const addrs = proxyAddr.all(req, trustFunction(trust) || TRUST_NONE);
  return addrs[addrs.length - 1] ?? '';
}
