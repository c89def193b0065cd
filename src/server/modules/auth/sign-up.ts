// Sign-up by a visitor: the phone is proved by an SMS code sent with purpose signUp.
import { AppError } from '../../errors.ts';
import { checkCode } from '../verification/check.ts';
import type { AttemptFrom } from './attempts.ts';
import type { SessionOrigin } from './sessions.ts';
import { resolveInviter } from '../users/create.ts';
import { createPhoneAccount, type AuthDeps } from './service.ts';

/**
 * Order matters: (the route validated the body) → the invitation code → the SMS code → the account.
 * PHONE_TAKEN is only ever said AFTER a valid code: only whoever holds the phone can learn that it
 * has an account; anyone else gets SMS_CODE_INVALID whether the phone is taken or not.
 * The invitation code is checked before the SMS code so a typo in it does not burn the code.
 */
export async function signUpWithSmsCode(
  deps: AuthDeps,
  input: { phone: string; password: string; invitationCode: string; smsCode: string; channelCode?: string | null; captchaToken?: string },
  from: AttemptFrom & SessionOrigin,
): Promise<{ token: string; userId: bigint }> {
  const inviterId = await resolveInviter(deps.db, input.invitationCode, deps.defaultInvitationCode);
  const proved = await checkCode(deps, { channel: 'sms', target: input.phone, purpose: 'signUp' }, input.smsCode, { ...from, captchaToken: input.captchaToken });
  if (!proved) throw new AppError('SMS_CODE_INVALID');
  return createPhoneAccount(deps.db, { phone: input.phone, password: input.password, inviterId, channelCode: input.channelCode ?? null }, from);
}
