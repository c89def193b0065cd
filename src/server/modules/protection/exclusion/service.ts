// Cool-off and self-exclusion: the player's view and the start of one. An exclusion
// starts at once and is never shortened or lifted: no statement anywhere updates or deletes an
// exclusions row (the console only reads them). A new one may only end later than the one
// running; the gate (../gate.ts) honours the one that ends last.
//
// Its consequences live where they happen: the gate refuses play, deposits, promotion and
// rewards; inbox/post.ts posts no promotional message to an excluded player; and the partner's
// rebate statement (promo/rebate-statements.ts) pays nothing on a player who is or ever was
// self-excluded (read there from this table, so nothing here can be undone by staff clearing a
// referral flag).
import { exclusionEnd, type ExclusionKind, type ExclusionLength } from '../../../../shared/protection-constants.ts';
import type { ExclusionView, ExclusionsView } from '../../../../shared/contracts/protection/exclusion.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { run, statement } from '../../../db/statements.ts';
import { AppError } from '../../../errors.ts';
import { chinaTime } from '../gate.ts';

interface Row {
  kind: ExclusionKind;
  length: ExclusionLength;
  starts_at: string;
  ends_at: string;
}

const LIST = statement('exclusion_list', `
  SELECT kind, length, starts_at::text AS starts_at, ends_at::text AS ends_at
  FROM exclusions WHERE user_id = $1 ORDER BY id DESC`);

/** Serialises one player's starts (the users row), then reads the one running that ends last. */
const LOCK_RUNNING = statement('exclusion_lock_running', `
  WITH u AS (SELECT id FROM users WHERE id = $1 FOR UPDATE)
  SELECT (SELECT count(*) FROM u)::int AS found,
    (SELECT max(ends_at) FROM exclusions WHERE user_id = $1 AND starts_at <= $2::timestamptz AND ends_at > $2::timestamptz)::text AS until`);

const INSERT = statement('exclusion_insert', `
  INSERT INTO exclusions (user_id, kind, length, starts_at, ends_at, created_at)
  VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $4::timestamptz)`);

const iso = (pgText: string): string => new Date(pgText).toISOString();
const view = (r: Row): ExclusionView => ({ kind: r.kind, length: r.length, startTime: iso(r.starts_at), endTime: iso(r.ends_at) });

export async function exclusionsView(db: Db | Tx, userId: bigint, now: Date): Promise<ExclusionsView> {
  const rows = await run<Row>(db, LIST, [String(userId)]);
  const t = now.getTime();
  const running = rows.filter((r) => new Date(r.starts_at).getTime() <= t && new Date(r.ends_at).getTime() > t)
    .sort((a, b) => new Date(b.ends_at).getTime() - new Date(a.ends_at).getTime());
  return { current: running.length > 0 ? view(running[0]) : null, history: rows.map(view) };
}

/** Starts a cool-off or self-exclusion now; refused (EXCLUSION_RUNNING) when it would not end after the one running. */
export async function startExclusion(db: Db, userId: bigint, kind: ExclusionKind, length: ExclusionLength, now: Date): Promise<ExclusionsView> {
  const end = exclusionEnd(now, length);
  return db.transaction(async (tx) => {
    const [lock] = await run<{ found: number; until: string | null }>(tx, LOCK_RUNNING, [String(userId), now.toISOString()]);
    if (lock.found === 0) throw new AppError('NOT_SIGNED_IN');
    if (lock.until !== null && new Date(lock.until).getTime() >= end.getTime()) {
      throw new AppError('EXCLUSION_RUNNING', { until: chinaTime(new Date(lock.until)) });
    }
    await run(tx, INSERT, [String(userId), kind, length, now.toISOString(), end.toISOString()]);
    return exclusionsView(tx, userId, now);
  });
}
