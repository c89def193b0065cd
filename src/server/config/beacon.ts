// The randomness beacon giveaway draws mix in (docs/configuration.md "Giveaways' randomness
// beacon"; providers/beacon).
import { QUICKNET_CHAIN } from '../../shared/fairness/quicknet-chain.ts';
import { int, oneOf, redactUrl, type NodeEnv, type Source } from './read.ts';

export interface BeaconConfig {
  /**
   * The randomness beacon giveaway draws mix in (providers/beacon): BEACON=drand (production's
   * default: the League of Entropy's quicknet, verified with drand-client) or BEACON=local (a key
   * kept in the database, refused in production: the operator holds it). `drand`: DRAND_URLS (relays,
   * comma list), DRAND_CHAIN_HASH, DRAND_PUBLIC_KEY (quicknet's by default). `localPeriodSeconds`:
   * BEACON_PERIOD_SECONDS, the local beacon's round length when its key is made.
   */
  beacon: {
    provider: 'local' | 'drand';
    drand: { urls: string[]; chainHash: string; publicKey: string };
    localPeriodSeconds: number;
  };
}

/** drand's quicknet (docs.drand.love): production's beacon unless DRAND_* say otherwise. */
export const QUICKNET_DEFAULTS = {
  urls: ['https://api.drand.sh', 'https://drand.cloudflare.com'],
  ...QUICKNET_CHAIN,
} as const;

/** BEACON, DRAND_URLS, DRAND_CHAIN_HASH, DRAND_PUBLIC_KEY, BEACON_PERIOD_SECONDS. */
export function readBeacon(src: Source, nodeEnv: NodeEnv): BeaconConfig['beacon'] {
  const { env, problems } = src;
  const provider = oneOf(src, 'BEACON', ['local', 'drand'] as const, nodeEnv === 'production' ? 'drand' : 'local');
  if (nodeEnv === 'production' && provider === 'local') {
    problems.add('BEACON=local is refused in production: its key is held by this site, so players could not check that nobody here knew a draw\'s randomness early; use BEACON=drand', 'BEACON');
  }
  const urls = env.DRAND_URLS ? env.DRAND_URLS.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean) : [...QUICKNET_DEFAULTS.urls];
  const badUrl = urls.find((u) => {
    try {
      const url = new URL(u);
      return !(url.protocol === 'https:' || url.protocol === 'http:') || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '';
    } catch {
      return true;
    }
  });
  if (urls.length === 0 || badUrl !== undefined) {
    problems.add(`DRAND_URLS must be a comma list of drand relay addresses, https://api.drand.sh,https://drand.cloudflare.com${badUrl !== undefined ? `; got ${redactUrl(badUrl)}` : ''}`, 'DRAND_URLS');
  }
  const chainHash = (env.DRAND_CHAIN_HASH || QUICKNET_DEFAULTS.chainHash).toLowerCase();
  const publicKey = (env.DRAND_PUBLIC_KEY || QUICKNET_DEFAULTS.publicKey).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(chainHash)) problems.add('DRAND_CHAIN_HASH must be a drand chain hash: 64 hexadecimal characters', 'DRAND_CHAIN_HASH');
  // A G2 public key, compressed: the quicknet scheme (signatures on G1) is the one supported.
  if (!/^[0-9a-f]{192}$/.test(publicKey)) problems.add('DRAND_PUBLIC_KEY must be a quicknet-scheme public key: 192 hexadecimal characters', 'DRAND_PUBLIC_KEY');
  if (Boolean(env.DRAND_CHAIN_HASH) !== Boolean(env.DRAND_PUBLIC_KEY)) {
    problems.add('DRAND_CHAIN_HASH and DRAND_PUBLIC_KEY go together: both name the chain values are checked against');
  }
  return { provider, drand: { urls, chainHash, publicKey }, localPeriodSeconds: int(src, 'BEACON_PERIOD_SECONDS', 3, 1, 60) };
}
