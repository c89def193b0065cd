// Turnover, GGR and sell-back, from players' postings (flows.ts) and what they won.
// - Turnover: money players put into games: cases (caseOpen), battles (seats paid, less seats
//   refunded when a room dissolved: a refund lands in the bucket it was paid back in), dream (fees
//   from the balance, and the value of backpack items staked instead); the shop's spend in gold
//   coins and in points apart (a purchase, not a game).
// - GGR (gross gaming revenue): what players spent on games minus the value of what they won, at the
//   prices recorded when won (cases' and battles' items; a dream's target when won). Bots' seats
//   are the house's own money and are left out; what a player wins from a bot's rounds counts.
// - Sell-back: what the house paid for items sold back (sellBack), the sales, and the items' value.
import { sql } from 'drizzle-orm';
import { ITEM_STATE } from '../../../shared/constants.ts';
import type { ReportAnswer } from '../../../shared/contracts/console-reports.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { cell, NO_WINNINGS, playerFlows, winnings, type Flows, type Winnings } from './flows.ts';
import { bucketSql, inRange, type ReportRange } from './range.ts';
import { reportTable } from './table.ts';

/** Money out of main and secondary accounts by kind (players' cash). */
const cashOut = (f: Flows, b: string, kind: string) => cell(f, b, kind, 'main').out + cell(f, b, kind, 'secondary').out;
const cashIn = (f: Flows, b: string, kind: string) => cell(f, b, kind, 'main').in + cell(f, b, kind, 'secondary').in;

interface Spend {
  cases: bigint;
  battles: bigint;
  dream: bigint;
  games: bigint;
}

function spend(f: Flows, w: Winnings, b: string): Spend {
  const cases = cashOut(f, b, 'caseOpen');
  const battles = cashOut(f, b, 'battleSeat') - cashIn(f, b, 'battleRefund');
  const dream = cashOut(f, b, 'dreamFee') + w.dreamStaked;
  return { cases, battles, dream, games: cases + battles + dream };
}

export async function turnoverReport(db: Db, r: ReportRange): Promise<ReportAnswer> {
  const [f, won] = await Promise.all([playerFlows(db, r), winnings(db, r)]);
  const w = (b: string) => won.get(b) ?? NO_WINNINGS;
  return reportTable('turnover', r, [
    { key: 'games', money: true, at: (b) => spend(f, w(b), b).games },
    { key: 'cases', money: true, at: (b) => spend(f, w(b), b).cases },
    { key: 'caseOpenings', money: false, at: (b) => w(b).caseItems },
    { key: 'battles', money: true, at: (b) => spend(f, w(b), b).battles },
    { key: 'dream', money: true, at: (b) => spend(f, w(b), b).dream },
    { key: 'dreams', money: false, at: (b) => w(b).dreams },
    { key: 'shopCoins', money: true, at: (b) => cell(f, b, 'shopBuy', 'coins').out },
    { key: 'shopPoints', money: true, at: (b) => cell(f, b, 'shopBuy', 'points').out },
  ]);
}

export async function ggrReport(db: Db, r: ReportRange): Promise<ReportAnswer> {
  const [f, won] = await Promise.all([playerFlows(db, r), winnings(db, r)]);
  const w = (b: string) => won.get(b) ?? NO_WINNINGS;
  const caseGgr = (b: string) => spend(f, w(b), b).cases - w(b).caseWon;
  const battleGgr = (b: string) => spend(f, w(b), b).battles - w(b).battleWon;
  const dreamGgr = (b: string) => spend(f, w(b), b).dream - w(b).dreamWon;
  return reportTable('ggr', r, [
    { key: 'ggr', money: true, at: (b) => caseGgr(b) + battleGgr(b) + dreamGgr(b) },
    { key: 'spent', money: true, at: (b) => spend(f, w(b), b).games },
    { key: 'won', money: true, at: (b) => w(b).caseWon + w(b).battleWon + w(b).dreamWon },
    { key: 'caseGgr', money: true, at: caseGgr },
    { key: 'battleGgr', money: true, at: battleGgr },
    { key: 'dreamGgr', money: true, at: dreamGgr },
  ]);
}

export async function sellBackReport(db: Db, r: ReportRange): Promise<ReportAnswer> {
  const f = await playerFlows(db, r);
  // An item sold back is in state `sold`, its updated_at the sale's time (bag/service.ts).
  const items = await queryRows<{ bucket: string; n: string; value: string }>(db, sql`
    SELECT ${bucketSql(sql`updated_at`, r.granularity)} AS bucket, count(*)::text AS n, sum(price)::text AS value
    FROM backpack_items WHERE state = ${ITEM_STATE.sold} AND ${inRange(sql`updated_at`, r)}
    GROUP BY 1`);
  const by = new Map(items.map((x) => [x.bucket, x]));
  return reportTable('sellBack', r, [
    { key: 'paid', money: true, at: (b) => cashIn(f, b, 'sellBack') },
    { key: 'sales', money: false, at: (b) => cell(f, b, 'sellBack', 'main').transactions + cell(f, b, 'sellBack', 'secondary').transactions },
    { key: 'itemsSold', money: false, at: (b) => Number(by.get(b)?.n ?? 0) },
    { key: 'itemsValue', money: true, at: (b) => BigInt(by.get(b)?.value ?? 0) },
  ]);
}
