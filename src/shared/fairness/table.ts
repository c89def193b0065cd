// Item ranges (design.md, "Fairness"): each item owns a published contiguous range
// [ticketFrom, ticketTo] in the case's item order and the ranges tile 1..W, so the odds shown
// are exactly the odds rolled. validateTable is the check; pickByTicket maps a ticket to its item.

export interface TicketRange {
  ticketFrom: number;
  ticketTo: number;
}

export type TableCheck = { ok: true } | { ok: false; reason: string };

/**
 * ok when the ranges, in the order given, run 1..W with no gap and no overlap: the first starts
 * at 1, each starts one after the previous ends, none is empty, the last ends at W.
 */
export function validateTable(table: readonly TicketRange[], range: number): TableCheck {
  if (!Number.isSafeInteger(range) || range < 1) return { ok: false, reason: `range must be a positive integer, got ${range}` };
  if (table.length === 0) return { ok: false, reason: 'the table is empty' };
  let expectedFrom = 1;
  for (let i = 0; i < table.length; i++) {
    const { ticketFrom, ticketTo } = table[i];
    if (!Number.isSafeInteger(ticketFrom) || !Number.isSafeInteger(ticketTo)) return { ok: false, reason: `row ${i}: bounds must be integers` };
    if (ticketFrom !== expectedFrom) {
      const what = ticketFrom > expectedFrom ? 'gap' : 'overlap';
      return { ok: false, reason: `row ${i}: ${what}, starts at ${ticketFrom} but ${expectedFrom} was expected` };
    }
    if (ticketTo < ticketFrom) return { ok: false, reason: `row ${i}: ends at ${ticketTo}, before it starts at ${ticketFrom}` };
    if (ticketTo > range) return { ok: false, reason: `row ${i}: ends at ${ticketTo}, past the range ${range}` };
    expectedFrom = ticketTo + 1;
  }
  if (expectedFrom !== range + 1) return { ok: false, reason: `the ranges end at ${expectedFrom - 1}, not at ${range}` };
  return { ok: true };
}

/**
 * The index of the row whose range holds the ticket, or -1. Binary search, so the table must be
 * in ascending ticket order, as a valid table is; on a table with gaps a ticket in a gap gives -1.
 */
export function pickByTicket(table: readonly TicketRange[], ticket: number): number {
  // NaN would fail both comparisons below and look like a hit.
  if (!Number.isInteger(ticket)) return -1;
  let lo = 0;
  let hi = table.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const row = table[mid];
    if (ticket < row.ticketFrom) hi = mid - 1;
    else if (ticket > row.ticketTo) lo = mid + 1;
    else return mid;
  }
  return -1;
}
