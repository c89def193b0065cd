// The demo account has something to show (outside production only): on its first start a ¥500
// deposit through the sandbox channel and three openings of the cheapest case, made through the
// same code as a player's (createRecharge, applyPaymentEvent, openBoxOnce), so its balance, its
// records and its backpack are real and verifiable. Never again once the account has a paid deposit.
// Several processes start together (design: every process is one of N): the first to claim the
// showcase's key in idempotency_keys makes it, the others leave it alone. A process that dies
// between its claim and the deposit leaves the demo unfunded, which a demo can live with.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { queryRows } from '../../db/client.ts';
import { PAY_STATE } from '../../../shared/contracts/pay.ts';
import { rechargeOrders, users } from '../../db/schema/index.ts';
import { onSale } from '../boxes/catalogue.ts';
import { openBoxOnce } from '../boxes/opening/open.ts';
import { providerFor } from '../payments/channels.ts';
import { applyPaymentEvent, createRecharge } from '../payments/service.ts';

export const SHOWCASE_DEPOSIT_YUAN = '500';
export const SHOWCASE_OPENINGS = 3;

export async function ensureDemoShowcase(deps: Pick<AppDeps, 'config' | 'db' | 'payments' | 'catalogue'>, phone: string, now: Date): Promise<void> {
  // Only where the sandbox serves Alipay's channel: a real provider set in development takes no fake money.
  if (deps.config.env === 'production' || providerFor(deps.payments, 'alipay')?.id !== 'sandbox') return;
  const [demo] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  if (!demo) return;
  const [any] = await deps.db.select({ id: rechargeOrders.id }).from(rechargeOrders).where(and(eq(rechargeOrders.userId, demo.id), eq(rechargeOrders.payState, PAY_STATE.completed))).limit(1);
  if (any) return;
  const claimed = await queryRows(deps.db, sql`
    INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES (${demo.id}, 'demo-showcase', 'demo-showcase')
    ON CONFLICT DO NOTHING RETURNING 1 AS claimed`);
  if (claimed.length === 0) return;

  const pay = { payments: deps.payments, limits: deps.config.pay, rewardsOn: deps.config.rewards.dailyRewards };
  const { orderId } = await deps.db.transaction((tx) => createRecharge(tx, pay, demo.id, { channel: 'alipay', currency: 'CNY', amount: SHOWCASE_DEPOSIT_YUAN }, now));
  await applyPaymentEvent(deps.db, pay, 'sandbox', { eventId: `demo-${orderId}`, orderId, status: 'paid', amount: `${SHOWCASE_DEPOSIT_YUAN}.00`, currency: 'CNY' }, now);

  const cheapest = [...deps.catalogue.boxes.values()].filter(onSale).sort((a, b) => (a.current.price < b.current.price ? -1 : a.current.price > b.current.price ? 1 : a.id - b.id))[0];
  if (!cheapest) return;
  await openBoxOnce(deps.db, { catalogue: deps.catalogue, recoveryPercent: deps.config.boxes.recoveryPercent, pointsEarnPercent: deps.config.points.earnPercent }, {
    by: { userId: demo.id }, boxId: cheapest.id, count: SHOWCASE_OPENINGS, lang: 'zh-CN', now, key: `demo-showcase-${orderId}`, fingerprint: 'demo-showcase',
  });
}
