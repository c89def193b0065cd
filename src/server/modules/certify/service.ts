// Real-name verification: checks what we can ourselves (format, checksum, birth date, age 18+)
// before anything reaches the provider, keeps only masked name and number, and applies the
// provider's outcome once (a conditional update from pending): from its callback, or, for a
// provider that sends none (Alipay), from asking it when the person comes back and reads the result.
import { randomBytes } from 'node:crypto';
import { and, count, eq, gte, isNull } from 'drizzle-orm';
import type { CertifyResult, CertifyStart, CertifyState, CertifyThen } from '../../../shared/contracts/certify.ts';
import { ageOn, chinaDate, idBirthDate, maskIdNumber, maskName, normaliseIdNumber } from '../../../shared/contracts/id-number.ts';
import type { Db } from '../../db/client.ts';
import { certifications, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { flagReferrals, identityHash } from '../promo/book.ts';
import { certifyReturnPath, type CertifyAnswer, type CertifyOutcome, type CertifyProvider } from '../../providers/certify/provider.ts';
import { localizedPath } from '../../../shared/locale-paths.ts';
import { DEFAULT_LANG, type Lang } from '../../../shared/locales.ts';

export const ADULT_AGE = 18;
/** Attempts per user per day: each one costs money at a real provider. */
export const CERTIFY_PER_DAY = 5;

export interface CertifyDeps {
  db: Db;
  clock: () => Date;
  certify: CertifyProvider | null;
  /** appSecret keys certifications.identity_hash (promo/book.ts). */
  config: { appSecret: string };
}

export function newCertifyId(): string {
  return `CF${randomBytes(12).toString('hex')}`;
}

export async function startCertify(deps: CertifyDeps, userId: bigint, body: { realName: string; idNumber: string; then?: CertifyThen }, lang: Lang = DEFAULT_LANG): Promise<CertifyStart> {
  const { then, ...input } = body;
  const now = deps.clock();
  const birth = idBirthDate(input.idNumber);
  // The schema already refused numbers without a real birth date; a date after today is refused here.
  if (!birth || ageOn(birth, chinaDate(now)) < 0) throw new AppError('VALIDATION', {}, 'v.idNumber');
  if (ageOn(birth, chinaDate(now)) < ADULT_AGE) throw new AppError('CERTIFY_UNDERAGE');
  const [user] = await deps.db.select({ verifiedAt: users.realNameVerifiedAt }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_SIGNED_IN');
  if (user.verifiedAt) throw new AppError('CERTIFY_ALREADY_VERIFIED');
  const provider = deps.certify;
  if (!provider) throw new AppError('CERTIFY_UNAVAILABLE');
  const [today] = await deps.db.select({ n: count() }).from(certifications)
    .where(and(eq(certifications.userId, userId), gte(certifications.createdAt, new Date(now.getTime() - 24 * 3600_000))));
  if (Number(today.n) >= CERTIFY_PER_DAY) throw new AppError('CERTIFY_LIMIT');

  const certifyId = newCertifyId();
  await deps.db.insert(certifications).values({
    id: certifyId, userId, provider: provider.name,
    realName: maskName(input.realName), idNumberMasked: maskIdNumber(input.idNumber), createdAt: now,
    // Lets a referral whose identity is the partner's be flagged, without keeping the number.
    identityHash: identityHash(deps.config.appSecret, input.idNumber),
  });
  try {
    const { redirectUrl, providerRef } = await provider.start({ certifyId, ...input, returnUrl: localizedPath(lang, certifyReturnPath(certifyId, then)) });
    if (providerRef) await deps.db.update(certifications).set({ providerRef }).where(eq(certifications.id, certifyId));
    return { certifyId, redirectUrl };
  } catch {
    await finish(deps, provider.name, { certifyId, passed: false, reason: 'provider' });
    throw new AppError('CERTIFY_UNAVAILABLE');
  }
}

/** Only the owner sees a verification; anyone else gets the same 404 as for an unknown id. */
async function ownCertification(db: Db, userId: bigint, certifyId: string) {
  const [row] = await db.select().from(certifications).where(and(eq(certifications.id, certifyId), eq(certifications.userId, userId)));
  if (!row) throw new AppError('CERTIFY_NOT_FOUND');
  return row;
}

export async function certifyRedirect(deps: CertifyDeps, userId: bigint, certifyId: string): Promise<string> {
  const row = await ownCertification(deps.db, userId, certifyId);
  if (!deps.certify || deps.certify.name !== row.provider) throw new AppError('CERTIFY_UNAVAILABLE');
  try {
    return deps.certify.pageUrl(row.id, row.providerRef);
  } catch {
    throw new AppError('CERTIFY_UNAVAILABLE');
  }
}

/**
 * A passed answer is still checked by us when it names the identity verified: it must be the one
 * this verification was started with (its hash) and 18 or over today (as startCertify checks).
 */
export function judgeAnswer(answer: CertifyAnswer, row: { identityHash: string | null }, appSecret: string, now: Date): { passed: boolean; reason: string | null } {
  if (!answer.passed) return { passed: false, reason: answer.reason ?? 'mismatch' };
  if (answer.idNumber === null) return { passed: true, reason: null };
  // Hashed as startCertify hashed the number it was given: normalised (a lower-case x is X).
  const number = normaliseIdNumber(answer.idNumber);
  if (row.identityHash !== null && identityHash(appSecret, number) !== row.identityHash) return { passed: false, reason: 'identity' };
  const birth = idBirthDate(number);
  if (!birth || ageOn(birth, chinaDate(now)) < ADULT_AGE) return { passed: false, reason: 'underage' };
  return { passed: true, reason: null };
}

export async function certifyResult(deps: CertifyDeps, userId: bigint, certifyId: string): Promise<CertifyResult> {
  let row = await ownCertification(deps.db, userId, certifyId);
  const provider = deps.certify;
  // Still pending at a provider that sends no callback: ask it now (the person is back from its page).
  if (row.state === 0 && provider?.query && provider.name === row.provider) {
    let answer: CertifyAnswer;
    try {
      answer = await provider.query(row.id, row.providerRef);
    } catch {
      // Nothing is decided: the verification stays pending and may be read again.
      throw new AppError('CERTIFY_UNAVAILABLE');
    }
    await finish(deps, provider.name, { certifyId: row.id, ...judgeAnswer(answer, row, deps.config.appSecret, deps.clock()) });
    row = await ownCertification(deps.db, userId, certifyId);
  }
  return { certifyId: row.id, state: row.state as CertifyState, reason: row.reason, realName: row.realName };
}

/**
 * Applies a provider's outcome. Pending -> verified/refused happens once (a replayed or late
 * callback changes nothing); on success the account is marked verified in the same transaction.
 */
export async function finish(deps: Pick<CertifyDeps, 'db' | 'clock'>, provider: string, outcome: CertifyOutcome): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.update(certifications)
      .set({ state: outcome.passed ? 1 : 2, reason: outcome.passed ? null : outcome.reason ?? 'mismatch', completedAt: now })
      .where(and(eq(certifications.id, outcome.certifyId), eq(certifications.provider, provider), eq(certifications.state, 0)))
      .returning({ userId: certifications.userId });
    if (!row) return false;
    if (outcome.passed) {
      await tx.update(users).set({ realNameVerifiedAt: now }).where(and(eq(users.id, row.userId), isNull(users.realNameVerifiedAt)));
      // A verified identity that is the partner's (or a promoted player's) flags the referral.
      await flagReferrals(tx, row.userId, now);
    }
    return true;
  });
}
