// Sign-in and code-check attempts, counted BEFORE the password or code is checked.
//
// An attempt is reserved (a row per subject it counts against) in one short transaction that
// holds an advisory lock per subject while it reads the count and writes the row, so a burst of
// hundreds of guesses is admitted one at a time and no guess is judged past its limit; this is
// the same on PGlite and PostgreSQL, and in every process (the rows are the truth). A passed check
// deletes its rows: what remains are failures (and attempts still being judged).
//
// No limit locks anybody out at a volume a person reaches: past `stepUpAt` failures the next
// attempt needs a fresh slider pass (the captcha that guards code sends), and `refuseAt` is only
// used at volumes no person reaches (OWASP ASVS 2.2.1: at most 100 failures an hour per account),
// or per address TOGETHER with an account, never for everybody behind an address.
import { and, count, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailures } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../app-deps.ts';
import { consumeCaptchaToken } from '../captcha/tokens.ts';

/** Every count looks back this far. */
export const ATTEMPT_WINDOW_MS = 60 * 60_000;

export interface AttemptLimit {
  subject: string;
  /** Failures in the window after which each attempt needs a fresh slider pass. */
  stepUpAt?: number;
  /** Failures in the window after which attempts are refused outright (429). */
  refuseAt?: number;
  /** The refusal spares an attempt whose count under this other subject is 0 (an address that has not failed here). */
  spareIfClean?: string;
}

export interface AttemptFrom {
  ip: string;
  now: Date;
  /** A slider pass, spent only when a step-up is due. */
  captchaToken?: string;
}

export interface Reservation {
  /** The check passed: the attempt stops counting. */
  pass(): Promise<void>;
}

type LimitDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/**
 * Password sign-in, and any other password check (cancelling the account, which has no slider:
 * `stepUp: false`, same ceilings). Past 100 failures an hour (ASVS 2.2.1) the account refuses every
 * address that has failed on it, but an address that has not is still judged behind the slider, as
 * for codes: a guesser spread over many addresses gets one slider-gated guess per new address and
 * can never refuse the owner's password from a clean one. Without a slider (cancelling) there is no
 * such price on a new address, so the ceiling holds for every address there.
 */
export function passwordLimits(phone: string, ip: string, opts: { stepUp: boolean } = { stepUp: true }): AttemptLimit[] {
  const pair = `pw-ip:${phone}|${ip}`;
  return [
    { subject: `pw:${phone}`, refuseAt: 100, ...(opts.stepUp ? { stepUpAt: 5, spareIfClean: pair } : {}) },
    { subject: pair, refuseAt: 30 },
    // Credential stuffing from one address meets the slider; nobody behind it is refused.
    { subject: `ip:${ip}`, ...(opts.stepUp ? { stepUpAt: 30 } : {}) },
  ];
}

/**
 * Checks of a code sent by SMS or mail to `target` ("sms:<phone>", "mail:<address>"). Past three
 * failures every guess costs a slider pass; past 100 an hour only addresses that have not failed
 * on this target may try, so the owner who holds the phone and its newest code still gets in while
 * someone else guesses (a code itself dies after MAX_ATTEMPTS wrong guesses).
 * `stepUp: false` for signed-in forms that have no slider: their ceilings are the same.
 */
export function codeLimits(target: string, ip: string, opts: { stepUp: boolean } = { stepUp: true }): AttemptLimit[] {
  const pair = `code-ip:${target}|${ip}`;
  return [
    { subject: `code:${target}`, refuseAt: 100, spareIfClean: pair, ...(opts.stepUp ? { stepUpAt: 3 } : {}) },
    { subject: pair, refuseAt: 10 },
    { subject: `ip:${ip}`, ...(opts.stepUp ? { stepUpAt: 30 } : {}) },
  ];
}

/**
 * Reserves one attempt against every limit, or throws: LOGIN_THROTTLED past a `refuseAt`,
 * CAPTCHA_REQUIRED past a `stepUpAt` without a good pass. A refused attempt writes nothing.
 */
export async function reserveAttempt(deps: LimitDeps, limits: AttemptLimit[], from: AttemptFrom): Promise<Reservation> {
  const subjects = [...new Set(limits.map((l) => l.subject))].sort();
  const counted = [...new Set([...subjects, ...limits.flatMap((l) => (l.spareIfClean ? [l.spareIfClean] : []))])];
  const since = new Date(from.now.getTime() - ATTEMPT_WINDOW_MS);
  const ids = await deps.db.transaction(async (tx) => {
    // Sorted, so two attempts sharing subjects always lock in the same order (no deadlock).
    for (const s of subjects) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attempt:${s}`}))`);
    const rows = await tx.select({ subject: authFailures.subject, n: count() }).from(authFailures)
      .where(and(inArray(authFailures.subject, counted), gte(authFailures.createdAt, since)))
      .groupBy(authFailures.subject);
    const failures = new Map(rows.map((r) => [r.subject, Number(r.n)]));
    const n = (s: string) => failures.get(s) ?? 0;
    const over = (at: number | undefined, s: string) => at !== undefined && n(s) >= at;
    const spared = (l: AttemptLimit) => l.spareIfClean !== undefined && n(l.spareIfClean) === 0;
    if (limits.some((l) => over(l.refuseAt, l.subject) && !spared(l))) throw new AppError('LOGIN_THROTTLED');
    if (limits.some((l) => over(l.stepUpAt, l.subject))) {
      // A missing, used or expired pass throws CAPTCHA_REQUIRED; the client shows the slider.
      await consumeCaptchaToken(deps, from.captchaToken ?? '', tx);
    }
    const inserted = await tx.insert(authFailures).values(subjects.map((subject) => ({ subject, createdAt: from.now })))
      .returning({ id: authFailures.id });
    return inserted.map((r) => r.id);
  });
  await trimAttempts(deps.db, from.now);
  return {
    pass: async () => {
      await deps.db.delete(authFailures).where(inArray(authFailures.id, ids));
    },
  };
}

/** Rows older than the window count for nothing; every reservation trims them (no sweeper needed). */
export async function trimAttempts(db: Db, now: Date): Promise<void> {
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - ATTEMPT_WINDOW_MS)));
}
