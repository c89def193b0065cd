// Console protection, read side: one player's limits, every change asked (player's and staff's),
// exclusions and reality-check answers; and the report of limits set, reality checks answered and
// exclusions started in a range of China days.
import { sql } from 'drizzle-orm';
import type { ConsoleProtectionPlayer, ConsoleProtectionReport } from '../../../shared/contracts/protection/results.ts';
import { formatFen } from '../../../shared/money.ts';
import type { ExclusionKind, ExclusionLength, LimitKind, LimitPeriod } from '../../../shared/protection-constants.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

const iso = (v: string | Date) => new Date(v).toISOString();
const yuan = (v: string | null) => (v === null ? null : formatFen(BigInt(v)));
const DAY_MS = 86_400_000;

export async function protectionPlayer(db: Db | Tx, userId: bigint, now: Date): Promise<ConsoleProtectionPlayer> {
  const [user] = await queryRows<{ nickname: string }>(db, sql`SELECT nickname FROM users WHERE id = ${userId}`);
  if (!user) throw new AppError('PLAYER_NOT_FOUND');
  const limits = await queryRows<{ kind: LimitKind; period: LimitPeriod; amount_fen: string | null; updated_at: string | Date }>(db, sql`
    SELECT kind, period, amount_fen::text AS amount_fen, updated_at FROM play_limits WHERE user_id = ${userId} ORDER BY kind, period`);
  const changes = await queryRows<{ id: string; kind: LimitKind; period: LimitPeriod; from_fen: string | null; to_fen: string | null; state: ConsoleProtectionPlayer['changes'][number]['state'];
    effective_at: string | Date; decided_at: string | Date | null; staff_name: string | null; reason: string | null; created_at: string | Date }>(db, sql`
    SELECT c.id::text AS id, c.kind, c.period, c.from_fen::text AS from_fen, c.to_fen::text AS to_fen, c.state, c.effective_at, c.decided_at,
           s.name AS staff_name, c.reason, c.created_at
    FROM play_limit_changes c LEFT JOIN staff s ON s.id = c.staff_id
    WHERE c.user_id = ${userId} ORDER BY c.id DESC LIMIT 500`);
  const exclusions = await queryRows<{ id: string; kind: ExclusionKind; length: ExclusionLength; starts_at: string | Date; ends_at: string | Date }>(db, sql`
    SELECT id::text AS id, kind, length, starts_at, ends_at FROM exclusions WHERE user_id = ${userId} ORDER BY id DESC`);
  const [reality] = await queryRows<{ interval_minutes: number }>(db, sql`SELECT interval_minutes FROM reality_checks WHERE user_id = ${userId}`);
  const answers = await queryRows<{ id: string; continued: boolean; session_minutes: number; net_fen: string; created_at: string | Date }>(db, sql`
    SELECT id::text AS id, continued, session_minutes, net_fen::text AS net_fen, created_at FROM reality_check_answers
    WHERE user_id = ${userId} ORDER BY id DESC LIMIT 200`);
  return {
    userId: String(userId),
    nickname: user.nickname,
    limits: limits.map((l) => ({ kind: l.kind, period: l.period, amount: yuan(l.amount_fen), updateTime: iso(l.updated_at) })),
    changes: changes.map((c) => ({
      id: c.id, kind: c.kind, period: c.period, from: yuan(c.from_fen), to: yuan(c.to_fen), state: c.state, effectiveTime: iso(c.effective_at),
      decidedTime: c.decided_at === null ? null : iso(c.decided_at), staffName: c.staff_name, reason: c.reason, createTime: iso(c.created_at),
    })),
    exclusions: exclusions.map((e) => ({
      id: e.id, kind: e.kind, length: e.length, startTime: iso(e.starts_at), endTime: iso(e.ends_at),
      running: new Date(e.starts_at).getTime() <= now.getTime() && new Date(e.ends_at).getTime() > now.getTime(),
    })),
    reality: {
      intervalMinutes: reality?.interval_minutes ?? 60,
      answers: answers.map((a) => ({ id: a.id, continued: a.continued, sessionMinutes: a.session_minutes, net: formatFen(BigInt(a.net_fen)), createTime: iso(a.created_at) })),
    },
  };
}

const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const PROTECTION_REPORT_MAX_DAYS = 1096;

export async function protectionReport(db: Db, q: { from: string; to: string }, now: Date): Promise<ConsoleProtectionReport> {
  const to = q.to || chinaDay(now);
  const from = q.from || addDays(to, -29);
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1 || days > PROTECTION_REPORT_MAX_DAYS) throw new AppError('VALIDATION', { max: PROTECTION_REPORT_MAX_DAYS }, 'v.reportRange');
  const start = new Date(`${from}T00:00:00+08:00`).toISOString();
  const end = new Date(`${addDays(to, 1)}T00:00:00+08:00`).toISOString();
  const limitsSet = await queryRows<{ kind: LimitKind; period: LimitPeriod; count: string }>(db, sql`
    SELECT kind, period, count(*)::text AS count FROM play_limit_changes
    WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz AND to_fen IS NOT NULL AND state IN ('applied', 'confirmed', 'pending')
    GROUP BY kind, period ORDER BY kind, period`);
  const [reality] = await queryRows<{ continued: string; stopped: string }>(db, sql`
    SELECT count(*) FILTER (WHERE continued)::text AS continued, count(*) FILTER (WHERE NOT continued)::text AS stopped
    FROM reality_check_answers WHERE created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz`);
  const exclusions = await queryRows<{ kind: ExclusionKind; length: ExclusionLength; count: string }>(db, sql`
    SELECT kind, length, count(*)::text AS count FROM exclusions
    WHERE starts_at >= ${start}::timestamptz AND starts_at < ${end}::timestamptz GROUP BY kind, length ORDER BY kind, length`);
  return {
    from, to,
    limitsSet: limitsSet.map((r) => ({ kind: r.kind, period: r.period, count: Number(r.count) })),
    realityChecks: { continued: Number(reality?.continued ?? 0), stopped: Number(reality?.stopped ?? 0) },
    exclusions: exclusions.map((r) => ({ kind: r.kind, length: r.length, count: Number(r.count) })),
  };
}
