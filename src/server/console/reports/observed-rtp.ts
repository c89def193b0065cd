// Observed return to player per case: how many times each case was rolled in a window, what those
// openings cost, what they paid out at the prices recorded when won, and what the odds table
// declares. Read only from outcomes already stored (rolls, backpack items, battle results); no seed
// is read or shown.
//
// What counts as an opening: every roll of a case's ticket table.
// - A case opening: a `rolls` row with game 'case' (boxes/opening/statements.ts), its item the backpack row
//   pointing at it (price = the item's price when won), its cost the version's price (an opening
//   of n cases debits n × the version's price: boxes/opening/open.ts).
// - A battle round: a `battle_results` row (one per seat and round, bots' seats included): it
//   rolls the same frozen version's table (battles/settle.ts), so it is one more draw from the
//   distribution the monitor tests; its cost is the version's price too (a seat costs the sum of
//   its rounds' case prices: battles/create.ts), its payout the recorded `value`; its time is the
//   room's start (the rounds are rolled then). Both sources are counted, and told apart.
// The declared RTP and the payout's distribution come from the version's ticket table and the
// catalogue's item prices (the figures the case page publishes: boxes/catalogue.ts rtpPercent).
//
// Exact integer maths: with W = 1,000,000 tickets, a version's S1 = Σ tickets × price (its expected
// payout × W) and S2 = Σ tickets × price² (E[payout²] × W). Summed over the versions rolled, the
// expected total payout is Σ n·S1 / W and the total payout's variance Σ n·(S2·W − S1²) / W², so
// z = (won·W − Σ n·S1) / √(Σ n·(S2·W − S1²)), the one-version z = (mean − EV) / (σ/√n) of several.
import { sql, type SQL } from 'drizzle-orm';
import { TICKETS } from '../../../shared/contracts/box.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';

export interface RtpWindow {
  /** Inclusive lower bound of the opening time; none: from the start. */
  since?: Date;
  /** Exclusive upper bound; none: up to now. */
  until?: Date;
  boxId?: number;
}

/** One case's openings in a window, per source and over every version rolled. */
export interface ObservedRtp {
  boxId: number;
  /** The versions rolled in the window, ascending. */
  versions: number[];
  openings: number;
  caseOpenings: number;
  battleOpenings: number;
  /** Fen: what the openings cost (the version's price each). */
  spent: bigint;
  /** Fen: the value of what they won, at the prices recorded when won. */
  won: bigint;
  /** won / spent (1 = 100 %); null without openings. */
  observedRtp: number | null;
  /** Expected payout / spent over the versions rolled, by their tables. */
  declaredRtp: number | null;
  /** Σ n·S1: the expected total payout × W, exact. */
  expectedTimesW: bigint;
  /** Σ n·(S2·W − S1²): the total payout's variance × W², exact. */
  varianceTimesW2: bigint;
}

interface Row {
  box_id: number;
  box_version: number;
  source: 'case' | 'battle';
  openings: string;
  won: string;
  price: string;
  s1: string;
  s2: string;
}

const W = BigInt(TICKETS);

function timeBounds(column: SQL, w: RtpWindow): SQL {
  const parts: SQL[] = [sql`true`];
  if (w.since) parts.push(sql`${column} >= ${w.since.toISOString()}::timestamptz`);
  if (w.until) parts.push(sql`${column} < ${w.until.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

/**
 * One aggregate query: openings and payout per (case, version, source), joined to each version's
 * price and table moments. Case rolls are found by `rolls.game`, battle rounds by their room's start.
 */
async function versionRows(db: Db | Tx, w: RtpWindow): Promise<Row[]> {
  const box = (col: SQL) => (w.boxId === undefined ? sql`true` : sql`${col} = ${w.boxId}`);
  return queryRows<Row>(db, sql`
    WITH opened AS (
      SELECT r.box_id, r.box_version, 'case' AS source, count(*) AS openings, COALESCE(sum(b.price), 0) AS won
      FROM rolls r LEFT JOIN backpack_items b ON b.roll_id = r.id
      WHERE r.game = 'case' AND r.box_id IS NOT NULL AND ${timeBounds(sql`r.created_at`, w)} AND ${box(sql`r.box_id`)}
      GROUP BY r.box_id, r.box_version
      UNION ALL
      SELECT br.box_id, br.box_version, 'battle' AS source, count(*) AS openings, COALESCE(sum(br.value), 0) AS won
      FROM battle_results br JOIN battle_rooms rm ON rm.id = br.room_id
      WHERE rm.started_at IS NOT NULL AND ${timeBounds(sql`rm.started_at`, w)} AND ${box(sql`br.box_id`)}
      GROUP BY br.box_id, br.box_version
    ), moments AS (
      SELECT i.box_id, i.version,
        sum((i.ticket_to - i.ticket_from + 1)::numeric * o.price) AS s1,
        sum((i.ticket_to - i.ticket_from + 1)::numeric * o.price * o.price) AS s2
      FROM box_version_items i JOIN ornaments o ON o.id = i.ornament_id
      WHERE (i.box_id, i.version) IN (SELECT box_id, box_version FROM opened)
      GROUP BY i.box_id, i.version
    )
    SELECT op.box_id, op.box_version, op.source, op.openings::text AS openings, op.won::text AS won,
      v.price::text AS price, m.s1::text AS s1, m.s2::text AS s2
    FROM opened op
    JOIN box_versions v ON v.box_id = op.box_id AND v.version = op.box_version
    JOIN moments m ON m.box_id = op.box_id AND m.version = op.box_version
    ORDER BY op.box_id, op.box_version, op.source`);
}

/** Per case (with at least one opening in the window), ascending by case id. */
export async function observedRtp(db: Db | Tx, w: RtpWindow = {}): Promise<ObservedRtp[]> {
  const byBox = new Map<number, ObservedRtp>();
  for (const r of await versionRows(db, w)) {
    const boxId = Number(r.box_id);
    const version = Number(r.box_version);
    let o = byBox.get(boxId);
    if (!o) {
      o = { boxId, versions: [], openings: 0, caseOpenings: 0, battleOpenings: 0, spent: 0n, won: 0n, observedRtp: null, declaredRtp: null, expectedTimesW: 0n, varianceTimesW2: 0n };
      byBox.set(boxId, o);
    }
    const n = BigInt(r.openings);
    const s1 = BigInt(r.s1);
    const s2 = BigInt(r.s2);
    if (!o.versions.includes(version)) o.versions.push(version);
    o.openings += Number(n);
    if (r.source === 'case') o.caseOpenings += Number(n);
    else o.battleOpenings += Number(n);
    o.spent += n * BigInt(r.price);
    o.won += BigInt(r.won);
    o.expectedTimesW += n * s1;
    o.varianceTimesW2 += n * (s2 * W - s1 * s1);
  }
  const out = [...byBox.values()];
  for (const o of out) {
    o.versions.sort((a, b) => a - b);
    if (o.spent > 0n) {
      o.observedRtp = ratio(o.won, o.spent);
      o.declaredRtp = ratio(o.expectedTimesW, o.spent * W);
    }
  }
  return out;
}

/** a / b as a float with ~15 significant digits, from exact integers of any size. */
export function ratio(a: bigint, b: bigint): number {
  if (b === 0n) return Number.NaN;
  const scale = 10n ** 15n;
  return Number((a * scale) / b) / 1e15;
}

/**
 * z = (observed payout − expected) / its standard deviation under the table; null without
 * openings. A table with a single item has no variance: z is 0 when it paid exactly that, else ±∞.
 */
export function zScore(o: Pick<ObservedRtp, 'openings' | 'won' | 'expectedTimesW' | 'varianceTimesW2'>): number | null {
  if (o.openings === 0) return null;
  const diff = o.won * W - o.expectedTimesW;
  if (o.varianceTimesW2 === 0n) return diff === 0n ? 0 : diff > 0n ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  return Number(diff) / Math.sqrt(Number(o.varianceTimesW2));
}
