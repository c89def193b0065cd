// The server itself (docs/configuration.md "The server"): where it listens, what it logs, the
// address people use and which proxies in front of it to believe.
import { MAX_PROXY_HOPS, parseTrustProxy, type TrustProxy } from '../client-address.ts';
import { int, type NodeEnv, type Source } from './read.ts';

export interface ServerConfig {
  env: NodeEnv;
  port: number;
  host: string;
  publicUrl: string;
  logLevel: string;
  /**
   * TRUST_PROXY: behind reverse proxies, which of them to believe about the client address (the
   * per-address limits and the sessions list use it); read by client-address.ts.
   */
  trustProxy: TrustProxy;
}

/** NODE_ENV, PORT, HOST, LOG_LEVEL. */
export function readServer(src: Source, nodeEnv: NodeEnv): Pick<ServerConfig, 'env' | 'port' | 'host' | 'logLevel'> {
  const { env } = src;
  return {
    env: nodeEnv,
    port: int(src, 'PORT', 4321, 0, 65535),
    host: env.HOST || 'localhost',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
  };
}

/** PUBLIC_URL and TRUST_PROXY: how people reach this server. */
export function readPublicAddress(src: Source, nodeEnv: NodeEnv, host: string, port: number): Pick<ServerConfig, 'publicUrl' | 'trustProxy'> {
  const publicUrl = publicUrlSetting(src, nodeEnv, host, port);
  return { publicUrl, trustProxy: trustProxySetting(src) };
}

function trustProxySetting({ env, problems }: Source): TrustProxy {
  const raw = env.TRUST_PROXY;
  const trust = parseTrustProxy(raw);
  if (trust === null) {
    problems.add(`TRUST_PROXY=${raw} is not off, on (one proxy), a number of proxy hops from 1 to ${MAX_PROXY_HOPS}, or a comma list of the proxies' addresses and CIDR ranges (10.0.0.5,192.168.0.0/16)`, 'TRUST_PROXY');
    return false;
  }
  return trust;
}

/**
 * PUBLIC_URL: the address people use. In production payment notifications (Alipay, WeChat Pay,
 * Stripe), the identity check's return and Steam's sign-in all come back to it, so the default
 * (this machine's HOST:PORT) would take orders nobody can ever confirm; and WeChat Pay and Stripe
 * call only https addresses.
 */
function publicUrlSetting({ env, problems }: Source, nodeEnv: NodeEnv, host: string, port: number): string {
  const raw = (env.PUBLIC_URL ?? '').trim();
  if (nodeEnv === 'production') {
    if (!raw) {
      problems.add('PUBLIC_URL must be set in production: the https:// address people use (https://shop.example.com); payment notifications, the identity check and Steam sign-in come back to it', 'PUBLIC_URL');
    } else if (!/^https:\/\/[^/]/.test(raw)) {
      problems.add(`PUBLIC_URL must be an https:// address in production (WeChat Pay and Stripe call only https notify addresses); got ${raw}`, 'PUBLIC_URL');
    }
  }
  return (raw || `http://${host}:${port}`).replace(/\/$/, '');
}
