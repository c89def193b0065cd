// The locally signed beacon on a real database (PGlite, or PostgreSQL when DATABASE_URL is set):
// one key for every process, nothing signed before its time, tampering caught, and drand-client's
// own verification accepting its values: the scheme is drand's quicknet.
import { fetchBeacon, type ChainClient, type ChainInfo } from 'drand-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../../../tests/integration/context.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { beaconKeys } from '../../db/schema/giveaways.ts';
import type { BeaconInfo, BeaconValue } from './beacon.ts';
import { LOCAL_BEACON_GENESIS, createLocalBeacon } from './local.ts';
import { newKeyPair, QUICKNET_SCHEME, signRound } from './quicknet.ts';

let database: Database;
/** A second connection to the same database on PostgreSQL (another process's view); the same one on PGlite. */
let other: Database;
let drop: () => Promise<void>;

const T0 = new Date('2026-11-24T12:00:00.400Z');
let now = T0;
const clock = () => now;

beforeAll(async () => {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  database = await openDatabase(fresh.location);
  await database.migrate();
  other = database.kind === 'postgres' ? await openDatabase(fresh.location) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
  await drop();
});

/** What drand-client needs to verify values of a chain with this key (the /info a relay would serve). */
function asChainInfo(info: BeaconInfo): ChainInfo {
  return {
    public_key: info.publicKey,
    period: info.periodSeconds,
    genesis_time: info.genesisTime,
    hash: '00'.repeat(32),
    groupHash: '00'.repeat(32),
    schemeID: QUICKNET_SCHEME,
    metadata: { beaconID: 'local' },
  };
}

/** drand-client's fetchBeacon over a value we hand it: resolves only if drand-client verifies it. */
async function drandClientAccepts(info: BeaconInfo, value: BeaconValue, round = value.round): Promise<boolean> {
  const chainInfo = asChainInfo(info);
  const client: ChainClient = {
    options: { disableBeaconVerification: false, noCache: false },
    chain: () => ({ baseUrl: 'local', info: async () => chainInfo }),
    get: async () => value,
    latest: async () => value,
  };
  return fetchBeacon(client, round).then(() => true, () => false);
}

describe('local beacon', () => {
  it('makes one key for every process, even when they start at once', async () => {
    const beacons = Array.from({ length: 6 }, (_, i) => createLocalBeacon((i % 2 ? other : database).db, clock, { periodSeconds: 3 + (i % 3) }));
    const infos = await Promise.all(beacons.map((b) => b.info()));
    expect(new Set(infos.map((i) => i.publicKey)).size).toBe(1);
    const rows = await database.db.select().from(beaconKeys);
    expect(rows).toHaveLength(1);
    // Genesis is the fixed origin of local chains; the winner's period stands for everyone.
    expect(infos[0]).toEqual({ name: 'local', publicKey: rows[0].publicKey, chainHash: null, genesisTime: LOCAL_BEACON_GENESIS, periodSeconds: rows[0].periodSeconds });
    expect(new Set(infos.map((i) => i.periodSeconds)).size).toBe(1);
    expect(rows[0].publicKey).toMatch(/^[0-9a-f]{192}$/);
  });

  it('agrees across processes on the value of a round', async () => {
    now = new Date(T0.getTime() + 600_000);
    const a = createLocalBeacon(database.db, clock);
    const b = createLocalBeacon(other.db, clock);
    const round = (await a.roundAfter(T0)) + 5;
    const [va, vb] = await Promise.all([a.fetch(round), b.fetch(round)]);
    expect(va).not.toBeNull();
    expect(va).toEqual(vb);
    expect(va!.round).toBe(round);
    expect(va!.signature).toMatch(/^[0-9a-f]{96}$/);
    expect(await b.verify(va!)).toBe(true);
    expect(await a.fetch(round + 1)).not.toEqual(va);
  });

  it('does not sign a round before its time, and signs it once its time has come', async () => {
    const beacon = createLocalBeacon(database.db, clock);
    const info = await beacon.info();
    now = new Date(T0.getTime() + 30_000);
    const next = await beacon.roundAfter(now);
    // The first round after `now` did not exist at `now`; the one before it did.
    expect((await beacon.timeOf(next)).getTime()).toBeGreaterThan(now.getTime());
    expect((await beacon.timeOf(next - 1)).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(await beacon.fetch(next)).toBeNull();
    expect(await beacon.fetch(next + 1000)).toBeNull();
    expect(await beacon.fetch(next - 1)).not.toBeNull();
    now = await beacon.timeOf(next);
    const value = await beacon.fetch(next);
    expect(value).toEqual(signRound((await database.db.select().from(beaconKeys))[0].secretKey, next));
    expect((await beacon.timeOf(1)).getTime()).toBe(info.genesisTime * 1000);
  });

  it('refuses a tampered value', async () => {
    now = new Date(T0.getTime() + 600_000);
    const beacon = createLocalBeacon(database.db, clock);
    const value = (await beacon.fetch(10))!;
    const neighbour = (await beacon.fetch(11))!;
    expect(await beacon.verify(value)).toBe(true);
    expect(await beacon.verify({ ...value, round: 11 })).toBe(false);
    expect(await beacon.verify({ ...value, randomness: neighbour.randomness })).toBe(false);
    expect(await beacon.verify({ ...neighbour, round: 10 })).toBe(false);
    expect(await beacon.verify({ ...value, randomness: value.randomness.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
    expect(await beacon.verify({ ...value, signature: value.signature.slice(0, 94) + (value.signature.endsWith('00') ? '01' : '00') })).toBe(false);
    expect(await beacon.verify({ ...value, signature: value.signature.toUpperCase() })).toBe(false);
    // Signed by another key, randomness consistent with it: only the BLS check can tell.
    expect(await beacon.verify(signRound(newKeyPair().secretKey, 10))).toBe(false);
  });

  it("is accepted by drand-client's own verification given our public key (the scheme is drand's)", async () => {
    now = new Date(T0.getTime() + 600_000);
    const beacon = createLocalBeacon(database.db, clock);
    const info = await beacon.info();
    for (const round of [1, 7, 19]) {
      const value = (await beacon.fetch(round))!;
      expect(await drandClientAccepts(info, value)).toBe(true);
    }
    const value = (await beacon.fetch(7))!;
    const neighbour = (await beacon.fetch(8))!;
    // And drand-client refuses what our verify refuses.
    expect(await drandClientAccepts(info, { ...value, randomness: neighbour.randomness })).toBe(false);
    expect(await drandClientAccepts(info, { ...neighbour, round: 7 })).toBe(false);
    expect(await drandClientAccepts(info, value, 8)).toBe(false);
    expect(await drandClientAccepts({ ...info, publicKey: newKeyPair().publicKey }, value)).toBe(false);
  });
});
