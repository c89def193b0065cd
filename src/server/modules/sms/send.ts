// Sending one SMS code: spend the slider pass, check the limits, store the code, hand it to the
// provider. The answer never depends on whether the phone has an account (no user is looked up
// for api/common/smsCode), so it cannot be used to find out who is registered.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { SMS_RESEND_SECONDS, type SmsPurpose } from '../../../shared/constants.ts';
import type { SmsSent } from '../../../shared/contracts/verification.ts';
import { consumeCaptchaToken } from '../captcha/tokens.ts';
import { issueCode, type CodeRef } from '../verification/codes.ts';
import { assertMaySend, numberPrefix, SEND_LOCK } from './limits.ts';

type SendDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'sms'>;

export interface SendFrom {
  ip: string;
  onSendError?: (err: unknown) => void;
  /** Something an operator should see in the log (a number block being walked). */
  onAlert?: (what: string, details: Record<string, unknown>) => void;
}

export interface SendRequest {
  phone: string;
  purpose: SmsPurpose;
  captchaToken?: string;
}

export async function sendSmsCode(
  deps: SendDeps,
  req: SendRequest,
  from: SendFrom,
): Promise<SmsSent> {
  const now = deps.clock();
  const ref: CodeRef = { channel: 'sms', target: req.phone, purpose: req.purpose };
  // One transaction: a refused send (no pass, over a limit) rolls back and leaves nothing behind.
  const code = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK})`);
    await consumeCaptchaToken(deps, req.captchaToken, tx);
    const verdict = await assertMaySend(tx, req.phone, req.purpose, from.ip, now);
    if (verdict.hotBlock) from.onAlert?.('sms number block is being walked', { block: numberPrefix(req.phone), ip: from.ip });
    return issueCode(tx, ref, { ip: from.ip, now }, deps.config.appSecret);
  });
  try {
    await deps.sms.sendCode({ phone: req.phone, purpose: req.purpose, code });
  } catch (err) {
    from.onSendError?.(err);
    // Never sent, so never usable; deleting it (rather than marking it used) also keeps a
    // provider outage from counting against the person's limits.
    await deps.db.delete(verificationCodes).where(and(
      eq(verificationCodes.channel, 'sms'),
      eq(verificationCodes.target, req.phone),
      eq(verificationCodes.purpose, req.purpose),
      eq(verificationCodes.createdAt, now),
      isNull(verificationCodes.usedAt),
    ));
    throw new AppError('SMS_SEND_FAILED');
  }
  return { resendAfter: SMS_RESEND_SECONDS };
}

/** api/common/userSmsCode: the signed-in user's own bound phone. */
export async function sendUserSmsCode(
  deps: SendDeps,
  userId: bigint,
  req: Omit<SendRequest, 'phone'>,
  from: SendFrom,
): Promise<SmsSent> {
  const [user] = await deps.db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user?.phone) throw new AppError('PHONE_NOT_BOUND');
  return sendSmsCode(deps, { ...req, phone: user.phone }, from);
}
