// Take-back routes: the request (POST api/profile/ornamentRetrieval, once per
// Idempotency-Key), the player's records (GET api/profile/getMyRetrievalPage) and the supplier's
// callback (POST api/withdrawals/callback/:supplier: raw body, the supplier's signature). Live
// events go out only after their transaction has committed.
import type { FastifyInstance } from 'fastify';
import { providerParams } from '../../../shared/contracts/fields.ts';
import { withdrawalPageQuery, withdrawBody } from '../../../shared/contracts/withdrawal.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { changeOnce } from '../../http/changes.ts';
import { langOf } from '../../http/request-context.ts';
import { parse } from '../../validate.ts';
import { applyCallback } from './callback.ts';
import { myWithdrawals } from './records.ts';
import { requestWithdrawal } from './request.ts';
import { changeEvent } from './service.ts';
import { requireTotpOf } from '../security/totp.ts';

export type WithdrawalRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'broadcaster' | 'withdrawals'>;

export function withdrawalRoutes(app: FastifyInstance, deps: WithdrawalRouteDeps): void {
  const wd = deps.withdrawals;

  app.post('/api/profile/ornamentRetrieval', async (req, reply) => {
    const body = parse(withdrawBody, req.body);
    // The authenticator's code, when it is on, is spent before the take-back's transaction (it is not
    // part of the idempotent request: a retry with the same key after a success needs a fresh code
    // and then gets the stored answer, the effect never running twice).
    await requireTotpOf(deps, await requireUser(deps.db, req), req.body, req.ip);
    return changeOnce(deps, req, reply, 'profile/ornamentRetrieval', body, async (tx, userId) => {
      const r = await requestWithdrawal(tx, wd, userId, body.ids, langOf(req), deps.clock());
      return { result: r.result, events: r.rows.map((row) => changeEvent(wd, row)) };
    });
  });

  app.get('/api/profile/getMyRetrievalPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await myWithdrawals(deps.db, wd, userId, parse(withdrawalPageQuery, req.query), langOf(req)));
  });

  app.post<{ Params: { supplier: string } }>('/api/withdrawals/callback/:supplier', async (req) => {
    const name = parse(providerParams, { provider: req.params.supplier }).provider;
    const supplier = wd.supplier;
    if (name !== supplier.id || !supplier.parseCallback) throw new AppError('WITHDRAW_UNKNOWN_ORDER');
    const order = supplier.parseCallback(req.headers, req.rawBody ?? '', deps.clock());
    const outcome = await applyCallback(wd, order);
    req.log.info({ supplier: supplier.id, ref: order.ref, status: order.status, outcome }, 'withdrawal callback');
    return ok({ ok: true });
  });
}
