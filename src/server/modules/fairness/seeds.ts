// A player's seed pair (design.md, "Fairness"): committed by its public hash before any roll,
// revealed only by rotating. Nonces are taken under the pair's row lock, so concurrent rolls of one
// player can never share a nonce.
import { and, eq, sql } from 'drizzle-orm';
import type { RevealedSeed, SeedInfo } from '../../../shared/contracts/fair.ts';
import { newClientSeed, newSalt, newServerSeed, publicHash } from '../../../shared/fairness/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { fairSeeds } from '../../db/schema/index.ts';

export type SeedRow = typeof fairSeeds.$inferSelect;

async function newPair(clientSeed: string) {
  const serverSeed = newServerSeed();
  const salt = newSalt();
  return { serverSeed, salt, publicHash: await publicHash(serverSeed, salt), clientSeed };
}

/** Creates the user's first pair if there is none; a concurrent creator loses quietly. */
export async function ensureSeed(db: Db | Tx, userId: bigint): Promise<void> {
  const [existing] = await db.select({ id: fairSeeds.id }).from(fairSeeds)
    .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true)));
  if (existing) return;
  await db.insert(fairSeeds).values({ userId, ...(await newPair(newClientSeed())) })
    .onConflictDoNothing({ target: fairSeeds.userId, where: sql`${fairSeeds.active}` });
}

/**
 * How many times a step that needs the player's active pair looks for it. A rotation committing
 * while a step waits for the pair's lock retires the row it waited on; the successor was not yet
 * visible to that statement, so a fresh one finds it. Each look that finds nothing is one rotation
 * committed meanwhile, so only a player rotating this often during one step (their own requests)
 * runs out; a few looks were not enough for ten rotations sent at once.
 */
export const SEED_LOOKS = 50;

/** The active pair, row-locked until the transaction ends. Call ensureSeed first. */
export async function lockActiveSeed(tx: Tx, userId: bigint): Promise<SeedRow> {
  for (let attempt = 0; attempt < SEED_LOOKS; attempt++) {
    const [row] = await tx.select().from(fairSeeds)
      .where(and(eq(fairSeeds.userId, userId), eq(fairSeeds.active, true))).for('update');
    if (row) return row;
  }
  throw new Error(`user ${userId} has no active seed pair`);
}

export function seedInfo(row: SeedRow): SeedInfo {
  return { publicHash: row.publicHash, clientSeed: row.clientSeed, nonce: row.nextNonce };
}

export async function currentSeed(db: Db, userId: bigint): Promise<SeedInfo> {
  await ensureSeed(db, userId);
  return db.transaction(async (tx) => seedInfo(await lockActiveSeed(tx, userId)));
}

/** The player's own seed for the rolls to come; the nonce runs on, so every roll stays unique. */
export async function setClientSeed(db: Db, userId: bigint, clientSeed: string): Promise<SeedInfo> {
  await ensureSeed(db, userId);
  return db.transaction(async (tx) => {
    const row = await lockActiveSeed(tx, userId);
    await tx.update(fairSeeds).set({ clientSeed }).where(eq(fairSeeds.id, row.id));
    return seedInfo({ ...row, clientSeed });
  });
}

/** Reveals the active pair and commits a new one (same client seed, nonce back to 1). */
export async function rotateSeed(db: Db, userId: bigint, now: Date): Promise<{ revealed: RevealedSeed; current: SeedInfo }> {
  await ensureSeed(db, userId);
  const next = await newPair('');
  return db.transaction(async (tx) => {
    const old = await lockActiveSeed(tx, userId);
    await tx.update(fairSeeds).set({ active: false, revealedAt: now }).where(eq(fairSeeds.id, old.id));
    const [created] = await tx.insert(fairSeeds).values({ userId, ...next, clientSeed: old.clientSeed }).returning();
    return {
      revealed: { serverSeed: old.serverSeed, salt: old.salt, publicHash: old.publicHash, clientSeed: old.clientSeed, lastNonce: old.nextNonce - 1 },
      current: seedInfo(created),
    };
  });
}
