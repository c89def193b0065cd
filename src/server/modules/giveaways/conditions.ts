// Join conditions, each checked on the server at join and shown on the room page
// with whether the visitor meets it: deposits within the last N days, a join code, a verified
// real name. (No member-level condition yet.)
import { and, eq, gte, sql } from 'drizzle-orm';
import { PAY_STATE } from '../../../shared/contracts/pay.ts';
import type { GiveawayCondition } from '../../../shared/contracts/giveaway.ts';
import { displayYuan } from '../../../shared/money.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rechargeOrders, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { GiveawayRow } from './service.ts';

/** Completed deposits (fen) since `since`: a completed order's last change is its crediting. */
async function depositsSince(db: Db | Tx, userId: bigint, since: Date): Promise<bigint> {
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${rechargeOrders.amount}), 0)` }).from(rechargeOrders)
    .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.payState, PAY_STATE.completed), gte(rechargeOrders.updatedAt, since)));
  return BigInt(row.total);
}

interface Standing {
  deposit: { need: bigint; days: number; have: bigint | null } | null;
  verified: boolean | null;
}

async function standing(db: Db | Tx, room: GiveawayRow, userId: bigint | null, now: Date): Promise<Standing> {
  const deposit = room.minDeposit === null ? null : {
    need: room.minDeposit, days: room.depositDays!,
    have: userId === null ? null : await depositsSince(db, userId, new Date(now.getTime() - room.depositDays! * 86_400_000)),
  };
  let verified: boolean | null = null;
  if (room.requireVerified && userId !== null) {
    const [u] = await db.select({ at: users.realNameVerifiedAt }).from(users).where(eq(users.id, userId));
    verified = u?.at != null;
  }
  return { deposit, verified };
}

/** What the room asks and whether this visitor meets it (null: unknown, e.g. signed out). */
export async function conditionsFor(db: Db | Tx, room: GiveawayRow, userId: bigint | null, joined: boolean, now: Date): Promise<GiveawayCondition[]> {
  const s = await standing(db, room, userId, now);
  const out: GiveawayCondition[] = [];
  if (s.deposit) {
    out.push({
      kind: 'deposit',
      params: { amount: displayYuan(s.deposit.need), days: s.deposit.days, have: s.deposit.have === null ? null : displayYuan(s.deposit.have) },
      met: s.deposit.have === null ? null : s.deposit.have >= s.deposit.need,
    });
  }
  if (room.joinCodeHash !== null) out.push({ kind: 'joinCode', params: {}, met: joined ? true : null });
  if (room.requireVerified) out.push({ kind: 'verified', params: {}, met: s.verified });
  return out;
}

/** Refuses a join that does not meet the room's deposit or verification condition, saying which. */
export async function assertConditions(tx: Tx, room: GiveawayRow, userId: bigint, now: Date): Promise<void> {
  const s = await standing(tx, room, userId, now);
  if (s.verified === false) throw new AppError('GIVEAWAY_VERIFIED_NEEDED');
  if (s.deposit && s.deposit.have! < s.deposit.need) {
    throw new AppError('GIVEAWAY_DEPOSIT_NEEDED', { amount: displayYuan(s.deposit.need), days: s.deposit.days, have: displayYuan(s.deposit.have!) });
  }
}
