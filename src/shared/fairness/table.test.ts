import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickByTicket, validateTable, type TicketRange } from './table.ts';

/** Ranges from widths, in order: [2, 3] -> 1..2, 3..5. */
function tile(widths: readonly number[]): TicketRange[] {
  let from = 1;
  return widths.map((w) => {
    const row = { ticketFrom: from, ticketTo: from + w - 1 };
    from += w;
    return row;
  });
}

describe('validateTable', () => {
  it('accepts ranges that tile 1..W in order', () => {
    expect(validateTable(tile([1]), 1)).toEqual({ ok: true });
    expect(validateTable(tile([2600, 997_400]), 1_000_000)).toEqual({ ok: true });
    expect(validateTable(tile([1, 1, 1, 97]), 100)).toEqual({ ok: true });
  });

  it('names gaps, overlaps, short or long tables, empty rows and bad numbers', () => {
    const cases: [TicketRange[], number, RegExp][] = [
      [[], 10, /empty/],
      [[{ ticketFrom: 2, ticketTo: 10 }], 10, /gap/],
      [[{ ticketFrom: 0, ticketTo: 10 }], 10, /overlap/],
      [[{ ticketFrom: 1, ticketTo: 4 }, { ticketFrom: 6, ticketTo: 10 }], 10, /row 1: gap/],
      [[{ ticketFrom: 1, ticketTo: 5 }, { ticketFrom: 5, ticketTo: 10 }], 10, /row 1: overlap/],
      [[{ ticketFrom: 1, ticketTo: 9 }], 10, /end at 9/],
      [[{ ticketFrom: 1, ticketTo: 11 }], 10, /past the range/],
      [[{ ticketFrom: 1, ticketTo: 5 }, { ticketFrom: 6, ticketTo: 4 }], 10, /before it starts/],
      [[{ ticketFrom: 1, ticketTo: 5.5 }], 10, /integers/],
      [[{ ticketFrom: 1, ticketTo: NaN }], 10, /integers/],
      [tile([5, 5]), 0, /positive integer/],
      // Tiles as a set but not in the order given: refused, since binary search needs order.
      [[{ ticketFrom: 6, ticketTo: 10 }, { ticketFrom: 1, ticketTo: 5 }], 10, /row 0: gap/],
    ];
    for (const [table, range, reason] of cases) {
      const check = validateTable(table, range);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.reason).toMatch(reason);
    }
  });
});

describe('pickByTicket', () => {
  it('finds the owning row for every ticket of a small table', () => {
    const table = tile([1, 3, 1, 7, 2, 1, 5]);
    const range = 20;
    for (let ticket = 1; ticket <= range; ticket++) {
      const linear = table.findIndex((r) => r.ticketFrom <= ticket && ticket <= r.ticketTo);
      expect(pickByTicket(table, ticket)).toBe(linear);
    }
    for (const outside of [0, 21, -5, 1.5, NaN, Infinity]) expect(pickByTicket(table, outside)).toBe(-1);
  });

  it('agrees with a linear scan on random tables', () => {
    const widths = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(widths, fc.double({ min: 0, max: 1, noNaN: true }), (ws, at) => {
        const table = tile(ws);
        const range = table[table.length - 1].ticketTo;
        expect(validateTable(table, range).ok).toBe(true);
        const ticket = 1 + Math.min(range - 1, Math.floor(at * range));
        expect(pickByTicket(table, ticket)).toBe(table.findIndex((r) => r.ticketFrom <= ticket && ticket <= r.ticketTo));
        // Both ends of every row.
        table.forEach((r, i) => {
          expect(pickByTicket(table, r.ticketFrom)).toBe(i);
          expect(pickByTicket(table, r.ticketTo)).toBe(i);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('gives -1 for a ticket in a gap', () => {
    expect(pickByTicket([{ ticketFrom: 1, ticketTo: 4 }, { ticketFrom: 7, ticketTo: 10 }], 5)).toBe(-1);
    expect(pickByTicket([], 1)).toBe(-1);
  });
});
