// Deposit and loss limits: GET api/protection/limits, POST api/protection/limits/set, /confirm, /cancel, /skipPrompt.
import type { FastifyInstance } from 'fastify';
import { limitKeyBody, setLimitBody } from '../../../../shared/contracts/protection/limits.ts';
import { parseYuan } from '../../../../shared/money.ts';
import { requireUser } from '../../../http/auth.ts';
import type { AppDeps } from '../../../app-deps.ts';
import { ok } from '../../../envelope.ts';
import { parse } from '../../../validate.ts';
import { cancelLimit, confirmLimit, limitsView, setLimit, skipPrompt } from './service.ts';

export type LimitRouteDeps = Pick<AppDeps, 'db' | 'clock'>;

export function limitRoutes(app: FastifyInstance, deps: LimitRouteDeps): void {
  app.get('/api/protection/limits', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await limitsView(deps.db, userId, deps.clock()));
  });

  app.post('/api/protection/limits/set', async (req) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(setLimitBody, req.body);
    const fen = body.amount === '' ? null : parseYuan(body.amount);
    const now = deps.clock();
    await deps.db.transaction((tx) => setLimit(tx, userId, body.kind, body.period, fen, now));
    return ok(await limitsView(deps.db, userId, now));
  });

  app.post('/api/protection/limits/confirm', async (req) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(limitKeyBody, req.body);
    const now = deps.clock();
    await deps.db.transaction((tx) => confirmLimit(tx, userId, body.kind, body.period, now));
    return ok(await limitsView(deps.db, userId, now));
  });

  app.post('/api/protection/limits/cancel', async (req) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(limitKeyBody, req.body);
    const now = deps.clock();
    await deps.db.transaction((tx) => cancelLimit(tx, userId, body.kind, body.period, now));
    return ok(await limitsView(deps.db, userId, now));
  });

  app.post('/api/protection/limits/skipPrompt', async (req) => {
    const userId = await requireUser(deps.db, req);
    const now = deps.clock();
    await deps.db.transaction((tx) => skipPrompt(tx, userId, now));
    return ok(await limitsView(deps.db, userId, now));
  });
}
