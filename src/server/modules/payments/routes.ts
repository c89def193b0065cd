import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { orderIdQuery, rechargeBody, rechargeRecordQuery, type PayChannels, type PayCheckout, type PayOrderState } from '../../../shared/contracts/pay.ts';
import { providerParams } from '../../../shared/contracts/fields.ts';
import { localized } from '../../../shared/localized.ts';
import { formatFen } from '../../../shared/money.ts';
import { AppError } from '../../errors.ts';
import { requirePlayer, requireToken, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { answerIdempotently } from '../../http/idempotency.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { escapeHtml, SANDBOX_PAGE_ROUTE, sandboxPage } from '../../sandbox/page.ts';
import { CHANNELS, CURRENCIES, providerFor } from './channels.ts';
import { checkoutContext, checkoutFor, loadOrder, orderState } from './checkout.ts';
import { applyPaymentEvent, createRecharge, rechargeRecords, type PaymentsDeps } from './service.ts';

export type PaymentRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'payments'>;

export function paymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const pay: PaymentsDeps = { payments: deps.payments, limits: deps.config.pay, rewardsOn: deps.config.rewards.dailyRewards };

  app.get('/api/pay/getChannels', async (req) => {
    const lang = langOf(req);
    const data: PayChannels = {
      channels: CHANNELS.filter((c) => providerFor(deps.payments, c.id)).map((c) => ({
        id: c.id,
        name: localized(c.name, lang),
        icon: c.icon,
        currencies: c.currencies.map((code) => ({ code, name: localized(CURRENCIES[code].name, lang), rate: formatFen(CURRENCIES[code].rateFen) })),
      })),
      min: formatFen(deps.config.pay.minFen),
      max: formatFen(deps.config.pay.maxFen),
      presets: deps.config.pay.presetsYuan,
      firstDepositBonusPercent: deps.config.pay.firstDepositBonusPercent,
      coupons: deps.config.rewards.dailyRewards,
      realNameRequired: deps.config.certify.required,
    };
    return ok(data);
  });

  app.post('/api/pay/recharge', async (req, reply) => {
    requireToken(req);
    const body = parse(rechargeBody, req.body);
    const userId = await requirePlayer(deps.db, req, deps.config.certify.required ? 'deposit' : 'depositWithoutRealName');
    await answerIdempotently(req, reply, deps.db, { userId, route: 'pay/recharge', body },
      (tx) => createRecharge(tx, pay, userId, body, deps.clock()));
    return reply;
  });

  app.get('/api/pay/getRechargeRecords', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await rechargeRecords(deps.db, userId, parse(rechargeRecordQuery, req.query), langOf(req)));
  });

  // Where the buyer pays an order of theirs: the dialog sends them on, or shows the code as a QR.
  app.get('/api/pay/checkout', async (req) => {
    const userId = await requireUser(deps.db, req);
    const { orderId } = parse(orderIdQuery, req.query);
    const order = await loadOrder(deps.db, orderId, userId);
    const data: PayCheckout = await checkoutFor(deps.db, pay, order, (id) => checkoutContext(req, deps.config.publicUrl, id, order.id));
    return ok(data);
  });

  // An order's state, asking its provider first while it is open (the buyer may be back before the notification).
  app.get('/api/pay/getOrder', async (req) => {
    const userId = await requireUser(deps.db, req);
    const { orderId } = parse(orderIdQuery, req.query);
    const order = await loadOrder(deps.db, orderId, userId);
    const data: PayOrderState = { orderId, payState: await orderState(deps.db, pay, order, deps.clock()) };
    return ok(data);
  });

  // The recharge answer's payUrl, for a plain navigation (no token travels with it: the order id,
  // unguessable, is what it needs, and all it can do is show where that order is paid).
  app.get<{ Params: { orderId: string } }>('/pay/checkout/:orderId', SANDBOX_PAGE_ROUTE, async (req, reply) => {
    const { orderId } = parse(orderIdQuery, { orderId: req.params.orderId });
    const order = await loadOrder(deps.db, orderId);
    const checkout = await checkoutFor(deps.db, pay, order, (id) => checkoutContext(req, deps.config.publicUrl, id, order.id));
    if (checkout.kind === 'redirect') return reply.redirect(checkout.url, 303);
    const svg = await QRCode.toString(checkout.codeUrl, { type: 'svg', margin: 1 });
    reply.type('text/html; charset=utf-8');
    return reply.send(sandboxPage('扫码支付', `<h1>扫码支付</h1><div data-testid="pay-qr" style="width:240px">${svg}</div>
<p>订单号 ${escapeHtml(order.id)}</p>`));
  });

  app.post<{ Params: { provider: string } }>('/api/pay/notify/:provider', async (req, reply) => {
    const name = parse(providerParams, req.params).provider;
    // Own keys only: "constructor" must not find Object's.
    const provider = Object.hasOwn(deps.payments, name) ? deps.payments[name] : undefined;
    if (!provider) throw new AppError('NOT_FOUND');
    try {
      const event = await provider.parseNotification(req.headers, req.rawBody ?? '', deps.clock());
      if (event) {
        const outcome = await applyPaymentEvent(deps.db, pay, provider.id, event, deps.clock()).catch((err: unknown) => {
          if (err instanceof AppError && err.errorName === 'PAYMENT_EVENT_CONFLICT') {
            req.log.warn({ provider: provider.id, eventId: event.eventId, orderId: event.orderId }, 'payment event id reused for another order: refused');
          }
          throw err;
        });
        req.log.info({ provider: provider.id, eventId: event.eventId, orderId: event.orderId, outcome }, 'payment event');
        if (!provider.ackNotification) return ok({ outcome });
      } else if (!provider.ackNotification) {
        return ok({ outcome: 'ignored' });
      }
      const ack = provider.ackNotification();
      return reply.status(ack.status).type(ack.contentType).send(ack.body);
    } catch (err) {
      // A provider that wants its own refusal (so that it retries) gets it; the reason goes to the log.
      if (!provider.refuseNotification) throw err;
      req.log.warn({ provider: provider.id, err: err instanceof AppError ? err.errorName : String(err) }, 'payment notification refused');
      const nack = provider.refuseNotification();
      return reply.status(nack.status).type(nack.contentType).send(nack.body);
    }
  });
}
