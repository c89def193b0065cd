// Binding and changing the account's mail address. A code always goes to the address being
// bound (it proves the mailbox); whether the address belongs to someone else is told only after
// that proof, so the send endpoint cannot be used to probe which addresses have accounts.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MailPurpose } from '../../../shared/constants.ts';
import { users, verificationCodes } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { issueCode } from '../verification/codes.ts';
import { checkCode } from '../verification/check.ts';
import { isUniqueViolation, loadContact, type Contact } from './account.ts';
import { requireFreshSecurityCheck, type Caller } from './check.ts';
import { MAIL_SEND_LOCK, mailUserBucket, reserveMailSend } from './mail-throttle.ts';
import { returnHit } from '../limits/counter.ts';
import { antiPhishingPhraseOf } from '../profile/account.ts';

export type MailDeps = Pick<AppDeps, 'db' | 'clock' | 'mail' | 'config'>;

/** What the purpose requires of the account before anything is sent or checked. */
function assertPurposeFits(user: Contact, purpose: MailPurpose, email: string): void {
  if (purpose === 'bindMail' && user.email) throw new AppError('MAIL_ALREADY_BOUND');
  if (purpose === 'changeMail') {
    if (!user.email) throw new AppError('MAIL_NOT_BOUND');
    if (user.email === email) throw new AppError('MAIL_SAME');
  }
}

export async function sendMailCode(
  deps: MailDeps,
  userId: bigint,
  input: { email: string; purpose: MailPurpose },
  ip: string,
): Promise<void> {
  const user = await loadContact(deps.db, userId);
  assertPurposeFits(user, input.purpose, input.email);
  const now = deps.clock();
  // One transaction: a refused send rolls back and leaves nothing counted.
  const code = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_SEND_LOCK})`);
    await reserveMailSend(tx, { userId, email: input.email, ip, now });
    return issueCode(tx, { channel: 'mail', target: input.email, purpose: input.purpose }, { ip, now }, deps.config.appSecret);
  });
  try {
    // The player's anti-phishing phrase rides in every mail to them (docs/decisions/0104).
    await deps.mail.sendCode({ email: input.email, purpose: input.purpose, code, antiPhishingPhrase: await antiPhishingPhraseOf(deps.db, userId) });
  } catch {
    // Never delivered: drop it, so it neither locks the resend for a minute nor counts toward the limits.
    await deps.db.delete(verificationCodes).where(and(
      eq(verificationCodes.channel, 'mail'), eq(verificationCodes.target, input.email),
      eq(verificationCodes.purpose, input.purpose), eq(verificationCodes.createdAt, now), isNull(verificationCodes.usedAt),
    ));
    await returnHit(deps.db, mailUserBucket(userId));
    throw new AppError('MAIL_SEND_FAILED');
  }
}

/**
 * bindMail (no address yet) and changeMail (one bound; with SMS checks on, a fresh check first).
 * The code is checked before the address's owner is: MAIL_TAKEN only after the mailbox is proved.
 */
export async function setMail(
  deps: MailDeps,
  caller: Caller,
  userId: bigint,
  purpose: MailPurpose,
  input: { email: string; code: string },
): Promise<void> {
  const user = await loadContact(deps.db, userId);
  assertPurposeFits(user, purpose, input.email);
  if (purpose === 'changeMail' && user.securityWay === 'sms') await requireFreshSecurityCheck(deps, caller);
  const ok = await checkCode(deps, { channel: 'mail', target: input.email, purpose }, input.code, { ip: caller.ip, now: deps.clock(), stepUp: false });
  if (!ok) throw new AppError('VERIFY_CODE_INVALID', { field: 'field.mailCode' });
  const [owner] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (owner && owner.id !== userId) throw new AppError('MAIL_TAKEN');
  // Conditional on the address we read: a racing bind or change of the same account loses here.
  const was = user.email === null ? isNull(users.email) : eq(users.email, user.email);
  let updated: { id: bigint }[];
  try {
    updated = await deps.db.update(users).set({ email: input.email })
      .where(and(eq(users.id, userId), was)).returning({ id: users.id });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('MAIL_TAKEN');
    throw err;
  }
  if (updated.length !== 1) throw new AppError('CONFLICT');
}
