import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WearKey } from '../../src/server/modules/boxes/data/types.ts';
import { WEARS } from '../../src/server/modules/boxes/data/wear.ts';
import { BASE_FEN, type PriceTier, TIER_ORDER, WEAR_FACTOR, popularity, priceFen, priceFromFactors } from './prices.ts';

const tier = fc.constantFrom(...TIER_ORDER);
const pop = fc.double({ min: 0.3, max: 200, noNaN: true });
const wear = fc.constantFrom(...WEARS);

describe('price table', () => {
  it('better wear is never cheaper', () => {
    fc.assert(
      fc.property(tier, pop, fc.boolean(), (t, p, st) => {
        const prices = WEARS.map((w) => priceFromFactors(t, p, w, st)); // FN first
        for (let i = 1; i < prices.length; i++) expect(prices[i - 1]).toBeGreaterThanOrEqual(prices[i]);
      }),
    );
    for (let i = 1; i < WEARS.length; i++) expect(WEAR_FACTOR[WEARS[i - 1]]).toBeGreaterThan(WEAR_FACTOR[WEARS[i]]);
  });

  it('StatTrak™ is never cheaper', () => {
    fc.assert(
      fc.property(tier, pop, wear, (t, p, w) => {
        expect(priceFromFactors(t, p, w, true)).toBeGreaterThanOrEqual(priceFromFactors(t, p, w, false));
      }),
    );
  });

  it('knives > covert > classified > restricted > mil-spec > industrial > consumer at the same popularity', () => {
    const chain: PriceTier[] = ['knife', 'covert', 'classified', 'restricted', 'milspec', 'industrial', 'consumer'];
    fc.assert(
      fc.property(pop, wear, fc.boolean(), (p, w, st) => {
        const prices = chain.map((t) => priceFromFactors(t, p, w, st));
        for (let i = 1; i < prices.length; i++) expect(prices[i - 1]).toBeGreaterThan(prices[i]);
        expect(priceFromFactors('gloves', p, w, false)).toBeGreaterThan(priceFromFactors('covert', p, w, st));
      }),
    );
  });

  it('base prices rise along TIER_ORDER, with knives and gloves far above covert', () => {
    for (let i = 1; i < TIER_ORDER.length; i++) expect(BASE_FEN[TIER_ORDER[i]]).toBeGreaterThan(BASE_FEN[TIER_ORDER[i - 1]]);
    expect(BASE_FEN.knife).toBeGreaterThanOrEqual(5 * BASE_FEN.covert);
    expect(BASE_FEN.gloves).toBeGreaterThanOrEqual(5 * BASE_FEN.covert);
  });

  it('prices are whole fen, at least 1', () => {
    fc.assert(
      fc.property(tier, fc.double({ min: 0, max: 500, noNaN: true }), wear, fc.boolean(), (t, p, w, st) => {
        const price = priceFromFactors(t, p, w, st);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('looks up popularity by weapon, then by skin (guns) or finish (knives, gloves), with defaults', () => {
    expect(popularity('classified', 'ak47', 'AK-47 | Redline')).toBeCloseTo(1.3 * 1.5);
    expect(popularity('milspec', 'p90', 'P90 | Something New')).toBeCloseTo(0.7); // both defaults
    expect(popularity('knife', 'knife_karambit', 'Karambit | Fade')).toBeCloseTo(2.4 * 1.8);
    // A gun finish named like a knife finish does not pick up the knife table.
    expect(popularity('restricted', 'mac10', 'MAC-10 | Fade')).toBeCloseTo(0.7);
  });

  it('is the documented formula', () => {
    const input = { tier: 'classified' as const, model: 'ak47', skin: 'AK-47 | Redline', wear: 'FT' as WearKey, statTrak: true };
    expect(priceFen(input)).toBe(Math.round(7_500 * 1.3 * 1.5 * 1 * 1.9));
  });
});
