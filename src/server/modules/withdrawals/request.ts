// The take-back request (POST api/profile/ornamentRetrieval), inside the caller's idempotent
// transaction. The player's own row is locked first, so one player's requests queue here (a few
// hundred at once cannot pass the daily limits together) while another player's never wait.
// Each item leaves the backpack by a conditional update (in bag -> withdrawing, the player's own)
// in the same transaction that creates its record: a racing sell, dream stake, giveaway pool or
// second take-back of the item loses, and a refusal changes nothing.
//
// Daily limits (per China-time day, UTC+8): every take-back record the player made since that
// midnight counts, in items and in value, except those that failed (state 4: the item came back,
// nothing left the house). A refusal says what is left today; the limits reset at midnight China time.
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { ITEM_STATE } from '../../../shared/constants.ts';
import { TRADE_URL_PATTERN } from '../../../shared/contracts/profile.ts';
import { PAY_STATE } from '../../../shared/contracts/pay.ts';
import { WITHDRAW_STATE as S, type WithdrawResult } from '../../../shared/contracts/withdrawal.ts';
import { displayYuan } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import { queryRows, type Tx } from '../../db/client.ts';
import { backpackItems, rechargeOrders, users, withdrawals } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { toRecord } from './records.ts';
import { scheduleAttempt, writeEvents } from './schedule.ts';
import { chinaDay, marketHashName, maxPriceOf, type WithdrawalDeps, type WithdrawalRow } from './service.ts';
import { assertNoTradeHold } from './trade-hold.ts';
import { transition } from './transitions.ts';

export interface Requested {
  result: WithdrawResult;
  /** The records made, to publish once the transaction has committed. */
  rows: WithdrawalRow[];
}

export async function requestWithdrawal(tx: Tx, wd: WithdrawalDeps, userId: bigint, ids: string[], lang: Lang, now: Date): Promise<Requested> {
  const cfg = wd.config.withdrawals;
  // NO KEY UPDATE: it queues this player's own requests, yet does not block (or deadlock with) a
  // transaction that only references the player (a sale's inbox message, a case's new item).
  // The trade-link change (profile/account.ts) takes the same row lock: a take-back either went out
  // to the old link before the change, or reads the change and its hold (docs/decisions/0104).
  const [user] = await tx.select({ tradeUrl: users.tradeUrl, tradeUrlChangedAt: users.tradeUrlChangedAt, verifiedAt: users.realNameVerifiedAt })
    .from(users).where(eq(users.id, userId)).for('no key update');
  if (!user?.tradeUrl || !TRADE_URL_PATTERN.test(user.tradeUrl)) throw new AppError('WITHDRAW_TRADE_LINK_NEEDED');
  assertNoTradeHold(user.tradeUrlChangedAt, now);
  if (!user.verifiedAt) throw new AppError('WITHDRAW_VERIFIED_NEEDED');
  if (cfg.requireDeposit) {
    const [deposit] = await tx.select({ id: rechargeOrders.id }).from(rechargeOrders)
      .where(and(eq(rechargeOrders.userId, userId), eq(rechargeOrders.payState, PAY_STATE.completed))).limit(1);
    if (!deposit) throw new AppError('WITHDRAW_DEPOSIT_NEEDED');
  }
  const wanted = ids.map((s) => BigInt(s));
  if (new Set(ids).size !== ids.length) throw new AppError('WITHDRAW_ITEMS_UNAVAILABLE');
  const taken = await tx.update(backpackItems)
    .set({ state: ITEM_STATE.withdrawing, updatedAt: now })
    .where(and(inArray(backpackItems.id, wanted), eq(backpackItems.userId, userId), eq(backpackItems.state, ITEM_STATE.inBag)))
    .returning({ id: backpackItems.id, ornamentId: backpackItems.ornamentId, price: backpackItems.price });
  // Someone else's item, an unknown id, one sold, staked or already being taken back: refuse it all.
  if (taken.length !== wanted.length) throw new AppError('WITHDRAW_ITEMS_UNAVAILABLE');

  const day = chinaDay(now);
  const [used] = await tx.select({ n: sql<string>`count(*)`, value: sql<string>`coalesce(sum(${withdrawals.value}), 0)` }).from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, day.start), ne(withdrawals.state, S.failed)));
  const countLeft = Math.max(0, cfg.dailyCount - Number(used.n));
  if (taken.length > countLeft) throw new AppError('WITHDRAW_DAILY_COUNT', { max: cfg.dailyCount, left: countLeft });
  const valueLeft = cfg.dailyValueFen - BigInt(used.value) > 0n ? cfg.dailyValueFen - BigInt(used.value) : 0n;
  const asked = taken.reduce((s, t) => s + t.price, 0n);
  if (asked > valueLeft) throw new AppError('WITHDRAW_DAILY_VALUE', { max: displayYuan(cfg.dailyValueFen), left: displayYuan(valueLeft) });

  // The ids first, so each record's supplier ref (wd<id>) is written with it.
  const seq = await queryRows<{ id: string }>(tx, sql`SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id FROM generate_series(1, ${taken.length})`);
  const byId = new Map(taken.map((t) => [t.id, t]));
  const rows: WithdrawalRow[] = [];
  for (const [i, itemId] of wanted.entries()) {
    const item = byId.get(itemId)!;
    const id = BigInt(seq[i].id);
    const orn = wd.catalogue.ornaments.get(item.ornamentId)!;
    const review = item.price > cfg.reviewAboveFen ? transition(S.taking, { type: 'hold', reason: 'review' }) : null;
    const [row] = await tx.insert(withdrawals).values({
      id, userId, itemId, ornamentId: item.ornamentId, marketHashName: marketHashName(orn),
      value: item.price, maxPrice: maxPriceOf(item.price, cfg.priceMarginPercent), tradeUrl: user.tradeUrl,
      state: review ? review.to : S.taking, reason: review ? review.reason : null,
      supplier: wd.supplier.id, supplierRef: `wd${id}`, createdAt: now, updatedAt: now,
    }).returning();
    const [requestEvent] = await writeEvents(tx, id, [
      { fromState: null, toState: S.taking, event: 'request', source: 'request', detail: { value: String(item.price), maxPrice: String(row.maxPrice) } },
      ...(review ? [{ fromState: S.taking, toState: review.to, event: 'hold', source: 'request', reason: review.reason }] : []),
    ], now);
    if (!review) await scheduleAttempt(tx, id, requestEvent, now);
    rows.push(row);
  }
  return { result: { list: rows.map((r) => toRecord(r, wd.catalogue, lang)) }, rows };
}
