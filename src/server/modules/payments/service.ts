// Top-ups: an order is created in pay state 0; the provider's signed notification completes
// (1) or cancels (2) it. Credit happens once per order (conditional state change) and once per
// provider event (event row), inside one database transaction with the ledger postings.
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { PAY_STATE, type RechargeRecord } from '../../../shared/contracts/pay.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { displayYuan, formatFen, parseYuan, percentOf } from '../../../shared/money.ts';
import type { Lang, MessageKey } from '../../../shared/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { paymentEvents, rechargeOrders, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/provider.ts';
import { postMessage } from '../inbox/post.ts';
import { checkDepositLimits } from '../protection/limits/check.ts';
import { checkDepositCoupon, useDepositCoupon } from '../rewards/coupons/deposit-coupon.ts';
import { addGrowth } from '../vip/growth.ts';
import { postUserExternal } from '../wallet/user-external.ts';
import { channelName, findChannel, payAmountFor } from './channels.ts';
import { scheduleOrderExpiry } from './expiry.ts';

export interface PaymentsDeps {
  payments: Record<string, PaymentProvider>;
  limits: { minFen: bigint; maxFen: bigint; firstDepositBonusPercent: number };
  /** config.rewards.dailyRewards: deposit coupons apply only while recharge rewards are on (issue 18). */
  rewardsOn?: boolean;
}

function newOrderId(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function createRecharge(
  tx: Tx,
  deps: PaymentsDeps,
  userId: bigint,
  input: { channel: string; currency: string; amount: string; couponId?: string },
  now: Date,
): Promise<{ orderId: string; payUrl: string }> {
  const found = findChannel(input.channel, input.currency);
  const provider = found && deps.payments[found.channel.provider];
  if (!found || !provider) throw new AppError('VALIDATION', {}, 'v.unknownChannel');
  const fen = parseYuan(input.amount);
  if (fen === null) throw new AppError('VALIDATION', {}, 'v.amount');
  const { minFen, maxFen } = deps.limits;
  if (fen < minFen || fen > maxFen) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { min: formatFen(minFen).replace(/\.00$/, ''), max: formatFen(maxFen).replace(/\.00$/, '') });
  }
  // The player's deposit and loss limits (issue 19): locks their users row first, so racing
  // orders are counted one by one; a refusal creates no order.
  await checkDepositLimits(tx, userId, fen, now);
  // A deposit coupon is checked now (a refusal creates no order) and used when the deposit is credited.
  if (input.couponId !== undefined) {
    await checkDepositCoupon(tx, { couponId: input.couponId, userId, amount: fen, now, rewardsOn: deps.rewardsOn === true });
  }
  const orderId = newOrderId(now);
  await tx.insert(rechargeOrders).values({
    id: orderId,
    userId,
    provider: provider.id,
    channel: found.channel.id,
    currency: found.currency.code,
    amount: fen,
    payAmount: payAmountFor(fen, found.currency),
    couponId: input.couponId === undefined ? null : BigInt(input.couponId),
    createdAt: now,
    updatedAt: now,
  });
  await scheduleOrderExpiry(tx, orderId, now);
  return { orderId, payUrl: provider.checkoutUrl(orderId) };
}

export type NotificationOutcome = 'credited' | 'cancelled' | 'duplicate';

/** Applies a genuine provider event. A replay (same event id, or an order already settled) changes nothing. */
export async function applyPaymentEvent(
  db: Db,
  deps: PaymentsDeps,
  providerId: string,
  event: PaymentEvent,
  now: Date,
): Promise<NotificationOutcome> {
  return db.transaction(async (tx) => {
    // The row lock serialises every event of one order.
    const [order] = await tx.select().from(rechargeOrders).where(eq(rechargeOrders.id, event.orderId)).for('update');
    if (!order || order.provider !== providerId) throw new AppError('ORDER_NOT_FOUND');
    const paid = parseYuan(event.amount);
    if (paid !== order.payAmount || event.currency !== order.currency) throw new AppError('PAYMENT_MISMATCH');

    const seen = await tx.insert(paymentEvents)
      .values({ provider: providerId, eventId: event.eventId, orderId: order.id, status: event.status })
      .onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
    if (seen.length === 0) {
      // A replay is the same event for the same order; an event id reused for another order (or
      // another outcome) is not a replay: a provider bug or a forgery, refused and logged.
      const [first] = await tx.select().from(paymentEvents)
        .where(and(eq(paymentEvents.provider, providerId), eq(paymentEvents.eventId, event.eventId)));
      if (first && (first.orderId !== order.id || first.status !== event.status)) throw new AppError('PAYMENT_EVENT_CONFLICT');
      return 'duplicate';
    }

    // An expired order the player paid anyway (the provider's page was still open) is credited:
    // the money has left their pocket, so it must arrive. Its expiry only closes it to cancelling.
    const lateButPaid = order.payState === PAY_STATE.expired && event.status === 'paid';
    if (order.payState !== PAY_STATE.processing && !lateButPaid) {
      // A second, different event for a settled order: paid twice is impossible, cancel-after-pay is ignored.
      if (event.status === 'paid' && order.payState === PAY_STATE.cancelled) throw new AppError('ORDER_CLOSED');
      return 'duplicate';
    }
    const next = event.status === 'paid' ? PAY_STATE.completed : PAY_STATE.cancelled;
    const changed = await tx.update(rechargeOrders).set({ payState: next, updatedAt: now })
      .where(and(eq(rechargeOrders.id, order.id), eq(rechargeOrders.payState, order.payState)))
      .returning({ id: rechargeOrders.id });
    if (changed.length === 0) return 'duplicate';
    if (next === PAY_STATE.cancelled) return 'cancelled';

    const bonus = await creditDeposit(tx, deps, order.userId, order.id, order.amount, providerId);
    // The order's deposit coupon (issue 18), used here once however many orders name it.
    const coupon = order.couponId === null ? 0n : await useDepositCoupon(tx, {
      couponId: order.couponId, userId: order.userId, orderId: order.id, amount: order.amount, now, rewardsOn: deps.rewardsOn === true,
    });
    // In this transaction, which a replayed event never reaches: one message per deposit.
    await postMessage(tx, { userId: order.userId, kind: 'deposit', title: 'inbox.deposit.title', ...depositBody(order.amount, bonus, coupon), ref: order.id, now });
    // Member-level growth, level rewards and their messages (issue 17), in this same transaction
    // (after the deposit's message, so the inbox reads in order).
    await addGrowth(tx, order.userId, order.id, order.amount, now);
    return 'credited';
  });
}

/** The deposit message's text: the amount, and the first-deposit bonus and coupon bonus when paid. */
function depositBody(amount: bigint, bonus: bigint, coupon: bigint): { body: MessageKey; params: Record<string, string> } {
  const params = { amount: displayYuan(amount), bonus: displayYuan(bonus), coupon: displayYuan(coupon) };
  if (coupon > 0n) return { body: bonus > 0n ? 'inbox.deposit.bodyBonusCoupon' : 'inbox.deposit.bodyCoupon', params };
  return bonus > 0n
    ? { body: 'inbox.deposit.bodyBonus', params: { amount: params.amount, bonus: params.bonus } }
    : { body: 'inbox.deposit.body', params: { amount: params.amount } };
}

/** Credits the deposit and, for the first one, the bonus; returns the bonus paid (0n when none). */
async function creditDeposit(tx: Tx, deps: PaymentsDeps, userId: bigint, orderId: string, fen: bigint, providerId: string): Promise<bigint> {
  await postUserExternal(tx, { userId, account: 'main', external: `provider:${providerId}`, amount: fen, kind: 'deposit', ref: orderId });
  // Only the first completed deposit wins this conditional update, however many settle at once.
  const first = await tx.update(users).set({ firstDepositOrderId: orderId })
    .where(and(eq(users.id, userId), isNull(users.firstDepositOrderId))).returning({ id: users.id });
  const bonus = percentOf(fen, deps.limits.firstDepositBonusPercent);
  if (first.length === 1 && bonus > 0n) {
    await postUserExternal(tx, { userId, account: 'main', external: 'house:bonus', amount: bonus, kind: 'firstDepositBonus', ref: orderId });
    return bonus;
  }
  return 0n;
}

export async function rechargeRecords(db: Db, userId: bigint, q: { page: number; pageSize: number }, lang: Lang): Promise<Page<RechargeRecord>> {
  const where = eq(rechargeOrders.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(rechargeOrders).where(where);
  const rows = await db.select().from(rechargeOrders).where(where)
    .orderBy(desc(rechargeOrders.createdAt), desc(rechargeOrders.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize);
  return {
    list: rows.map((r) => ({
      orderId: r.id,
      channel: r.channel,
      channelName: channelName(r.channel, lang),
      amount: formatFen(r.amount),
      payAmount: formatFen(r.payAmount),
      currency: r.currency,
      payState: r.payState,
      createTime: r.createdAt.toISOString(),
    })),
    total: Number(total),
    page: q.page,
    pageSize: q.pageSize,
  };
}
