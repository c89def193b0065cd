// The security check: a fresh SMS code (purpose 'security') marks THIS session as checked for ten
// minutes. Sensitive actions (changing the phone or mail now, withdrawals later) call
// requireFreshSecurityCheck when the account has turned SMS checks on.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { tokenOf } from '../../http/auth.ts';
import type { AppDeps } from '../../http/deps.ts';
import { hashToken } from '../auth/sessions.ts';

export const SECURITY_CHECK_TTL_MS = 10 * 60_000;

export async function markSecurityChecked(db: Db | Tx, token: string, now: Date): Promise<void> {
  await db.update(sessions).set({ securityCheckedAt: now })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Whether the session behind `token` passed a check in the last ten minutes (a future stamp does not count). */
export async function checkedRecently(db: Db | Tx, token: string, now: Date): Promise<boolean> {
  if (!token) return false;
  const [row] = await db.select({ at: sessions.securityCheckedAt }).from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  if (!row?.at) return false;
  const age = now.getTime() - row.at.getTime();
  return age >= 0 && age <= SECURITY_CHECK_TTL_MS;
}

/** Throws 403 SECURITY_CHECK_REQUIRED unless this request's session passed a check within ten minutes. */
export async function requireFreshSecurityCheck(deps: Pick<AppDeps, 'db' | 'clock'>, req: FastifyRequest): Promise<void> {
  if (!(await checkedRecently(deps.db, tokenOf(req), deps.clock()))) throw new AppError('SECURITY_CHECK_REQUIRED');
}
