import type { FastifyInstance } from 'fastify';
import { rechargeBody, rechargeRecordQuery, type PayChannels } from '../../../shared/contracts/pay.ts';
import { providerParams } from '../../../shared/contracts/fields.ts';
import { localized } from '../../../shared/localized.ts';
import { formatFen } from '../../../shared/money.ts';
import { AppError } from '../../http/app-error.ts';
import { requirePlayer, requireToken, requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { ok } from '../../http/envelope.ts';
import { answerIdempotently } from '../../http/idempotency.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../http/validate.ts';
import { CHANNELS, CURRENCIES } from './channels.ts';
import { applyPaymentEvent, createRecharge, rechargeRecords, type PaymentsDeps } from './service.ts';

export function paymentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const pay: PaymentsDeps = { payments: deps.payments, limits: deps.config.pay, rewardsOn: deps.config.rewards.dailyRewards };

  app.get('/api/pay/getChannels', async (req) => {
    const lang = langOf(req);
    const data: PayChannels = {
      channels: CHANNELS.filter((c) => deps.payments[c.provider]).map((c) => ({
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
    };
    return ok(data);
  });

  app.post('/api/pay/recharge', async (req, reply) => {
    requireToken(req);
    const body = parse(rechargeBody, req.body);
    const userId = await requirePlayer(deps.db, req, 'deposit');
    await answerIdempotently(req, reply, deps.db, { userId, route: 'pay/recharge', body },
      (tx) => createRecharge(tx, pay, userId, body, deps.clock()));
    return reply;
  });

  app.get('/api/pay/getRechargeRecords', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await rechargeRecords(deps.db, userId, parse(rechargeRecordQuery, req.query), langOf(req)));
  });

  app.post<{ Params: { provider: string } }>('/api/pay/notify/:provider', async (req) => {
    const name = parse(providerParams, req.params).provider;
    // Own keys only: "constructor" must not find Object's.
    const provider = Object.hasOwn(deps.payments, name) ? deps.payments[name] : undefined;
    if (!provider) throw new AppError('NOT_FOUND');
    const event = provider.parseNotification(req.headers, req.rawBody ?? '', deps.clock());
    const outcome = await applyPaymentEvent(deps.db, pay, provider.id, event, deps.clock()).catch((err: unknown) => {
      if (err instanceof AppError && err.errorName === 'PAYMENT_EVENT_CONFLICT') {
        req.log.warn({ provider: provider.id, eventId: event.eventId, orderId: event.orderId }, 'payment event id reused for another order: refused');
      }
      throw err;
    });
    req.log.info({ provider: provider.id, eventId: event.eventId, orderId: event.orderId, outcome }, 'payment event');
    return ok({ outcome });
  });
}
