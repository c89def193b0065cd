import type { FastifyInstance } from 'fastify';
import { balanceLogQuery } from '../../../shared/contracts/wallet.ts';
import { requireUser } from '../../http/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../envelope.ts';
import { parse } from '../../validate.ts';
import { balanceLog } from './balance-log.ts';

export type WalletRouteDeps = Pick<AppDeps, 'db'>;

export function walletRoutes(app: FastifyInstance, deps: WalletRouteDeps): void {
  app.get('/api/profile/getMyBalanceLog', async (req) => {
    const userId = await requireUser(deps.db, req);
    return ok(await balanceLog(deps.db, userId, parse(balanceLogQuery, req.query)));
  });
}
