// api/console/withdrawals: the records and the queue, one record's history, the
// supplier's balance and failures by day (withdrawals.view); approve and reject from the queue
// (withdrawals.manage, audited). See actions.ts for the reject rule.
import type { FastifyInstance } from 'fastify';
import {
  consoleWithdrawalApproveBody, consoleWithdrawalFailuresQuery, consoleWithdrawalIdQuery, consoleWithdrawalListQuery, consoleWithdrawalRejectBody,
} from '../../../shared/console/withdrawals.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parse } from '../../validate.ts';
import { consoleGet, consolePost } from '../guard.ts';
import { approveWithdrawal, rejectWithdrawal } from './actions.ts';
import { consoleWithdrawalDetail, failuresByDay, listConsoleWithdrawals, supplierInfo } from './views.ts';

export type ConsoleWithdrawalRouteDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'withdrawals'>;

export function consoleWithdrawalRoutes(app: FastifyInstance, deps: ConsoleWithdrawalRouteDeps): void {
  consoleGet(app, deps, '/api/console/withdrawals', 'withdrawals.view', async (req) =>
    listConsoleWithdrawals(deps.db, parse(consoleWithdrawalListQuery, req.query)));

  consoleGet(app, deps, '/api/console/withdrawals/detail', 'withdrawals.view', async (req) =>
    consoleWithdrawalDetail(deps.db, BigInt(parse(consoleWithdrawalIdQuery, req.query).id)));

  consoleGet(app, deps, '/api/console/withdrawals/supplier', 'withdrawals.view', async () => supplierInfo(deps.withdrawals));

  consoleGet(app, deps, '/api/console/withdrawals/failures', 'withdrawals.view', async (req) =>
    failuresByDay(deps.db, parse(consoleWithdrawalFailuresQuery, req.query).days, deps.clock()));

  consolePost(app, deps, '/api/console/withdrawals/approve', 'withdrawals.manage', async (req, staff) =>
    approveWithdrawal(deps, staff, BigInt(parse(consoleWithdrawalApproveBody, req.body).id)));

  consolePost(app, deps, '/api/console/withdrawals/reject', 'withdrawals.manage', async (req, staff) => {
    const b = parse(consoleWithdrawalRejectBody, req.body);
    return rejectWithdrawal(deps, staff, BigInt(b.id), b.note);
  });
}
