// BEACON picks the implementation; drand's is built from DRAND_* (checked against a fake relay).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDrand, type FakeDrand } from '../../../../tests/support/fake-drand.ts';
import { getConfig } from '../../config/index.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createBeacon } from './choose.ts';

let database: Database;
let relay: FakeDrand;

beforeAll(async () => {
  // PGlite only: the database is just where the local key lives (local.test.ts runs on both).
  database = await openDatabase('memory://');
  await database.migrate();
  relay = await startFakeDrand();
});
afterAll(async () => {
  await relay.close();
  await database.close();
});

describe('createBeacon', () => {
  it('builds the local beacon with BEACON_PERIOD_SECONDS', async () => {
    const beacon = createBeacon(getConfig({ BEACON: 'local', BEACON_PERIOD_SECONDS: '7' }), database.db, () => new Date());
    expect(await beacon.info()).toMatchObject({ name: 'local', chainHash: null, periodSeconds: 7 });
  });

  it('builds the drand adapter from DRAND_URLS, DRAND_CHAIN_HASH and DRAND_PUBLIC_KEY', async () => {
    const config = getConfig({ BEACON: 'drand', DRAND_URLS: relay.url, DRAND_CHAIN_HASH: relay.chainHash, DRAND_PUBLIC_KEY: relay.publicKey });
    const beacon = createBeacon(config, database.db, () => new Date());
    expect(await beacon.info()).toMatchObject({ name: 'drand', chainHash: relay.chainHash, publicKey: relay.publicKey, genesisTime: relay.genesisTime });
    const round = await beacon.roundAfter(new Date(Date.now() - 60_000));
    expect(await beacon.verify((await beacon.fetch(round))!)).toBe(true);
  });
});
