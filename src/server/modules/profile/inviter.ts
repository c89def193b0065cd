// Binding an inviter by promotion code, once. The final write is conditional
// (`where inviter_id is null`), so two binds racing each other let exactly one win. Binds take one
// transaction-scoped advisory lock, so two binds that would close a loop between them (A binds B's
// code while B binds A's) cannot both pass the loop check; binding is rare, the lock costs nothing.
// The referral book (promo/book.ts) moves in the same transaction.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { recordReferral } from '../promo/book.ts';

// Referral chains are short; a longer walk means bad data, and the bound keeps the walk cheap.
const MAX_CHAIN = 32;

/** True when `candidate` is `userId` or was invited, directly or down the line, by `userId`. */
async function invitedBy(db: Db | Tx, candidate: bigint, userId: bigint): Promise<boolean> {
  let current: bigint | null = candidate;
  for (let i = 0; current !== null && i < MAX_CHAIN; i++) {
    if (current === userId) return true;
    const [row] = await db.select({ inviterId: users.inviterId }).from(users).where(eq(users.id, current));
    current = row?.inviterId ?? null;
  }
  return false;
}

/**
 * "Already bound" is learnt from the conditional update itself, never from an earlier read: a read
 * could be stale by the time we write, and then two racing binds would both pass it.
 */
export async function bindInviter(db: Db, userId: bigint, promoteCode: string, defaultInvitationCode: string, now = new Date()): Promise<void> {
  const code = promoteCode.toUpperCase();
  // The site's default code stands for "nobody invited me"; it names no inviter.
  if (code === defaultInvitationCode.toUpperCase()) throw new AppError('PROFILE_PROMOTE_CODE_UNKNOWN');
  const [inviter] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.invitationCode, code), eq(users.status, 0)));
  if (!inviter) throw new AppError('PROFILE_PROMOTE_CODE_UNKNOWN');
  if (inviter.id === userId) throw new AppError('PROFILE_INVITER_SELF');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referral-bind'))`);
    // A loop (A invited by B invited by A) would let two accounts pay each other rebates.
    if (await invitedBy(tx, inviter.id, userId)) throw new AppError('PROFILE_INVITER_CYCLE');
    const bound = await tx.update(users).set({ inviterId: inviter.id })
      .where(and(eq(users.id, userId), isNull(users.inviterId)))
      .returning({ id: users.id });
    if (bound.length === 0) throw new AppError('PROFILE_INVITER_BOUND');
    await recordReferral(tx, userId, inviter.id, now);
  });
}
