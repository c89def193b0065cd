// A counter in the database for limits that have no rows of their own to count (captcha puzzles
// per address a minute, mail codes per user an hour). One upsert counts the attempt and returns
// the count, so attempts racing in any number of processes are numbered one by one and exactly
// `max` of them see a count within the limit. The window opens at the first hit and closes
// `windowMs` later, when the next hit starts a new one.
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

export interface Hit {
  /** This attempt's number in the window, itself included. */
  hits: number;
  /** When the window closes. */
  resetAt: Date;
}

export async function takeHit(db: Db | Tx, bucket: string, windowMs: number, now: Date): Promise<Hit> {
  const closes = new Date(now.getTime() + windowMs).toISOString();
  const at = now.toISOString();
  const [row] = await queryRows<{ hits: number; reset_ms: string | number }>(db, sql`
    INSERT INTO rate_counters AS c (bucket, hits, expires_at) VALUES (${bucket}, 1, ${closes}::timestamptz)
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN c.expires_at <= ${at}::timestamptz THEN 1 ELSE c.hits + 1 END,
      expires_at = CASE WHEN c.expires_at <= ${at}::timestamptz THEN EXCLUDED.expires_at ELSE c.expires_at END
    RETURNING hits, (extract(epoch FROM expires_at) * 1000)::float8 AS reset_ms`);
  return { hits: Number(row.hits), resetAt: new Date(Number(row.reset_ms)) };
}

/** Gives back a hit whose attempt did not happen after all (a mail the provider refused). */
export async function returnHit(db: Db | Tx, bucket: string): Promise<void> {
  await db.execute(sql`UPDATE rate_counters SET hits = hits - 1 WHERE bucket = ${bucket} AND hits > 0`);
}

/** Drops counters whose window has closed; a recurring job calls it (see sweep.ts). */
export async function sweepCounters(db: Db | Tx, now: Date): Promise<void> {
  await db.execute(sql`DELETE FROM rate_counters WHERE expires_at <= ${now.toISOString()}::timestamptz`);
}
