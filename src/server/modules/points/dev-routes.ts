// Outside production, a dev-only route that credits the signed-in player coins or points from the
// house (the end-to-end shop test's): grants.ts does the crediting.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oneOf, yuanAmount } from '../../../shared/contracts/fields.ts';
import { formatFen, parseYuan } from '../../../shared/money.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/auth.ts';
import { parse } from '../../validate.ts';
import { grant } from './grants.ts';

const devGrantBody = z.object({
  type: oneOf('field.balanceType', ['coins', 'points']),
  amount: yuanAmount,
});

export type DevGrantRouteDeps = Pick<AppDeps, 'db'>;

/** POST api/dev/grant {type: coins|points, amount}: only where the sandbox payments are (never in production). */
export function devGrantRoutes(app: FastifyInstance, deps: DevGrantRouteDeps): void {
  app.post('/api/dev/grant', async (req) => {
    const userId = await requireUser(deps.db, req);
    const body = parse(devGrantBody, req.body);
    const fen = parseYuan(body.amount)!;
    if (fen <= 0n || fen > 1_000_000n) throw new AppError('AMOUNT_OUT_OF_RANGE', { min: '0.01', max: '10000' });
    const balance = await deps.db.transaction((tx) => grant(tx, userId, body.type, fen, `dev-grant:${userId}`));
    return ok({ type: body.type, balance: formatFen(balance) });
  });
}
