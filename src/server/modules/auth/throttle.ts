// Failed sign-ins are limited per account and per IP: 10 in 15 minutes, then 429 until the oldest
// failure leaves the window. Counted in the database so every server process sees the same count.
import { and, count, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authFailures } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60_000;

export function subjects(phone: string, ip: string): string[] {
  return [`phone:${phone}`, `ip:${ip}`];
}

/** Throws LOGIN_THROTTLED when the account or the address has used up its attempts. */
export async function assertNotThrottled(db: Db, keys: string[], now: Date): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const rows = await db.select({ subject: authFailures.subject, n: count() }).from(authFailures)
    .where(and(inArray(authFailures.subject, keys), gte(authFailures.createdAt, since)))
    .groupBy(authFailures.subject);
  if (rows.some((r) => Number(r.n) >= MAX_FAILURES)) throw new AppError('LOGIN_THROTTLED');
}

export async function recordFailure(db: Db, keys: string[], now: Date): Promise<void> {
  await db.insert(authFailures).values(keys.map((subject) => ({ subject, createdAt: now })));
  // Old rows are worthless: trim them as we go instead of running a sweeper.
  await db.delete(authFailures).where(lt(authFailures.createdAt, new Date(now.getTime() - WINDOW_MS)));
}
