// The League of Entropy's drand network over its HTTP API (docs.drand.love, "HTTP API"), every value
// verified with drand-client against the chain hash and public key this site is configured with,
// never against what a relay says they are.
//   GET {url}/{chainHash}/info            the chain's parameters (checked, then kept in memory)
//   GET {url}/{chainHash}/public/{round}  {"round", "randomness", "signature"}; a round whose time
//                                         has not come answers 404 (425 on newer relays)
// Several relays may be given: a value is taken from the first that gives a valid one. A relay
// that serves a value which does not verify is a liar or broken; if no relay gives a valid value
// and one gave an invalid one, fetch throws BeaconInvalidError rather than wait.
import { fetchBeacon, HttpChain, type Chain, type ChainClient, type ChainInfo, type RandomnessBeacon } from 'drand-client';
import { QUICKNET_DEFAULTS } from '../../config/index.ts';
import { BeaconInvalidError, roundAt, roundTime, type Beacon, type BeaconInfo, type BeaconValue } from './beacon.ts';
import { QUICKNET_SCHEME, wellFormed } from './quicknet.ts';

/** drand's quicknet: a round every 3 s, signatures on G1 (the chain production uses). */
export const QUICKNET = QUICKNET_DEFAULTS;

const REQUEST_TIMEOUT_MS = 5000;

export interface DrandOptions {
  urls: readonly string[];
  chainHash: string;
  publicKey: string;
  /** The time now (tests move it); a round later than this is not asked for. */
  clock?: () => Date;
  /** Told when a relay serves a value that does not verify. */
  log?: (line: string) => void;
}

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A drand-client ChainClient that hands back one value already received: fetchBeacon then verifies it. */
function heldValue(chain: Chain, value: RandomnessBeacon): ChainClient {
  return {
    options: { disableBeaconVerification: false, noCache: false },
    chain: () => chain,
    get: async () => value,
    latest: async () => value,
  };
}

type RelayAnswer = { kind: 'value'; body: unknown } | { kind: 'not-yet' };

async function getRound(chainUrl: string, round: number): Promise<RelayAnswer> {
  const res = await fetch(`${chainUrl}/public/${round}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), headers: { accept: 'application/json' } });
  // drand answers 404 for a round in the future (425 Too Early on its newer relays).
  if (res.status === 404 || res.status === 425) {
    await res.body?.cancel();
    return { kind: 'not-yet' };
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${chainUrl}/public/${round} answered ${res.status}`);
  }
  return { kind: 'value', body: await res.json() };
}

export function createDrandBeacon(opts: DrandOptions): Beacon {
  const urls = opts.urls.map((u) => u.replace(/\/+$/, ''));
  if (urls.length === 0) throw new Error('createDrandBeacon needs at least one relay address');
  const clock = opts.clock ?? (() => new Date());
  const log = opts.log ?? (() => {});
  const chainOptions = {
    disableBeaconVerification: false,
    noCache: false,
    chainVerificationParams: { chainHash: opts.chainHash, publicKey: opts.publicKey },
  };
  let chainInfo: Promise<ChainInfo> | null = null;

  /** The chain's /info from the first relay that answers, checked against our chain hash and key. */
  async function loadInfo(): Promise<ChainInfo> {
    let lastError: unknown = null;
    for (const url of urls) {
      try {
        // HttpChain refuses an /info whose hash or public key is not the ones configured.
        const info = await withTimeout(new HttpChain(`${url}/${opts.chainHash}`, chainOptions).info(), `${url} /info`);
        if (info.schemeID !== QUICKNET_SCHEME) {
          throw new Error(`drand chain ${opts.chainHash} uses scheme ${info.schemeID}; only ${QUICKNET_SCHEME} (quicknet) is supported`);
        }
        if (!Number.isSafeInteger(info.genesis_time) || !Number.isSafeInteger(info.period) || info.period < 1) {
          throw new Error(`${url} /info has no usable genesis_time and period`);
        }
        return info;
      } catch (err) {
        lastError = err;
      }
    }
    throw lastError instanceof Error ? lastError : new Error(String(lastError));
  }

  function getInfo(): Promise<ChainInfo> {
    chainInfo ??= loadInfo().catch((err: unknown) => {
      chainInfo = null;
      throw err;
    });
    return chainInfo;
  }

  function toBeaconInfo(info: ChainInfo): BeaconInfo {
    return { name: 'drand', publicKey: info.public_key, chainHash: info.hash, genesisTime: info.genesis_time, periodSeconds: info.period };
  }

  /** drand-client's own verification of one value (round, randomness = SHA-256(signature), BLS signature). */
  async function verifiedByDrandClient(info: ChainInfo, body: unknown, round: number): Promise<BeaconValue | null> {
    if (typeof body !== 'object' || body === null) return null;
    const { round: r, randomness, signature } = body as Record<string, unknown>;
    const value = { round: r, randomness, signature };
    if (!wellFormed(value)) return null;
    const picked = value as BeaconValue;
    // A chain whose info is the one already checked: no second /info fetch per value.
    const chain: Chain = { baseUrl: urls[0], info: async () => info };
    try {
      await fetchBeacon(heldValue(chain, picked), round);
      return { round: picked.round, randomness: picked.randomness, signature: picked.signature };
    } catch {
      return null;
    }
  }

  return {
    async info() {
      return toBeaconInfo(await getInfo());
    },
    async roundAfter(time) {
      return roundAt(toBeaconInfo(await getInfo()), time) + 1;
    },
    async timeOf(round) {
      return roundTime(toBeaconInfo(await getInfo()), round);
    },
    async fetch(round) {
      if (!Number.isSafeInteger(round) || round < 1) throw new RangeError(`round must be a whole number from 1, got ${round}`);
      const info = await getInfo();
      // Not asked for before its time: the answer could only be "not yet".
      if (roundTime(toBeaconInfo(info), round).getTime() > clock().getTime()) return null;
      let invalidFrom: string | null = null;
      let notYet = false;
      let lastError: unknown = null;
      for (const url of urls) {
        let answer: RelayAnswer;
        try {
          answer = await getRound(`${url}/${opts.chainHash}`, round);
        } catch (err) {
          lastError = err;
          continue;
        }
        if (answer.kind === 'not-yet') {
          notYet = true;
          continue;
        }
        const value = await verifiedByDrandClient(info, answer.body, round);
        if (value) return value;
        invalidFrom ??= url;
        log(`drand relay ${url} served round ${round} that does not verify`);
      }
      if (invalidFrom !== null) throw new BeaconInvalidError(`drand round ${round} from ${invalidFrom} does not verify against chain ${opts.chainHash}`);
      if (notYet) return null;
      throw lastError instanceof Error ? lastError : new Error(`drand round ${round}: no relay answered`);
    },
    async verify(value) {
      const info = await getInfo();
      return (await verifiedByDrandClient(info, value, value.round)) !== null;
    },
  };
}
