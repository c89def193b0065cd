// "May this player play now?": the one check every game's entry point (case opening,
// free case, battle seat, dream, shop, giveaway entry), a deposit, and promotion and rewards go
// through, so account states are enforced in one place: a banned account, a running cool-off or
// self-exclusion, (for play, not for a deposit) a reality check that is due and unanswered, and (for
// a deposit only, item 4) a real name not yet verified: verification refuses anyone under 18
// (certify/service.ts), so a verified name is the proof of age that money coming in needs.
//
// A check is due only within the play session it belongs to: a pause of REALITY_SESSION_GAP_MINUTES
// ends the session, answered or not, and the next play starts a new one (a player who left with a
// check due is not met by yesterday's dialog).
//
// One prepared statement, one round trip: it reads the four, and when play is allowed it also
// notes the play (at most once a minute) on the player's reality-check row (a pause of
// REALITY_SESSION_GAP_MINUTES starts a new play session, due one interval later). The entry points
// run it with the session check (SESSION_GATE, http/auth.ts requirePlayer), on its own, before the
// game's transaction: an exclusion that starts in the milliseconds between is honoured from the
// next request on. The case opening, the hottest path, reads the same CTEs without their writes in
// its transaction's first statement (sessionGateReadCtes) and runs SESSION_GATE after it only when
// a note is due (noteSessionPlay): one round trip less per opening.
import { REALITY_DEFAULT_MINUTES, REALITY_SESSION_GAP_MINUTES, type PlayAction } from '../../../shared/protection-constants.ts';
import { USER_STATUS } from '../../../shared/constants.ts';
import type { Db, Tx } from '../../db/client.ts';
import { run, statement } from '../../db/statements.ts';
import { AppError } from '../../errors.ts';
import { SESSION_CTES, SESSION_LIVE_CTE, sessionParams, type SessionRules } from '../auth/sessions.ts';

/**
 * The play is noted at most once a minute: a play within a minute of the last one noted changes
 * nothing a 30-minute gap or a due time depends on, and leaving the row alone keeps the check a
 * read (no row lock, no write-ahead log, no commit to flush) on all but the first play of a minute.
 * So a pause is measured from the last play noted: up to a minute longer than the player's own.
 */
const PLAY_NOTED_EVERY_SECONDS = 60;

/**
 * What the gate reads for the player `user` (an SQL expression) and the action `action` (a
 * parameter), with the time now ($2 in every statement below), and its verdict: no writes.
 */
const gateReadCtes = (user: string, action: string) => `
  u AS (SELECT status, ban_reason, real_name_verified_at FROM users WHERE id = ${user}),
  ex AS (
    SELECT kind, ends_at FROM exclusions WHERE user_id = ${user} AND starts_at <= $2::timestamptz AND ends_at > $2::timestamptz
    ORDER BY ends_at DESC LIMIT 1
  ),
  rc AS (SELECT due_at, last_play_at FROM reality_checks WHERE user_id = ${user}),
  verdict AS (
    SELECT COALESCE((SELECT status FROM u) = ${USER_STATUS.active}, false)
      AND NOT EXISTS (SELECT 1 FROM ex)
      AND (${action} IN ('deposit', 'depositWithoutRealName') OR NOT EXISTS (SELECT 1 FROM rc WHERE due_at <= $2::timestamptz
        AND last_play_at >= $2::timestamptz - make_interval(mins => ${REALITY_SESSION_GAP_MINUTES})))
      AND (${action} <> 'deposit' OR (SELECT real_name_verified_at FROM u) IS NOT NULL) AS ok
  )`;

/** A play is to be noted (see PLAY_NOTED_EVERY_SECONDS): allowed, not a deposit, and none noted in the last minute. */
const playNoteDue = (action: string) => `(SELECT ok FROM verdict) AND ${action} NOT IN ('deposit', 'depositWithoutRealName')
      AND NOT EXISTS (SELECT 1 FROM rc WHERE last_play_at > $2::timestamptz - make_interval(secs => ${PLAY_NOTED_EVERY_SECONDS}))`;

/** The gate's CTEs: what it reads, its verdict, and the noted play (`touch`). */
const gateCtes = (user: string, action: string) => `${gateReadCtes(user, action)},
  touch AS (
    INSERT INTO reality_checks AS r (user_id, interval_minutes, session_started_at, last_play_at, due_at)
    SELECT ${user}, ${REALITY_DEFAULT_MINUTES}, $2::timestamptz, $2::timestamptz, $2::timestamptz + make_interval(mins => ${REALITY_DEFAULT_MINUTES})
    WHERE ${playNoteDue(action)}
    ON CONFLICT (user_id) DO UPDATE SET
      session_started_at = CASE WHEN r.last_play_at IS NULL OR r.last_play_at < $2::timestamptz - make_interval(mins => ${REALITY_SESSION_GAP_MINUTES})
        THEN $2::timestamptz ELSE r.session_started_at END,
      due_at = CASE WHEN r.last_play_at IS NULL OR r.last_play_at < $2::timestamptz - make_interval(mins => ${REALITY_SESSION_GAP_MINUTES})
        THEN $2::timestamptz + make_interval(mins => r.interval_minutes) ELSE r.due_at END,
      last_play_at = $2::timestamptz
    RETURNING 1
  )`;

const VERDICT_READ_COLUMNS = `(SELECT status FROM u)::int AS status, (SELECT ban_reason FROM u) AS ban_reason,
    (SELECT real_name_verified_at FROM u) IS NOT NULL AS verified, (SELECT kind FROM ex) AS ex_kind, (SELECT ends_at FROM ex)::text AS ex_ends,
    (SELECT due_at FROM rc)::text AS due_at, (SELECT ok FROM verdict) AS ok`;
const VERDICT_COLUMNS = `${VERDICT_READ_COLUMNS}, (SELECT count(*) FROM touch)::int AS touched`;

/** $1 the player, $2 now, $3 the action. */
const GATE = statement('protection_gate', `WITH ${gateCtes('$1::bigint', '$3::text')} SELECT ${VERDICT_COLUMNS}`);

/**
 * Who is asking and whether they may play, in one round trip: the session check (its $1-$6,
 * auth/sessions.ts SESSION_CTES) and the gate for the session's user, $7 the action. No live
 * session: no user, and the gate, reading no one, notes nothing.
 */
const SESSION_GATE = statement('session_gate', `
  WITH ${SESSION_CTES}, ${gateCtes('(SELECT user_id FROM live)', '$7::text')}
  SELECT (SELECT user_id FROM live)::text AS user_id, ${VERDICT_COLUMNS}`);

/**
 * The session check and the gate without their writes, for a hot path's first statement to begin
 * with (boxes/opening/statements.ts): $1-$5 the session (sessionParams without the address), `action`
 * the action's parameter. Its columns (sessionGateReadColumns) say whether the session's last use
 * or the play is due to be noted; noteSessionPlay writes them after that transaction.
 */
export const sessionGateReadCtes = (action: string) => `${SESSION_LIVE_CTE}, ${gateReadCtes('(SELECT user_id FROM live)', action)}`;
export const sessionGateReadColumns = (action: string) => `(SELECT user_id FROM live)::text AS user_id, ${VERDICT_READ_COLUMNS},
    COALESCE((SELECT touch_due FROM live), false) OR COALESCE(${playNoteDue(action)}, false) AS note_due`;

/** "2026-11-25 22:00": the time in China (UTC+8, no daylight saving), as the refusal words it. */
export const chinaTime = (d: Date): string => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

interface Verdict {
  status: number | null;
  ban_reason: string | null;
  verified: boolean;
  ex_kind: 'cooloff' | 'self' | null;
  ex_ends: string | null;
  due_at: string | null;
  ok: boolean;
}

/** Throws the reason this player may not do `action` now; returns when they may (and notes the play). */
export async function mayPlay(db: Db | Tx, userId: bigint, action: PlayAction, now: Date): Promise<void> {
  const [v] = await run<Verdict>(db, GATE, [String(userId), now.toISOString(), action]);
  judge(v, action);
}

/**
 * The signed-in player behind `token`, when they may do `action` now (the play noted): requireUser
 * and mayPlay in one round trip, for the entry points that need both. NOT_SIGNED_IN without a live
 * session; else the gate's refusal, as mayPlay words it.
 */
export async function sessionPlayerMayPlay(db: Db, token: string, rules: SessionRules, seen: { ip: string }, action: PlayAction): Promise<bigint> {
  const params = sessionParams(token, rules, seen);
  if (params === null) throw new AppError('NOT_SIGNED_IN');
  const [v] = await run<SessionVerdict>(db, SESSION_GATE, [...params, action]);
  return judgeSession(v, action);
}

/** What sessionGateReadColumns answer. */
export interface SessionVerdict extends Verdict {
  user_id: string | null;
  /** The session's last use or the play is to be written (noteSessionPlay). */
  note_due?: boolean;
}

/** The player of a session verdict, when they may do `action`; else NOT_SIGNED_IN or the gate's refusal. */
export function judgeSession(v: SessionVerdict, action: PlayAction): bigint {
  if (v.user_id === null) throw new AppError('NOT_SIGNED_IN');
  judge(v, action);
  return BigInt(v.user_id);
}

/**
 * After a statement that read the session and the gate without writing (sessionGateReadCtes) said a
 * note is due: the session check and the gate again, with their writes (last use, the play noted),
 * each conditional as always, so racing requests write once. At most once a minute per session and
 * player; its verdict was already judged by the caller.
 */
export async function noteSessionPlay(db: Db, params: string[], action: PlayAction): Promise<void> {
  await run(db, SESSION_GATE, [...params, action]);
}

function judge(v: Verdict, action: PlayAction): void {
  if (v.ok) return;
  if (v.status === null) throw new AppError('NOT_SIGNED_IN');
  if (v.status !== USER_STATUS.active) throw new AppError('ACCOUNT_BANNED', { reason: v.ban_reason ?? '' });
  if (v.ex_kind !== null && v.ex_ends !== null) {
    throw new AppError(v.ex_kind === 'self' ? 'PLAY_SELF_EXCLUDED' : 'PLAY_COOLING_OFF', { until: chinaTime(new Date(v.ex_ends)) });
  }
  // Only a deposit asks for the name; only play asks for the reality check.
  if (action === 'deposit' && !v.verified) throw new AppError('DEPOSIT_NEEDS_REAL_NAME');
  throw new AppError('REALITY_CHECK_DUE');
}
