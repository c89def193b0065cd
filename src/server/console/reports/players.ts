// New and active players. New: accounts made in the bucket (users.created_at). Active: distinct
// players who spent on a game or in the shop in the bucket (a debit of a caseOpen, battleSeat,
// dreamFee or shopBuy transaction on their accounts) or staked items in a dream (which posts
// nothing). Distinct per bucket and over the whole range (GROUPING SETS), never summed.
import { sql } from 'drizzle-orm';
import type { ReportAnswer } from '../../../shared/contracts/console-reports.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { bucketSql, inRange, type ReportRange } from './range.ts';
import { reportTable } from './table.ts';

export async function playersReport(db: Db, r: ReportRange): Promise<ReportAnswer> {
  const rows = await queryRows<{ bucket: string | null; what: string; n: string }>(db, sql`
    SELECT ${bucketSql(sql`created_at`, r.granularity)} AS bucket, 'new' AS what, count(*)::text AS n
    FROM users WHERE ${inRange(sql`created_at`, r)}
    GROUP BY GROUPING SETS ((1), ())
    UNION ALL
    SELECT ${bucketSql(sql`x.at`, r.granularity)}, 'active', count(DISTINCT x.user_id)::text
    FROM (
      SELECT t.created_at AS at, a.user_id
      FROM ledger_transactions t
      JOIN postings p ON p.transaction_id = t.id AND p.amount < 0
      JOIN accounts a ON a.id = p.account_id AND a.user_id IS NOT NULL
      WHERE t.kind IN ('caseOpen', 'battleSeat', 'dreamFee', 'shopBuy') AND ${inRange(sql`t.created_at`, r)}
      UNION ALL
      SELECT d.created_at, d.user_id FROM dream_rolls d WHERE d.stake_value > 0 AND ${inRange(sql`d.created_at`, r)}
    ) x
    GROUP BY GROUPING SETS ((1), ())`);
  const by = new Map(rows.map((x) => [`${x.what}:${x.bucket ?? ''}`, Number(x.n)]));
  const at = (what: string) => (b: string) => by.get(`${what}:${b}`) ?? 0;
  return reportTable('players', r, [
    { key: 'newPlayers', money: false, at: at('new'), total: at('new')('') },
    { key: 'activePlayers', money: false, at: at('active'), total: at('active')('') },
  ]);
}
