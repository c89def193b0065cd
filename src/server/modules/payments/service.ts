// Top-ups: an order is created in pay state 0; the provider's signed notification completes
// (1) or cancels (2) it. Credit happens once per order (conditional state change) and once per
// provider event (event row), inside one database transaction with the ledger postings, in a few
// prepared statements (credit-statements.ts).
import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { checkoutPath, PAY_STATE, type RechargeRecord } from '../../../shared/contracts/pay.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { displayYuan, formatFen, parseYuan, percentOf } from '../../../shared/money.ts';
import type { Lang, MessageKey } from '../../../shared/messages.ts';
import type { Db, Tx } from '../../db/client.ts';
import { pipelinedTransaction, type Pipelined } from '../../db/pipelined.ts';
import { rechargeOrders } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { PaymentEvent, PaymentProvider } from '../../providers/payments/provider.ts';
import { checkDepositLimits } from '../protection/limits/check.ts';
import { checkDepositCoupon, postDepositCouponBonus, useDepositCoupon } from '../rewards/coupons/deposit-coupon.ts';
import { payLevelRewards, type ReachedLevel } from '../vip/growth.ts';
import { channelName, findChannel, payAmountFor, providerFor } from './channels.ts';
import { CREDIT_DEPOSIT, FIRST_EVENT, SETTLE_ORDER } from './credit-statements.ts';
import { scheduleOrderExpiry } from './expiry.ts';
import { scheduleOrderQueries } from './provider-job-schedule.ts';

export interface PaymentsDeps {
  payments: Record<string, PaymentProvider>;
  limits: { minFen: bigint; maxFen: bigint; firstDepositBonusPercent: number };
  /** config.rewards.dailyRewards: deposit coupons apply only while recharge rewards are on. */
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
  const provider = found && providerFor(deps.payments, found.channel.id);
  if (!found || !provider) throw new AppError('VALIDATION', {}, 'v.unknownChannel');
  const fen = parseYuan(input.amount);
  if (fen === null) throw new AppError('VALIDATION', {}, 'v.amount');
  const { minFen, maxFen } = deps.limits;
  if (fen < minFen || fen > maxFen) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', { min: formatFen(minFen).replace(/\.00$/, ''), max: formatFen(maxFen).replace(/\.00$/, '') });
  }
  // The player's deposit and loss limits: locks their users row first, so racing
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
  await scheduleOrderExpiry(tx, orderId, now, { close: provider.closeOrder !== undefined });
  // A provider that can be asked is asked a few minutes on, in case its notification never comes.
  if (provider.queryOrder) await scheduleOrderQueries(tx, orderId, now);
  return { orderId, payUrl: provider.pagePath?.(orderId) ?? checkoutPath(orderId) };
}

export type NotificationOutcome = 'credited' | 'cancelled' | 'duplicate';

/** SETTLE_ORDER's row (credit-statements.ts). */
interface Settled {
  user_id: string | null;
  mine: boolean | null;
  matches: boolean | null;
  amount: string | null;
  pay_state: number | null;
  coupon_id: string | null;
  fresh: boolean;
  changed: boolean;
}

/**
 * Applies a genuine provider event. A replay (same event id, or an order already settled) changes
 * nothing. Two round trips for a cancel or a replay, three for a credit (credit-statements.ts).
 */
export async function applyPaymentEvent(
  db: Db,
  deps: PaymentsDeps,
  providerId: string,
  event: PaymentEvent,
  now: Date,
): Promise<NotificationOutcome> {
  const paid = parseYuan(event.amount);
  return pipelinedTransaction(db, async (p) => {
    const [o] = await p.first<Settled>(SETTLE_ORDER, [
      event.orderId, providerId, event.eventId, event.status, String(paid ?? -1n), event.currency, now.toISOString(),
    ]);
    if (o.user_id === null || o.mine !== true) throw new AppError('ORDER_NOT_FOUND');
    if (o.matches !== true) throw new AppError('PAYMENT_MISMATCH');
    if (!o.fresh) {
      // A replay is the same event for the same order; an event id reused for another order (or
      // another outcome) is not a replay: a provider bug or a forgery, refused and logged.
      const [first] = await p.next<{ order_id: string; status: string }>(FIRST_EVENT, [providerId, event.eventId]);
      if (first && (first.order_id !== event.orderId || first.status !== event.status)) throw new AppError('PAYMENT_EVENT_CONFLICT');
      return 'duplicate';
    }
    if (!o.changed) {
      // A second, different event for a settled order: paid twice is impossible, cancel-after-pay is ignored.
      if (event.status === 'paid' && o.pay_state === PAY_STATE.cancelled) throw new AppError('ORDER_CLOSED');
      return 'duplicate';
    }
    if (event.status !== 'paid') return 'cancelled';
    await creditDeposit(p, deps, {
      userId: BigInt(o.user_id), orderId: event.orderId, amount: BigInt(o.amount!), couponId: o.coupon_id, providerId, now,
    });
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

/** CREDIT_DEPOSIT's row. */
interface Credited {
  balance: string;
  reached: ReachedLevel[];
}

/**
 * Credits a paid order in the transaction that settled it, which a replayed event never reaches:
 * the deposit, the first deposit's bonus, one message, the member growth and levels (one
 * statement), then what only some deposits pay: the order's coupon, and newly reached levels' rewards.
 */
async function creditDeposit(
  p: Pipelined,
  deps: PaymentsDeps,
  c: { userId: bigint; orderId: string; amount: bigint; couponId: string | null; providerId: string; now: Date },
): Promise<void> {
  const { userId, orderId, amount, now } = c;
  // The order's deposit coupon, used here once however many orders name it. Used before
  // the credit, as the deposit's message tells its bonus; posted after it, so the ledger reads in order.
  const coupon = c.couponId === null ? 0n : await useDepositCoupon(p.tx, {
    couponId: BigInt(c.couponId), userId, orderId, amount, now, rewardsOn: deps.rewardsOn === true,
  });
  const bonus = percentOf(amount, deps.limits.firstDepositBonusPercent);
  const [row] = await p.next<Credited>(CREDIT_DEPOSIT, [
    String(userId), orderId, String(amount), `provider:${c.providerId}`, String(bonus),
    JSON.stringify(depositBody(amount, bonus, coupon)), JSON.stringify(depositBody(amount, 0n, coupon)), now.toISOString(),
  ]);
  if (!row) throw new Error(`deposit ${orderId}: player ${userId} has no main account`);
  // p.tx builds a drizzle database on first use (db/pipelined.ts): only the rare paths ask for it.
  if (coupon > 0n) await postDepositCouponBonus(p.tx, { userId, orderId, bonus: coupon });
  if (row.reached.length > 0) await payLevelRewards(p.tx, userId, row.reached, now);
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
