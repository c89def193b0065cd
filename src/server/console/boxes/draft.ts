// A proposed table, checked and completed the way seeding does it (modules/boxes/seed-catalogue.ts):
// the weights, in the order given, become contiguous ranges 1..TICKETS; the price is derived from the
// expected value and the configured house edge; the fingerprint is the seed's. Pure: nothing is read
// but the item catalogue in memory, nothing is written, so preview and propose share it.
import { createHash } from 'node:crypto';
import { TICKETS } from '../../../shared/contracts/box.ts';
import { validateTable } from '../../../shared/fairness/index.ts';
import { formatFen } from '../../../shared/money.ts';
import { localized } from '../../../shared/localized.ts';
import type { Lang, MessageKey } from '../../../shared/messages.ts';
import type { ConsoleBoxItem, ConsoleBoxTable } from '../../../shared/console/boxes.ts';
import { AppError } from '../../errors.ts';
import { oddsPercent, rtpPercent, type TableEntry } from '../../modules/boxes/catalogue.ts';
import { casePrice, expectedValueFen } from '../../modules/boxes/data/pricing.ts';
import type { OrnamentRow } from '../../modules/boxes/ornaments.ts';

export interface Draft {
  table: TableEntry[];
  weights: { ornamentId: number; weight: number }[];
  price: bigint;
  /** Fen, rounded down (as box_versions stores it). */
  expectedValue: bigint;
  fingerprint: string;
}

function invalid(key: MessageKey, params: Record<string, string | number> = {}): AppError {
  return new AppError('CONSOLE_BOX_INVALID', params, key);
}

/** Refuses, naming the first problem (1-based item number): a weight below 1, an unknown or repeated item, a sum other than TICKETS, a price of 0. */
export function draftTable(
  weights: readonly { ornamentId: number; weight: number }[],
  ornaments: ReadonlyMap<number, OrnamentRow>,
  houseEdgePercent: number,
): Draft {
  const seen = new Set<number>();
  let sum = 0;
  weights.forEach(({ ornamentId, weight }, i) => {
    if (!Number.isSafeInteger(weight) || weight < 1) throw invalid('err.consoleBoxWeight', { n: i + 1 });
    if (!ornaments.has(ornamentId)) throw invalid('err.consoleBoxUnknownItem', { n: i + 1, id: ornamentId });
    if (seen.has(ornamentId)) throw invalid('err.consoleBoxDuplicateItem', { n: i + 1, id: ornamentId });
    seen.add(ornamentId);
    sum += weight;
  });
  if (sum !== TICKETS) throw invalid('err.consoleBoxTiling', { sum });
  const table: TableEntry[] = [];
  let from = 1;
  for (const { ornamentId, weight } of weights) {
    table.push({ ornamentId, ticketFrom: from, ticketTo: from + weight - 1 });
    from += weight;
  }
  // Cannot fail after the checks above; kept so a future change to them cannot publish a bad table.
  const tiling = validateTable(table, TICKETS);
  if (!tiling.ok) throw invalid('err.consoleBoxTiling', { sum });
  const prices = new Map(table.map((e) => [e.ornamentId, { price: Number(ornaments.get(e.ornamentId)!.price) }]));
  const ev = expectedValueFen(table, prices);
  const price = BigInt(casePrice(ev, houseEdgePercent / 100));
  if (price <= 0n) throw invalid('err.consoleBoxPriceZero');
  const fingerprint = createHash('sha256').update(JSON.stringify({ items: table, price: String(price) })).digest('hex');
  return { table, weights: weights.map((w) => ({ ...w })), price, expectedValue: BigInt(Math.floor(ev)), fingerprint };
}

/** A table's rows with odds and item values, in ticket order, and its price, EV and RTP. */
export function tableView(
  v: { price: bigint; expectedValue: bigint; table: readonly TableEntry[] },
  ornaments: ReadonlyMap<number, OrnamentRow>,
  lang: Lang,
): ConsoleBoxTable {
  const items: ConsoleBoxItem[] = v.table.map((e) => {
    const o = ornaments.get(e.ornamentId)!;
    return {
      ornamentId: e.ornamentId,
      name: localized(o.info.name, lang),
      rarityColor: o.info.rarity.color,
      wear: o.info.wear,
      price: formatFen(o.price),
      ticketFrom: e.ticketFrom,
      ticketTo: e.ticketTo,
      tickets: e.ticketTo - e.ticketFrom + 1,
      odds: oddsPercent(e),
    };
  });
  return {
    price: formatFen(v.price),
    expectedValue: formatFen(v.expectedValue),
    rtp: rtpPercent(v, ornaments as Map<number, OrnamentRow>),
    items,
  };
}
