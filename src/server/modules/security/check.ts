// The security check: a fresh SMS code (purpose 'security') marks THIS session as checked for ten
// minutes. Sensitive actions (changing the phone or mail now, withdrawals later) call
// requireFreshSecurityCheck when the account has turned SMS checks on.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { hashToken } from '../auth/sessions.ts';

export const SECURITY_CHECK_TTL_MS = 10 * 60_000;

/** Who is asking, as the security services need it: the request's address and session token (the route reads both). */
export interface Caller {
  ip: string;
  token: string;
}

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

/** Throws 403 SECURITY_CHECK_REQUIRED unless the caller's session passed a check within ten minutes. */
export async function requireFreshSecurityCheck(deps: Pick<AppDeps, 'db' | 'clock'>, caller: Pick<Caller, 'token'>): Promise<void> {
  if (!(await checkedRecently(deps.db, caller.token, deps.clock()))) throw new AppError('SECURITY_CHECK_REQUIRED');
}
