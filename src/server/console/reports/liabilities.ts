// Liabilities at the end of each bucket (or now, for a bucket not over yet): what the house owes
// players against what its own accounts hold, all from the ledger and the backpack.
// - Players' balances: Σ postings on players' main and secondary accounts up to then (their cash).
// - Points and coins: Σ on their points and coins accounts (spendable in the shop only), apart.
// - Backpacks: the recorded value of items players held then: an item counts from when it was won
//   or bought until it left for good (sold, withdrawn or used up: states 1, 3, 4, whose updated_at is
//   that moment); an item being withdrawn or held for a battle's reveal is still owed.
// - House and provider accounts: Σ of their postings up to then. Every transaction sums to zero,
//   so players + points and coins + house + providers = 0 at every moment: the house accounts are
//   the other side of the players' balances (house:revenue positive is what games kept, provider:*
//   negative is money paid in from outside).
// Two queries: postings by bucket and class, backpack entries and exits by bucket; running sums here.
import { sql } from 'drizzle-orm';
import { ITEM_STATE } from '../../../shared/constants.ts';
import type { ReportAnswer } from '../../../shared/contracts/console-reports.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { bucketSql, type ReportRange } from './range.ts';
import { reportTable } from './table.ts';

const BEFORE = '';
const GONE = [ITEM_STATE.sold, ITEM_STATE.withdrawn, ITEM_STATE.consumed];

/** `column`'s bucket, or '' for anything before the range (the opening balance). */
function bucketOrBefore(column: ReturnType<typeof sql>, r: ReportRange) {
  return sql`CASE WHEN ${column} < ${r.start.toISOString()}::timestamptz THEN '' ELSE ${bucketSql(column, r.granularity)} END`;
}

export async function liabilitiesReport(db: Db, r: ReportRange): Promise<ReportAnswer> {
  const end = sql`${r.end.toISOString()}::timestamptz`;
  const [ledger, bag] = await Promise.all([
    queryRows<{ bucket: string; class: string; total: string }>(db, sql`
      SELECT ${bucketOrBefore(sql`p.created_at`, r)} AS bucket,
        CASE WHEN a.user_id IS NOT NULL AND a.type IN ('main', 'secondary') THEN 'players'
             WHEN a.user_id IS NOT NULL THEN 'pointsCoins'
             WHEN a.type = 'house' THEN 'house' ELSE 'providers' END AS class,
        sum(p.amount)::text AS total
      FROM postings p JOIN accounts a ON a.id = p.account_id
      WHERE p.created_at < ${end}
      GROUP BY 1, 2`),
    queryRows<{ bucket: string; class: string; total: string }>(db, sql`
      SELECT ${bucketOrBefore(sql`created_at`, r)} AS bucket, 'in' AS class, sum(price)::text AS total
      FROM backpack_items WHERE created_at < ${end} GROUP BY 1
      UNION ALL
      SELECT ${bucketOrBefore(sql`updated_at`, r)}, 'out', sum(price)::text
      FROM backpack_items WHERE state IN (${sql.join(GONE.map((s) => sql`${s}`), sql`, `)}) AND updated_at < ${end} GROUP BY 1`),
  ]);
  const delta = new Map<string, bigint>();
  for (const x of [...ledger, ...bag]) delta.set(`${x.class}:${x.bucket}`, BigInt(x.total));
  // Running sums from the opening balance, bucket by bucket.
  const running = new Map<string, bigint>();
  for (const cls of ['players', 'pointsCoins', 'house', 'providers', 'in', 'out']) {
    let acc = delta.get(`${cls}:${BEFORE}`) ?? 0n;
    for (const b of r.buckets) {
      acc += delta.get(`${cls}:${b}`) ?? 0n;
      running.set(`${cls}:${b}`, acc);
    }
  }
  const at = (cls: string) => (b: string) => running.get(`${cls}:${b}`) ?? 0n;
  const backpacks = (b: string) => at('in')(b) - at('out')(b);
  return reportTable('liabilities', r, [
    { key: 'owed', money: true, at: (b) => at('players')(b) + backpacks(b) },
    { key: 'playerBalances', money: true, at: at('players') },
    { key: 'backpacks', money: true, at: backpacks },
    { key: 'pointsCoins', money: true, at: at('pointsCoins') },
    { key: 'houseAccounts', money: true, at: at('house') },
    { key: 'providerAccounts', money: true, at: at('providers') },
  ], 'last');
}
