// The one-time pass a solved slider gives: good for one code sent within 2 minutes. Only its
// SHA-256 is stored (the token is 32 random bytes, so a plain hash is enough), and spending it is
// a conditional update, so two racing sends cannot share one pass.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { captchaTokens } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';

export const TOKEN_TTL_MS = 2 * 60_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueCaptchaToken(db: Db | Tx, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(captchaTokens).values({ tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS), createdAt: now });
  // Spent and expired passes are worthless; trim as we go instead of running a sweeper.
  await db.delete(captchaTokens).where(lt(captchaTokens.expiresAt, new Date(now.getTime() - 3600_000)));
  return token;
}

/**
 * Spends a pass or throws CAPTCHA_REQUIRED (missing, unknown, used or expired alike). Does nothing
 * when the slider check is off (CAPTCHA=off, never in production). `db` may be a transaction: a
 * send refused later in it rolls the spending back too.
 */
export async function consumeCaptchaToken(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, token: string | undefined, db: Db | Tx = deps.db): Promise<void> {
  if (!deps.config.captcha.enabled) return;
  if (!token) throw new AppError('CAPTCHA_REQUIRED');
  const now = deps.clock();
  const spent = await db.update(captchaTokens).set({ usedAt: now })
    .where(and(eq(captchaTokens.tokenHash, hashToken(token)), isNull(captchaTokens.usedAt), gt(captchaTokens.expiresAt, now)))
    .returning({ tokenHash: captchaTokens.tokenHash });
  if (spent.length !== 1) throw new AppError('CAPTCHA_REQUIRED');
}
