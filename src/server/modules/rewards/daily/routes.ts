// Daily deposit rewards, transferSecondary, vouchers: the player's calls under api/profile.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { claimDailyBody, myVoucherPageQuery, transferBody, useVoucherBody } from '../../../../shared/contracts/rewards/daily.ts';
import { requirePlayer, requireToken, requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { ok } from '../../../envelope.ts';
import { answerIdempotently, idempotencyKeyOf } from '../../../http/idempotency.ts';
import { langOf } from '../../../http/request-context.ts';
import { parse } from '../../../validate.ts';
import { claimDailyReward } from './claim.ts';
import { transferFen, transferSecondary } from './transfer.ts';
import { useVoucher } from './use-voucher.ts';
import { dailyRewardsView } from './view.ts';
import { voucherPage } from './vouchers.ts';

export type DailyRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'catalogue'>;

export function dailyRoutes(app: FastifyInstance, deps: DailyRouteDeps): void {
  app.get('/api/profile/getDailyRewards', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await dailyRewardsView(deps.db, deps, userId, deps.clock(), langOf(req)));
  });

  app.post('/api/profile/claimDailyReward', async (req, reply) => {
    requireToken(req);
    const body = parse(claimDailyBody, req.body);
    const userId = await requirePlayer(deps.db, req, 'reward');
    const lang = langOf(req);
    return answerOnce(req, reply, deps.db, { userId, route: 'profile/claimDailyReward', body },
      (tx) => claimDailyReward(tx, deps, userId, body.tierId, deps.clock(), lang));
  });

  app.post('/api/profile/transferSecondary', async (req, reply) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(transferBody, req.body);
    const fen = transferFen(body.amount);
    const key = idempotencyKeyOf(req);
    await answerIdempotently(req, reply, deps.db, { userId, route: 'profile/transferSecondary', body },
      (tx) => transferSecondary(tx, userId, fen, `transfer:${userId}:${key}`));
    return reply;
  });

  app.get('/api/profile/getMyVoucherPage', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await voucherPage(deps.db, deps.catalogue, userId, parse(myVoucherPageQuery, req.query), deps.clock(), langOf(req)));
  });

  app.post('/api/profile/useRewardVoucher', async (req, reply) => {
    requireToken(req);
    const body = parse(useVoucherBody, req.body);
    const userId = await requirePlayer(deps.db, req, 'reward');
    const lang = langOf(req);
    return answerOnce(req, reply, deps.db, { userId, route: 'profile/useRewardVoucher', body },
      (tx) => useVoucher(tx, deps.catalogue, userId, body.id, deps.clock(), lang));
  });
}

// A claim or a voucher use is exactly once by itself (a primary key, a conditional update). An
// Idempotency-Key is still honoured when the page sends one (it does), so that a retried click
// answers what the first one did instead of "already claimed"; without one, the call still runs
// in one transaction and the database decides.
async function answerOnce<R>(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  scope: { userId: bigint; route: string; body: unknown },
  effect: (tx: Tx) => Promise<R>,
): Promise<FastifyReply> {
  if (req.headers['idempotency-key'] === undefined) return reply.send(ok(await db.transaction(effect)));
  await answerIdempotently(req, reply, db, scope, effect);
  return reply;
}
