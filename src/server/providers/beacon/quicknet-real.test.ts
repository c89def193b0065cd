// Genuine drand quicknet rounds (quicknet-rounds.fixture.ts names where each was copied from) go
// through our beacon code exactly as a live relay's answer would: the scheme's own check
// (quicknet.ts), the drand adapter over HTTP with drand-client's verification (drand.ts), and the
// browser verifier's checks (signature and randomness). Any drift in the pinned chain key, the
// signature suite or the randomness rule makes this fail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUICKNET_CHAIN } from '../../../shared/fairness/quicknet-chain.ts';
import { BeaconInvalidError, roundTime } from './beacon.ts';
import { createDrandBeacon, QUICKNET } from './drand.ts';
import { randomnessOf, verifyRound } from './quicknet.ts';
import { QUICKNET_INFO, QUICKNET_ROUNDS } from '../../../shared/fairness/quicknet-rounds.fixture.ts';

const genuine = QUICKNET_ROUNDS.map((r) => ({ round: r.round, signature: r.signature, randomness: r.randomness ?? randomnessOf(r.signature) }));

describe('published quicknet rounds', () => {
  it('are of the chain we are configured with', () => {
    expect(QUICKNET_INFO.hash).toBe(QUICKNET_CHAIN.chainHash);
    expect(QUICKNET_INFO.public_key).toBe(QUICKNET_CHAIN.publicKey);
    expect(QUICKNET.chainHash).toBe(QUICKNET_CHAIN.chainHash);
    expect(QUICKNET.publicKey).toBe(QUICKNET_CHAIN.publicKey);
  });

  it('give the randomness their sources print: SHA-256 of the signature', () => {
    const printed = QUICKNET_ROUNDS.filter((r) => r.randomness !== undefined);
    expect(printed.length).toBeGreaterThan(0);
    for (const r of printed) expect(randomnessOf(r.signature), r.source).toBe(r.randomness);
  });

  it('verify under the quicknet key, and fail for another round, signature or key', () => {
    for (const v of genuine) {
      expect(verifyRound(QUICKNET_CHAIN.publicKey, v), `round ${v.round}`).toBe(true);
      expect(verifyRound(QUICKNET_CHAIN.publicKey, { ...v, round: v.round + 1 })).toBe(false);
    }
    const [a, b] = genuine;
    expect(verifyRound(QUICKNET_CHAIN.publicKey, { ...a, signature: b.signature, randomness: b.randomness })).toBe(false);
    expect(verifyRound(QUICKNET_CHAIN.publicKey, { ...a, randomness: b.randomness })).toBe(false);
  });
});

describe('the drand adapter with a relay serving the published rounds', () => {
  let server: http.Server;
  let url: string;
  let tamper = false;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://relay').pathname;
      const send = (status: number, body?: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body === undefined ? '' : JSON.stringify(body));
      };
      if (path === `/${QUICKNET_INFO.hash}/info`) return send(200, QUICKNET_INFO);
      const m = new RegExp(`^/${QUICKNET_INFO.hash}/public/(\\d+)$`).exec(path);
      const value = m ? genuine.find((v) => v.round === Number(m[1])) : undefined;
      if (!value) return send(404);
      // A relay that relabels another published round as this one.
      const other = genuine.find((v) => v.round !== value.round)!;
      return send(200, tamper ? { ...other, round: value.round } : value);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const beacon = () => createDrandBeacon({ urls: [url], chainHash: QUICKNET.chainHash, publicKey: QUICKNET.publicKey });

  it('takes the chain info and every published round, verified by drand-client', async () => {
    tamper = false;
    const b = beacon();
    expect(await b.info()).toEqual({ name: 'drand', publicKey: QUICKNET_CHAIN.publicKey, chainHash: QUICKNET_CHAIN.chainHash, genesisTime: 1692803367, periodSeconds: 3 });
    for (const v of genuine) {
      expect(await b.fetch(v.round), `round ${v.round}`).toEqual(v);
      expect(await b.verify(v)).toBe(true);
      // The round's time is drand's: genesis + (round - 1) × period.
      expect((await b.timeOf(v.round)).getTime()).toBe(roundTime({ genesisTime: 1692803367, periodSeconds: 3 }, v.round).getTime());
    }
  });

  it('refuses a published value relabelled as another round, and a changed value', async () => {
    const b = beacon();
    tamper = true;
    try {
      await expect(b.fetch(genuine[0].round)).rejects.toBeInstanceOf(BeaconInvalidError);
    } finally {
      tamper = false;
    }
    const [a, c] = genuine;
    expect(await b.verify({ ...a, round: c.round })).toBe(false);
    expect(await b.verify({ ...a, randomness: c.randomness })).toBe(false);
  });
});
