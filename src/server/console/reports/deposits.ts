// Deposits and first deposits, from the ledger: each `deposit` transaction credits a player's main
// account with one recharge order's amount (ref = the order id); the player's first completed
// deposit is the order named in users.first_deposit_order_id; its bonus is `firstDepositBonus`.
import { sql } from 'drizzle-orm';
import type { ReportAnswer } from '../../../shared/contracts/console-reports.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { bucketSql, inRange, type ReportRange } from './range.ts';
import { reportTable } from './table.ts';

interface Row {
  bucket: string;
  deposits: string;
  amount: string;
  depositors: string;
  first: string;
  first_amount: string;
  bonus: string;
}

export async function depositsReport(db: Db, r: ReportRange): Promise<ReportAnswer> {
  const rows = await queryRows<Row>(db, sql`
    SELECT ${bucketSql(sql`t.created_at`, r.granularity)} AS bucket,
      count(*) FILTER (WHERE t.kind = 'deposit')::text AS deposits,
      COALESCE(sum(p.amount) FILTER (WHERE t.kind = 'deposit'), 0)::text AS amount,
      count(DISTINCT a.user_id) FILTER (WHERE t.kind = 'deposit')::text AS depositors,
      count(*) FILTER (WHERE t.kind = 'deposit' AND u.first_deposit_order_id = t.ref)::text AS first,
      COALESCE(sum(p.amount) FILTER (WHERE t.kind = 'deposit' AND u.first_deposit_order_id = t.ref), 0)::text AS first_amount,
      COALESCE(sum(p.amount) FILTER (WHERE t.kind = 'firstDepositBonus'), 0)::text AS bonus
    FROM ledger_transactions t
    JOIN postings p ON p.transaction_id = t.id
    JOIN accounts a ON a.id = p.account_id AND a.user_id IS NOT NULL
    JOIN users u ON u.id = a.user_id
    WHERE t.kind IN ('deposit', 'firstDepositBonus') AND ${inRange(sql`t.created_at`, r)}
    GROUP BY GROUPING SETS ((1), ())`);
  // The () set's row (bucket null) is the whole range: its distinct depositors are not a sum of buckets'.
  const by = new Map(rows.map((x) => [x.bucket ?? '', x]));
  const num = (k: keyof Row) => (b: string) => Number(by.get(b)?.[k] ?? 0);
  const fen = (k: keyof Row) => (b: string) => BigInt(by.get(b)?.[k] ?? 0);
  return reportTable('deposits', r, [
    { key: 'deposits', money: false, at: num('deposits') },
    { key: 'depositAmount', money: true, at: fen('amount') },
    // Distinct within each bucket: a week's depositors are not the sum of its days'.
    { key: 'depositors', money: false, at: num('depositors'), total: num('depositors')('') },
    { key: 'firstDeposits', money: false, at: num('first') },
    { key: 'firstDepositAmount', money: true, at: fen('first_amount') },
    { key: 'firstDepositBonus', money: true, at: fen('bonus') },
  ]);
}
