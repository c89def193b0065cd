// Changing (or, for an account made by Steam, first binding) the phone. Both numbers prove
// themselves by a code; the phone is a credential (it signs in and gets codes), so once changed
// every other session of the user ends.
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { revokeOtherSessions } from '../auth/sessions.ts';
import { checkCode } from '../verification/check.ts';
import { isUniqueViolation, loadContact } from './account.ts';
import { requireFreshSecurityCheck, type Caller } from './check.ts';

export async function changePhone(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  caller: Caller,
  userId: bigint,
  input: { phone: string; oldCode?: string; newCode: string },
): Promise<void> {
  const user = await loadContact(deps.db, userId);
  if (user.phone && !input.oldCode) throw new AppError('VALIDATION', { field: 'field.oldCode' }, 'v.required');
  if (user.phone === input.phone) throw new AppError('PHONE_SAME');
  // Before any code is spent: a missing check should not burn the codes the user just received.
  if (user.securityWay === 'sms') await requireFreshSecurityCheck(deps, caller);
  // Signed in, no slider on this form: guesses are held to the per-address ceilings.
  const from = { ip: caller.ip, now: deps.clock(), stepUp: false };
  if (user.phone) {
    const oldOk = await checkCode(deps, { channel: 'sms', target: user.phone, purpose: 'changePhone' }, input.oldCode ?? '', from);
    if (!oldOk) throw new AppError('VERIFY_CODE_INVALID', { field: 'field.oldCode' });
  }
  const newOk = await checkCode(deps, { channel: 'sms', target: input.phone, purpose: 'changePhone' }, input.newCode, from);
  if (!newOk) throw new AppError('VERIFY_CODE_INVALID', { field: 'field.newCode' });
  // Only now, with both numbers proved, may the answer say the new one has an account.
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone));
  if (owner) throw new AppError('PHONE_TAKEN');
  try {
    await deps.db.transaction(async (tx) => {
      const was = user.phone === null ? isNull(users.phone) : eq(users.phone, user.phone);
      const updated = await tx.update(users).set({ phone: input.phone })
        .where(and(eq(users.id, userId), was)).returning({ id: users.id });
      if (updated.length !== 1) throw new AppError('CONFLICT');
      await revokeOtherSessions(tx, userId, caller.token);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('PHONE_TAKEN');
    throw err;
  }
}
