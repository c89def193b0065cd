// What moved through players' accounts in each bucket, read from the ledger, and what they won,
// read from the outcomes: the ground the turnover, GGR and sell-back reports stand on.
//
// The ledger kinds (wallet/ledger.ts LedgerKind) and the player side of each:
//   deposit            +main, from provider:<id>            (payments/service.ts)
//   firstDepositBonus  +main, from house:bonus               (payments/service.ts)
//   caseOpen           −main to house:revenue; +points from house:points (boxes/open-statements.ts)
//   battleSeat         −main to house:battle (a player's seat); bots' seats are house to house;
//                      +points from house:points when the room starts (battles/seats.ts)
//   battleRefund       +main from house:battle (a dissolved room)
//   dreamFee           −main to house:dream; +points (dream/go.ts); a dream staked with items posts nothing
//   shopBuy            −coins, −points to house:shop (shop/service.ts)
//   sellBack           +main from house:revenue (bag/service.ts)
//   promotion          +points/+coins from house:points/house:coins (points/grants.ts)
//   adjustment         ± a player's account against house:adjustments (the console)
// Only postings on players' accounts (accounts.user_id set) are read here; the house's side of each
// is the same amount with the other sign (every transaction sums to zero).
import { sql } from 'drizzle-orm';
import { MODULE } from '../../../shared/constants.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { bucketSql, inRange, type ReportRange } from './range.ts';

/** Per bucket: Σ of players' postings by kind, account type and sign, and how many transactions. */
export interface FlowCell {
  out: bigint;
  in: bigint;
  transactions: number;
}
export type Flows = Map<string, Map<string, FlowCell>>;
/** The key of a flow cell: `${kind}:${accountType}`. */
export const flowKey = (kind: string, type: string) => `${kind}:${type}`;

export async function playerFlows(db: Db, r: ReportRange): Promise<Flows> {
  const rows = await queryRows<{ bucket: string; kind: string; type: string; out: string; in: string; n: string }>(db, sql`
    SELECT ${bucketSql(sql`t.created_at`, r.granularity)} AS bucket, t.kind, a.type,
      COALESCE(sum(-p.amount) FILTER (WHERE p.amount < 0), 0)::text AS out,
      COALESCE(sum(p.amount) FILTER (WHERE p.amount > 0), 0)::text AS in,
      count(DISTINCT t.id)::text AS n
    FROM ledger_transactions t
    JOIN postings p ON p.transaction_id = t.id
    JOIN accounts a ON a.id = p.account_id AND a.user_id IS NOT NULL
    WHERE ${inRange(sql`t.created_at`, r)}
    GROUP BY 1, 2, 3`);
  const out: Flows = new Map();
  for (const row of rows) {
    let b = out.get(row.bucket);
    if (!b) out.set(row.bucket, (b = new Map<string, FlowCell>()));
    b.set(flowKey(row.kind, row.type), { out: BigInt(row.out), in: BigInt(row.in), transactions: Number(row.n) });
  }
  return out;
}

export function cell(f: Flows, bucket: string, kind: string, type: string): FlowCell {
  return f.get(bucket)?.get(flowKey(kind, type)) ?? { out: 0n, in: 0n, transactions: 0 };
}

/** Per bucket, what players won: items from cases and battles at their recorded price; dream stakes and wins. */
export interface Winnings {
  caseWon: bigint;
  caseItems: number;
  battleWon: bigint;
  battleItems: number;
  dreamStaked: bigint;
  dreamWon: bigint;
  dreams: number;
}

export async function winnings(db: Db, r: ReportRange): Promise<Map<string, Winnings>> {
  const rows = await queryRows<{ bucket: string; source: string; value: string; n: string; extra: string }>(db, sql`
    SELECT ${bucketSql(sql`b.created_at`, r.granularity)} AS bucket, b.module_id::text AS source,
      sum(b.price)::text AS value, count(*)::text AS n, '0' AS extra
    FROM backpack_items b
    WHERE b.module_id IN (${MODULE.case}, ${MODULE.battle}) AND ${inRange(sql`b.created_at`, r)}
    GROUP BY 1, 2
    UNION ALL
    SELECT ${bucketSql(sql`d.created_at`, r.granularity)}, 'dream',
      COALESCE(sum(d.target_price) FILTER (WHERE d.won), 0)::text, count(*)::text, sum(d.stake_value)::text
    FROM dream_rolls d
    WHERE ${inRange(sql`d.created_at`, r)}
    GROUP BY 1`);
  const out = new Map<string, Winnings>();
  for (const row of rows) {
    let w = out.get(row.bucket);
    if (!w) out.set(row.bucket, (w = { caseWon: 0n, caseItems: 0, battleWon: 0n, battleItems: 0, dreamStaked: 0n, dreamWon: 0n, dreams: 0 }));
    if (row.source === String(MODULE.case)) { w.caseWon = BigInt(row.value); w.caseItems = Number(row.n); }
    else if (row.source === String(MODULE.battle)) { w.battleWon = BigInt(row.value); w.battleItems = Number(row.n); }
    else { w.dreamWon = BigInt(row.value); w.dreams = Number(row.n); w.dreamStaked = BigInt(row.extra); }
  }
  return out;
}

export const NO_WINNINGS: Winnings = { caseWon: 0n, caseItems: 0, battleWon: 0n, battleItems: 0, dreamStaked: 0n, dreamWon: 0n, dreams: 0 };
