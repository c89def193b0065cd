import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKETS } from '../contracts/box.ts';
import { openRollStream } from './bytes.ts';
import { refTicket } from './reference.node.ts';
import { rollTicket, sampleTicket, ticketLimit, ticketOf } from './ticket.ts';

describe('ticket mapping, exhaustively over k-bit sources', () => {
  // 2^32 values cannot be enumerated, so run the very same sampler on k-bit sources and enumerate
  // every value. The widths include W = 1, W = 2^k, divisors of 2^k, and W just over 2^(k-1)
  // (rejects almost half).
  for (const bits of [8, 9, 10, 11, 12]) {
    const size = 2 ** bits;
    const widths = [1, 2, 3, 5, 7, 10, 16, 100, size / 2 + 1, size - 1, size];
    for (const range of widths) {
      it(`k = ${bits}, W = ${range}: every ticket has floor(2^k / W) values, exactly the values >= limit are rejected`, () => {
        const perTicket = Math.floor(size / range);
        const limit = perTicket * range;
        expect(ticketLimit(range, bits)).toBe(limit);
        const counts = new Array<number>(range + 1).fill(0);
        const rejected: number[] = [];
        for (let u = 0; u < size; u++) {
          const draw = sampleTicket([u], range, bits);
          if (draw === null) {
            rejected.push(u);
            // A rejected value is skipped and the next one decides (0 is always accepted).
            expect(sampleTicket([u, 0], range, bits)).toEqual({ ticket: 1, draws: 2 });
            continue;
          }
          expect(draw.draws).toBe(1);
          expect(draw.ticket).toBe((u % range) + 1);
          counts[draw.ticket] += 1;
        }
        expect(counts[0]).toBe(0);
        expect(counts.slice(1)).toEqual(new Array(range).fill(perTicket));
        expect(rejected).toEqual(Array.from({ length: size - limit }, (_, i) => limit + i));
      });
    }
  }

  it('skips any number of rejected values in a row, counting them', () => {
    // k = 4, W = 3: limit 15, so only 15 is rejected.
    expect(sampleTicket([15, 15, 15, 4], 3, 4)).toEqual({ ticket: 2, draws: 4 });
    expect(sampleTicket([15, 15], 3, 4)).toBeNull();
    expect(sampleTicket([], 3, 4)).toBeNull();
    // Reads no further than the accepted value.
    function* source() {
      yield 15;
      yield 1;
      throw new Error('read past the accepted value');
    }
    expect(sampleTicket(source(), 3, 4)).toEqual({ ticket: 2, draws: 2 });
  });
});

describe('ticket mapping at 32 bits', () => {
  it('uses the same sampler: 32 is only the default width', () => {
    // Default width and explicit 32 agree; a k-bit value with k < 32 is also a valid 32-bit
    // value, and only the limit (the width) tells them apart.
    for (const [u, range] of [[0, 1], [4_293_999_999, TICKETS], [4_294_000_000, TICKETS], [12_345, 100]] as const) {
      expect(sampleTicket([u], range)).toEqual(sampleTicket([u], range, 32));
      expect(ticketOf(u, range)).toBe(ticketOf(u, range, 32));
    }
    expect(ticketOf(255, 10, 8)).toBeNull(); // 8-bit limit 250
    expect(ticketOf(255, 10, 32)).toBe(6); // 32-bit limit 4294967290
  });

  it('puts the limit of W = 1,000,000 at 4,294,000,000', () => {
    expect(ticketLimit(TICKETS)).toBe(4_294_000_000);
    expect(ticketOf(0, TICKETS)).toBe(1);
    expect(ticketOf(999_999, TICKETS)).toBe(TICKETS);
    expect(ticketOf(1_000_000, TICKETS)).toBe(1);
    expect(ticketOf(4_293_999_999, TICKETS)).toBe(TICKETS);
    expect(ticketOf(4_294_000_000, TICKETS)).toBeNull();
    expect(ticketOf(0xffffffff, TICKETS)).toBeNull();
  });

  it('handles the extreme widths: W = 1, W = 2^31 + 1, W = 2^32', () => {
    expect(ticketLimit(1)).toBe(2 ** 32);
    expect(ticketOf(0xffffffff, 1)).toBe(1);
    expect(ticketLimit(2 ** 31 + 1)).toBe(2 ** 31 + 1);
    expect(ticketOf(2 ** 31, 2 ** 31 + 1)).toBe(2 ** 31 + 1);
    expect(ticketOf(2 ** 31 + 1, 2 ** 31 + 1)).toBeNull();
    expect(ticketLimit(2 ** 32)).toBe(2 ** 32);
    expect(ticketOf(0xffffffff, 2 ** 32)).toBe(2 ** 32);
  });

  it('agrees with a BigInt implementation on random 32-bit values and widths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.array(fc.integer({ min: 0, max: 0xffffffff }), { maxLength: 4 }), (range, values) => {
        expect(sampleTicket(values, range)).toEqual(refTicket(values, range));
      }),
      { numRuns: 5000 },
    );
  });

  it('refuses widths and values outside the rule', () => {
    for (const [range, bits] of [[0, 32], [2 ** 32 + 1, 32], [1.5, 32], [NaN, 32], [17, 4], [1, 0], [1, 33], [1, 8.5]]) {
      expect(() => ticketLimit(range, bits)).toThrow(RangeError);
    }
    for (const u of [-1, 2 ** 32, 0.5, NaN]) expect(() => ticketOf(u, 10)).toThrow(RangeError);
    expect(() => ticketOf(16, 3, 4)).toThrow(RangeError);
  });
});

describe('rollTicket', () => {
  const base = { serverSeed: 'ab'.repeat(32), clientSeed: 'abcdef0123456789', nonce: 1, game: 'case' as const, range: TICKETS };

  it('is the sampler run over the roll stream, at 32 bits', async () => {
    for (const range of [TICKETS, 100, 2 ** 31 + 1, 2 ** 32, 1]) {
      for (const nonce of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const stream = await openRollStream({ ...base, nonce });
        const values: number[] = [];
        for (let i = 0; i < 40; i++) values.push(await stream.next());
        expect(await rollTicket({ ...base, nonce, range })).toEqual(sampleTicket(values, range));
      }
    }
  });

  it('refuses inputs the server never rolls with', async () => {
    const bad = [
      { game: 'upgrade' },
      { clientSeed: '' },
      { clientSeed: 'é' },
      { clientSeed: 'x'.repeat(65) },
      { nonce: 0 },
      { nonce: -1 },
      { nonce: 1.5 },
      { nonce: 2 ** 53 },
      { range: 0 },
      { range: 2 ** 32 + 1 },
      { serverSeed: '' },
    ];
    for (const patch of bad) await expect(rollTicket({ ...base, ...patch } as typeof base)).rejects.toThrow(RangeError);
  });
});
