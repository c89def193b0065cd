// The client address of a raw upgrade request, the way Fastify's request.ip finds it: the socket's
// peer, or with TRUST_PROXY=on the first address of X-Forwarded-For (every hop trusted, as
// Fastify's trustProxy: true does), through the same @fastify/proxy-addr.
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

const TRUST_ALL = () => true;
const TRUST_NONE = () => false;

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const addrs = proxyAddr.all(req, trustProxy ? TRUST_ALL : TRUST_NONE);
  return addrs[addrs.length - 1] ?? '';
}
