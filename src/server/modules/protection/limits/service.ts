// A player's own limits: set (a first limit or a decrease applies at once; a raise or a
// removal waits LIMIT_RAISE_DELAY_MS and then needs a confirmation), confirm, cancel, skip the
// deposit prompt, and the view. Every change asked is kept in play_limit_changes. Each call locks
// the player's users row, the same lock the deposit check takes, so a change and a deposit never
// interleave.
import { and, desc, eq } from 'drizzle-orm';
import { LIMIT_KINDS, LIMIT_PERIODS, LIMIT_PROMPT_AGAIN_DAYS, LIMIT_RAISE_DELAY_MS, LIMIT_PERIOD_MS, type LimitKind, type LimitPeriod } from '../../../../shared/protection-constants.ts';
import type { LimitsView, LimitView } from '../../../../shared/contracts/protection/limits.ts';
import { formatFen } from '../../../../shared/money.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { limitPrompts, playLimitChanges, playLimits, users } from '../../../db/schema/index.ts';
import { AppError } from '../../../errors.ts';
import { chinaTime } from '../gate.ts';
import { creditsSince, depositsSince, sumIn, windowStart } from './usage.ts';

async function lockPlayer(tx: Tx, userId: bigint): Promise<void> {
  const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (!u) throw new AppError('NOT_SIGNED_IN');
}

async function current(tx: Tx, userId: bigint, kind: LimitKind, period: LimitPeriod): Promise<bigint | null> {
  const [row] = await tx.select({ fen: playLimits.amountFen }).from(playLimits)
    .where(and(eq(playLimits.userId, userId), eq(playLimits.kind, kind), eq(playLimits.period, period)));
  return row?.fen ?? null;
}

async function put(tx: Tx, userId: bigint, kind: LimitKind, period: LimitPeriod, fen: bigint | null, now: Date): Promise<void> {
  await tx.insert(playLimits).values({ userId, kind, period, amountFen: fen, updatedAt: now })
    .onConflictDoUpdate({ target: [playLimits.userId, playLimits.kind, playLimits.period], set: { amountFen: fen, updatedAt: now } });
}

const pendingOf = (userId: bigint, kind: LimitKind, period: LimitPeriod) => and(
  eq(playLimitChanges.userId, userId), eq(playLimitChanges.kind, kind), eq(playLimitChanges.period, period), eq(playLimitChanges.state, 'pending'),
);

/** `fen` null removes the limit. */
export async function setLimit(tx: Tx, userId: bigint, kind: LimitKind, period: LimitPeriod, fen: bigint | null, now: Date): Promise<void> {
  await lockPlayer(tx, userId);
  // A newer request replaces an older one waiting for the same limit.
  await tx.update(playLimitChanges).set({ state: 'cancelled', decidedAt: now }).where(pendingOf(userId, kind, period));
  const from = await current(tx, userId, kind, period);
  if (from === fen) return;
  const atOnce = fen !== null && (from === null || fen < from);
  if (atOnce) {
    await put(tx, userId, kind, period, fen, now);
    await tx.insert(playLimitChanges).values({ userId, kind, period, fromFen: from, toFen: fen, state: 'applied', effectiveAt: now, decidedAt: now, createdAt: now });
    return;
  }
  await tx.insert(playLimitChanges).values({
    userId, kind, period, fromFen: from, toFen: fen, state: 'pending', effectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS), createdAt: now,
  });
}

async function pending(tx: Tx, userId: bigint, kind: LimitKind, period: LimitPeriod) {
  const [row] = await tx.select().from(playLimitChanges).where(pendingOf(userId, kind, period)).orderBy(desc(playLimitChanges.id)).limit(1);
  return row;
}

/** The second confirmation of a raise or removal, from its effective time on. */
export async function confirmLimit(tx: Tx, userId: bigint, kind: LimitKind, period: LimitPeriod, now: Date): Promise<void> {
  await lockPlayer(tx, userId);
  const row = await pending(tx, userId, kind, period);
  if (!row) throw new AppError('LIMIT_NO_PENDING');
  if (row.effectiveAt.getTime() > now.getTime()) throw new AppError('LIMIT_RAISE_NOT_DUE', { at: chinaTime(row.effectiveAt) });
  await put(tx, userId, kind, period, row.toFen, now);
  await tx.update(playLimitChanges).set({ state: 'confirmed', decidedAt: now }).where(eq(playLimitChanges.id, row.id));
}

export async function cancelLimit(tx: Tx, userId: bigint, kind: LimitKind, period: LimitPeriod, now: Date): Promise<void> {
  await lockPlayer(tx, userId);
  const row = await pending(tx, userId, kind, period);
  if (!row) throw new AppError('LIMIT_NO_PENDING');
  await tx.update(playLimitChanges).set({ state: 'cancelled', decidedAt: now }).where(eq(playLimitChanges.id, row.id));
}

export async function skipPrompt(tx: Tx, userId: bigint, now: Date): Promise<void> {
  await tx.insert(limitPrompts).values({ userId, skippedAt: now })
    .onConflictDoUpdate({ target: limitPrompts.userId, set: { skippedAt: now } });
}

export async function limitsView(db: Db | Tx, userId: bigint, now: Date): Promise<LimitsView> {
  const inForce = await db.select().from(playLimits).where(eq(playLimits.userId, userId));
  const waiting = await db.select().from(playLimitChanges)
    .where(and(eq(playLimitChanges.userId, userId), eq(playLimitChanges.state, 'pending'))).orderBy(desc(playLimitChanges.id));
  const [prompt] = await db.select().from(limitPrompts).where(eq(limitPrompts.userId, userId));
  const from = windowStart('month', now);
  const deposits = await depositsSince(db, userId, from, now);
  const credits = await creditsSince(db, userId, from);

  const limits: LimitView[] = [];
  for (const kind of LIMIT_KINDS) {
    for (const period of LIMIT_PERIODS) {
      const fen = inForce.find((l) => l.kind === kind && l.period === period)?.amountFen ?? null;
      const counted = sumIn(deposits, period, now) - (kind === 'loss' ? sumIn(credits, period, now) : 0n);
      const start = windowStart(period, now).getTime();
      const oldest = deposits.find((d) => d.at.getTime() > start);
      const p = waiting.find((w) => w.kind === kind && w.period === period);
      limits.push({
        kind,
        period,
        amount: fen === null ? null : formatFen(fen),
        used: formatFen(counted > 0n ? counted : 0n),
        left: fen === null ? null : formatFen(fen - counted > 0n ? fen - counted : 0n),
        resetTime: oldest ? new Date(oldest.at.getTime() + LIMIT_PERIOD_MS[period]).toISOString() : null,
        pending: p ? { amount: p.toFen === null ? null : formatFen(p.toFen), effectiveTime: p.effectiveAt.toISOString() } : null,
      });
    }
  }
  const anyLimit = inForce.some((l) => l.amountFen !== null) || waiting.length > 0;
  const skippedLately = prompt !== undefined && prompt.skippedAt.getTime() > now.getTime() - LIMIT_PROMPT_AGAIN_DAYS * 86_400_000;
  return { limits, askAtDeposit: !anyLimit && !skippedLately };
}
