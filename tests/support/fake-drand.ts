// A stand-in drand relay speaking drand's documented HTTP API (v1): the drand adapter is tested
// against real HTTP, real JSON and real BLS signatures, under a key the fake makes for itself.
//   GET /{chainHash}/info, /info                        {public_key, period, genesis_time, hash, groupHash, schemeID, metadata}
//   GET /{chainHash}/public/{round}, /public/{round}    {round, randomness, signature}; 404 before the round's time
//   GET /{chainHash}/public/latest, /public/latest      the latest round
// `setMode` makes it misbehave the ways a broken or hostile relay could.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { newKeyPair, QUICKNET_SCHEME, randomnessOf, signRound, type KeyPair } from '../../src/server/providers/beacon/quicknet.ts';

export type FakeDrandMode =
  /** Genuine values. */
  | 'honest'
  /** Signatures under another key (randomness still their hash): only the BLS check catches it. */
  | 'lying'
  /** A genuine signature with a randomness that is not its hash. */
  | 'bad-randomness'
  /** The genuine value of the round before the one asked for, as it is (a stale value). */
  | 'other-round'
  /** The round before's genuine signature and randomness, labelled as the round asked for. */
  | 'renumbered'
  /** 500 to every round request. */
  | 'down';

export interface FakeDrand {
  /** The relay's base address (http://127.0.0.1:port), as in DRAND_URLS. */
  url: string;
  chainHash: string;
  publicKey: string;
  /** The chain's key pair (pass it to another fake to run a second relay of this chain). */
  key: KeyPair;
  genesisTime: number;
  period: number;
  setMode(mode: FakeDrandMode): void;
  /** Status for a round not yet published: drand's 404, or 425 as its newer relays answer. */
  setFutureStatus(status: 404 | 425): void;
  /** Round requests served so far (the adapter must not ask for a round before its time). */
  roundRequests(): number[];
  close(): Promise<void>;
}

/** `key` and `genesisTime` shared by two fakes make two relays of one chain. */
export async function startFakeDrand(opts: { genesisTime?: number; period?: number; clock?: () => Date; key?: KeyPair } = {}): Promise<FakeDrand> {
  const clock = opts.clock ?? (() => new Date());
  const period = opts.period ?? 3;
  // By default the chain started an hour ago: plenty of published rounds.
  const genesisTime = opts.genesisTime ?? Math.floor(clock().getTime() / 1000) - 3600;
  const key = opts.key ?? newKeyPair();
  const impostor = newKeyPair();
  const chainHash = createHash('sha256')
    .update(JSON.stringify([key.publicKey, period, genesisTime, QUICKNET_SCHEME, 'fake-quicknet']))
    .digest('hex');
  let mode: FakeDrandMode = 'honest';
  let futureStatus: 404 | 425 = 404;
  const requested: number[] = [];

  const info = {
    public_key: key.publicKey,
    period,
    genesis_time: genesisTime,
    hash: chainHash,
    groupHash: createHash('sha256').update(`group:${chainHash}`).digest('hex'),
    schemeID: QUICKNET_SCHEME,
    metadata: { beaconID: 'fake-quicknet' },
  };

  const latestRound = () => Math.floor((clock().getTime() / 1000 - genesisTime) / period) + 1;

  function roundBody(round: number): object {
    switch (mode) {
      case 'lying': {
        const forged = signRound(impostor.secretKey, round);
        return { round, randomness: forged.randomness, signature: forged.signature };
      }
      case 'bad-randomness': {
        const genuine = signRound(key.secretKey, round);
        return { round, randomness: randomnessOf(genuine.signature.replace(/^../, '00')), signature: genuine.signature };
      }
      case 'other-round':
        return signRound(key.secretKey, Math.max(1, round - 1));
      case 'renumbered': {
        const earlier = signRound(key.secretKey, Math.max(1, round - 1));
        return { round, randomness: earlier.randomness, signature: earlier.signature };
      }
      default: {
        const genuine = signRound(key.secretKey, round);
        return { round, randomness: genuine.randomness, signature: genuine.signature };
      }
    }
  }

  function send(res: http.ServerResponse, status: number, body?: object): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  const server = http.createServer((req, res) => {
    const parts = new URL(req.url ?? '/', 'http://fake').pathname.split('/').filter(Boolean);
    if (parts[0] === chainHash) parts.shift();
    else if (parts.length > 0 && /^[0-9a-f]{64}$/.test(parts[0])) return send(res, 404, { error: 'group not found' });
    if (req.method !== 'GET') return send(res, 405);
    if (parts.length === 1 && parts[0] === 'info') return send(res, 200, info);
    if (parts.length === 2 && parts[0] === 'public') {
      const latest = latestRound();
      const round = parts[1] === 'latest' ? latest : Number(parts[1]);
      if (!Number.isSafeInteger(round) || round < 1) return send(res, 400);
      requested.push(round);
      if (mode === 'down') return send(res, 500);
      if (round > latest) return send(res, futureStatus);
      return send(res, 200, roundBody(round));
    }
    return send(res, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    chainHash,
    publicKey: key.publicKey,
    key,
    genesisTime,
    period,
    setMode: (m) => { mode = m; },
    setFutureStatus: (s) => { futureStatus = s; },
    roundRequests: () => [...requested],
    close: () => new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    }),
  };
}
