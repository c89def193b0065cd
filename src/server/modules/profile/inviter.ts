// Binding an inviter by promotion code, once. The final write is conditional
// (`where inviter_id is null`), so two binds racing each other let exactly one win.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';

// Referral chains are short; a longer walk means bad data, and the bound keeps the walk cheap.
const MAX_CHAIN = 32;

/** True when `candidate` is `userId` or was invited, directly or down the line, by `userId`. */
async function invitedBy(db: Db, candidate: bigint, userId: bigint): Promise<boolean> {
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
export async function bindInviter(db: Db, userId: bigint, promoteCode: string, defaultInvitationCode: string): Promise<void> {
  const code = promoteCode.toUpperCase();
  // The site's default code stands for "nobody invited me"; it names no inviter.
  if (code === defaultInvitationCode.toUpperCase()) throw new AppError('PROFILE_PROMOTE_CODE_UNKNOWN');
  const [inviter] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.invitationCode, code), eq(users.status, 0)));
  if (!inviter) throw new AppError('PROFILE_PROMOTE_CODE_UNKNOWN');
  if (inviter.id === userId) throw new AppError('PROFILE_INVITER_SELF');
  // A loop (A invited by B invited by A) would make rebates up the chain run forever.
  if (await invitedBy(db, inviter.id, userId)) throw new AppError('PROFILE_INVITER_CYCLE');
  const bound = await db.update(users).set({ inviterId: inviter.id })
    .where(and(eq(users.id, userId), isNull(users.inviterId)))
    .returning({ id: users.id });
  if (bound.length === 0) throw new AppError('PROFILE_INVITER_BOUND');
}
