import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { casePrice, expectedValueFen, expectedValueMicroFen, rtpBasisPoints } from './pricing.ts';
import type { CaseItem } from './types.ts';

const catalogue = new Map([
  [1, { price: 100_000 }], // ¥1000
  [2, { price: 1_000 }],
  [3, { price: 33 }],
]);
const items: CaseItem[] = [
  { ornamentId: 1, ticketFrom: 1, ticketTo: 1_000 }, // 0.1 %
  { ornamentId: 2, ticketFrom: 1_001, ticketTo: 101_000 }, // 10 %
  { ornamentId: 3, ticketFrom: 101_001, ticketTo: 1_000_000 }, // the rest
];

describe('expectedValueFen', () => {
  it('is Σ price × tickets / 1,000,000', () => {
    const micro = 100_000n * 1_000n + 1_000n * 100_000n + 33n * 899_000n;
    expect(expectedValueMicroFen(items, catalogue)).toBe(micro);
    expect(expectedValueFen(items, catalogue)).toBeCloseTo(Number(micro) / 1e6, 9);
    expect(expectedValueFen(items, catalogue)).toBe(229.667);
  });

  it('refuses an item that is not in the catalogue', () => {
    expect(() => expectedValueFen([{ ornamentId: 9, ticketFrom: 1, ticketTo: 1_000_000 }], catalogue)).toThrow(/not in the catalogue/);
  });
});

describe('casePrice', () => {
  it('is ceil(EV / (1 − edge)) without floating-point surprises', () => {
    expect(casePrice(90, 0.1)).toBe(100);
    expect(Math.ceil(21 / (1 - 0.3))).toBe(31); // the naive float formula overcharges a fen
    expect(casePrice(21, 0.3)).toBe(30);
    expect(casePrice(465, 0.07)).toBe(500);
    expect(casePrice(229.667, 0.1)).toBe(256); // 255.18… rounds up
    expect(casePrice(100, 0)).toBe(100);
    expect(casePrice(0.5, 0)).toBe(1);
    expect(casePrice(0, 0.1)).toBe(0);
  });

  it('never gives the player more than 1 − edge, and never overcharges by a fen or more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 500_000 }), (micro, edgePpm) => {
        const ev = micro / 1e6;
        const edge = edgePpm / 1e6;
        const price = casePrice(ev, edge);
        const keepPpm = 1_000_000 - edgePpm;
        // price × (1 − edge) ≥ EV, and (price − 1) × (1 − edge) < EV, in exact integers.
        expect(BigInt(price) * BigInt(keepPpm)).toBeGreaterThanOrEqual(BigInt(micro));
        expect(BigInt(price - 1) * BigInt(keepPpm)).toBeLessThan(BigInt(micro));
      }),
    );
  });

  it('rejects nonsense', () => {
    expect(() => casePrice(-1, 0.1)).toThrow(RangeError);
    expect(() => casePrice(Number.NaN, 0.1)).toThrow(RangeError);
    expect(() => casePrice(100, 1)).toThrow(RangeError);
    expect(() => casePrice(100, -0.01)).toThrow(RangeError);
    expect(() => casePrice(100, 0.9999999)).toThrow(RangeError); // rounds to 100 %
  });
});

describe('rtpBasisPoints', () => {
  it('is EV / price in hundredths of a percent, rounded down', () => {
    expect(rtpBasisPoints(90, 100)).toBe(9_000);
    expect(rtpBasisPoints(229.667, 256)).toBe(8_971); // 89.7136 %
    expect(() => rtpBasisPoints(1, 0)).toThrow(RangeError);
  });
});
