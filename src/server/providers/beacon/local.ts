// The locally signed beacon: drand's quicknet scheme (quicknet.ts) under a key this site makes once
// and keeps in `beacon_keys`. For development, tests and deployments without the internet: it proves
// a round's value was fixed by the key and the round number alone (not chosen per draw), and that it
// could not be signed before its time. It does not take trust away from the operator, who holds the
// key; drand does (docs/decisions/0030).
//
// Every process reads the same key row, so every process signs a round alike; two processes
// starting at once race on INSERT … ON CONFLICT DO NOTHING and both read back the one that won.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { beaconKeys } from '../../db/schema/giveaways.ts';
import { roundAt, roundTime, type Beacon, type BeaconInfo, type BeaconValue } from './beacon.ts';
import { newKeyPair, signRound, verifyRound } from './quicknet.ts';

export const LOCAL_BEACON_PERIOD_SECONDS = 3;
/**
 * Round 1 of every local chain: 2024-01-01T00:00:00Z. A fixed origin (not the moment the key was
 * made) gives every past and present time a round, so a test's clock set to any day works too.
 */
export const LOCAL_BEACON_GENESIS = Date.UTC(2024, 0, 1) / 1000;

interface Key {
  secretKey: string;
  info: BeaconInfo;
}

export function createLocalBeacon(db: Db, clock: () => Date, opts: { periodSeconds?: number } = {}): Beacon {
  const periodSeconds = opts.periodSeconds ?? LOCAL_BEACON_PERIOD_SECONDS;
  let key: Promise<Key> | null = null;

  async function loadKey(): Promise<Key> {
    const now = clock();
    const made = newKeyPair();
    await db.insert(beaconKeys).values({
      id: 1,
      secretKey: made.secretKey,
      publicKey: made.publicKey,
      genesisTime: LOCAL_BEACON_GENESIS,
      periodSeconds,
      createdAt: now,
    }).onConflictDoNothing();
    // The row that won (ours or an earlier one): its genesis and period stand, whatever this
    // process was configured with, since past draws name rounds on that schedule.
    const [row] = await db.select().from(beaconKeys).where(eq(beaconKeys.id, 1));
    if (!row) throw new Error('beacon_keys has no row after inserting one');
    return {
      secretKey: row.secretKey,
      info: { name: 'local', publicKey: row.publicKey, chainHash: null, genesisTime: row.genesisTime, periodSeconds: row.periodSeconds },
    };
  }

  function getKey(): Promise<Key> {
    // The key never changes once made: read once per process (a failed read is retried next call).
    key ??= loadKey().catch((err: unknown) => {
      key = null;
      throw err;
    });
    return key;
  }

  return {
    async info() {
      return { ...(await getKey()).info };
    },
    async roundAfter(time) {
      return roundAt((await getKey()).info, time) + 1;
    },
    async timeOf(round) {
      return roundTime((await getKey()).info, round);
    },
    async fetch(round): Promise<BeaconValue | null> {
      const { secretKey, info } = await getKey();
      // A round whose time has not come is not signed: nobody may know its value early.
      if (roundTime(info, round).getTime() > clock().getTime()) return null;
      return signRound(secretKey, round);
    },
    async verify(value) {
      return verifyRound((await getKey()).info.publicKey, value);
    },
  };
}
