// Reality checks: the player's view of the play session, the interval, the answer.
// The session itself is started, noted and made due by the gate (../gate.ts); this file reads it
// with the gate's rule (a check is due while due_at <= now) and writes only what the player chose.
import { REALITY_DEFAULT_MINUTES, REALITY_SESSION_GAP_MINUTES, type RealityInterval } from '../../../../shared/protection-constants.ts';
import type { RealityView } from '../../../../shared/contracts/protection/reality.ts';
import { MODULE } from '../../../../shared/constants.ts';
import { formatFen } from '../../../../shared/money.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { run, statement } from '../../../db/statements.ts';
import { AppError } from '../../../errors.ts';

/** The ledger kinds that are play paid from the main balance. */
const PAID_KINDS = `'caseOpen', 'battleSeat', 'dreamFee'`;
/** Where won items come from. */
const WON_MODULES = `${MODULE.case}, ${MODULE.battle}, ${MODULE.dream}`;

/**
 * The row and the running session's figures: spent (main-account debits for cases, seats and dream
 * since the session began) and won (items from cases, battles and dream since then, at their price).
 * A session runs while its last play is within the gap (a longer pause ended it, due or not:
 * the gate's rule, ../gate.ts); its check is due while due_at <= now within that session.
 */
const VIEW = statement('reality_view', `
  WITH r AS (
    SELECT interval_minutes, due_at,
      CASE WHEN session_started_at IS NOT NULL
        AND last_play_at >= $2::timestamptz - make_interval(mins => ${REALITY_SESSION_GAP_MINUTES}) THEN session_started_at END AS started
    FROM reality_checks WHERE user_id = $1
  )
  SELECT (SELECT interval_minutes FROM r) AS interval_minutes,
    (SELECT started FROM r)::text AS started,
    (SELECT CASE WHEN started IS NOT NULL THEN due_at END FROM r)::text AS due_at,
    COALESCE((SELECT due_at <= $2::timestamptz AND started IS NOT NULL FROM r), false) AS due,
    COALESCE((SELECT -sum(p.amount) FROM postings p
      JOIN accounts a ON a.id = p.account_id AND a.user_id = $1 AND a.type = 'main'
      JOIN ledger_transactions t ON t.id = p.transaction_id AND t.kind IN (${PAID_KINDS})
      WHERE p.amount < 0 AND p.created_at >= (SELECT started FROM r)), 0)::text AS spent,
    COALESCE((SELECT sum(price) FROM backpack_items
      WHERE user_id = $1 AND module_id IN (${WON_MODULES}) AND created_at >= (SELECT started FROM r)), 0)::text AS won`);

interface ViewRow {
  interval_minutes: number | null;
  started: string | null;
  due_at: string | null;
  due: boolean;
  spent: string;
  won: string;
}

const iso = (text: string | null): string | null => (text === null ? null : new Date(text).toISOString());

async function readSession(db: Db | Tx, userId: bigint, now: Date) {
  const [row] = await run<ViewRow>(db, VIEW, [String(userId), now.toISOString()]);
  const spent = BigInt(row.spent);
  const won = BigInt(row.won);
  return { row, spent, won, net: won - spent };
}

export async function realityView(db: Db | Tx, userId: bigint, now: Date): Promise<RealityView> {
  const { row, spent, won, net } = await readSession(db, userId, now);
  return {
    intervalMinutes: row.interval_minutes ?? REALITY_DEFAULT_MINUTES,
    sessionStartTime: iso(row.started),
    dueTime: iso(row.due_at),
    due: row.due,
    spent: formatFen(spent),
    won: formatFen(won),
    net: formatFen(net),
    serverTime: now.toISOString(),
  };
}

/**
 * The player's interval. A running session whose check is not yet due moves its due time to the
 * session's start plus the next multiple of the new interval after now; a check already due stays
 * due (changing the interval does not answer it).
 */
const SET_INTERVAL = statement('reality_set_interval', `
  INSERT INTO reality_checks AS r (user_id, interval_minutes) VALUES ($1, $2::int)
  ON CONFLICT (user_id) DO UPDATE SET
    interval_minutes = $2::int,
    due_at = CASE WHEN r.session_started_at IS NOT NULL AND r.due_at > $3::timestamptz
      THEN r.session_started_at + make_interval(mins => $2::int * (floor(extract(epoch FROM ($3::timestamptz - r.session_started_at)) / ($2::int * 60))::int + 1))
      ELSE r.due_at END
  RETURNING 1`);

export async function setRealityInterval(db: Db, userId: bigint, minutes: RealityInterval, now: Date): Promise<RealityView> {
  await run(db, SET_INTERVAL, [String(userId), minutes, now.toISOString()]);
  return realityView(db, userId, now);
}

/**
 * The answer, only while a check is due (a conditional update: two answers cannot both count).
 * Continue: the next check one interval from now. Stop: the session ends (the next play starts a
 * new one: last_play_at is cleared too, so the gate sees no session to carry on).
 */
const ANSWER = statement('reality_answer', `
  UPDATE reality_checks SET
    due_at = CASE WHEN $3::boolean THEN $2::timestamptz + make_interval(mins => interval_minutes) END,
    session_started_at = CASE WHEN $3::boolean THEN session_started_at END,
    last_play_at = CASE WHEN $3::boolean THEN last_play_at END
  WHERE user_id = $1 AND due_at <= $2::timestamptz
    AND last_play_at >= $2::timestamptz - make_interval(mins => ${REALITY_SESSION_GAP_MINUTES})
  RETURNING 1`);

const RECORD = statement('reality_answer_record', `
  INSERT INTO reality_check_answers (user_id, continued, session_minutes, net_fen, created_at)
  VALUES ($1, $2::boolean, $3::int, $4::bigint, $5::timestamptz)`);

export async function answerReality(db: Db, userId: bigint, go: boolean, now: Date): Promise<RealityView> {
  await db.transaction(async (tx) => {
    const { row, net } = await readSession(tx, userId, now);
    if (!row.due || row.started === null) throw new AppError('REALITY_NOT_DUE');
    const answered = await run(tx, ANSWER, [String(userId), now.toISOString(), go]);
    if (answered.length === 0) throw new AppError('REALITY_NOT_DUE');
    const minutes = Math.max(0, Math.floor((now.getTime() - new Date(row.started).getTime()) / 60_000));
    await run(tx, RECORD, [String(userId), go, minutes, String(net), now.toISOString()]);
  });
  return realityView(db, userId, now);
}
