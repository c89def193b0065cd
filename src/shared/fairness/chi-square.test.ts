import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareStatistic, logGamma, regularizedGammaQ } from './chi-square.ts';

/** |actual - expected| within `rel` of expected. */
function close(actual: number, expected: number, rel = 1e-9) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(Math.abs(expected) * rel);
}

describe('chi-square p-value', () => {
  it('matches the textbook critical values', () => {
    close(chiSquarePValue(3.841458820694124, 1), 0.05);
    close(chiSquarePValue(10.827566170662733, 1), 0.001);
    close(chiSquarePValue(36.12327368039814, 14), 0.001);
    // The rounded table values of the brief.
    close(chiSquarePValue(3.841, 1), 0.050013683763956804);
    close(chiSquarePValue(10.828, 1), 0.0009997657195830916);
    close(chiSquarePValue(36.12, 14), 0.001001130796839834);
  });

  it('matches scipy.stats.chi2.sf across both branches and the far tail', () => {
    // Reference values from scipy 1.17 chi2.sf(x, df).
    const table: [number, number, number][] = [
      [100, 100, 0.48119168452795674],
      [0.5, 3, 0.9188914116546758],
      [1e-6, 1, 0.9992021155721779],
      [2, 7, 0.9598403687301016],
      [26.07, 1, 3.292604011799072e-7],
      [200, 14, 5.492917825589891e-35],
    ];
    for (const [x, df, p] of table) close(chiSquarePValue(x, df), p, 1e-8);
  });

  it('matches the closed forms for df = 2 and df = 4', () => {
    for (const x of [0.01, 0.7, 3, 9.5, 40, 120]) {
      close(chiSquarePValue(x, 2), Math.exp(-x / 2), 1e-12);
      close(chiSquarePValue(x, 4), Math.exp(-x / 2) * (1 + x / 2), 1e-12);
    }
    expect(chiSquarePValue(0, 5)).toBe(1);
  });

  it('computes ln Γ and Q at known points', () => {
    expect(Math.abs(logGamma(1))).toBeLessThan(1e-14);
    close(logGamma(0.5), Math.log(Math.sqrt(Math.PI)), 1e-14);
    close(logGamma(10), Math.log(362_880), 1e-14);
    close(logGamma(100.5), 361.43554046777757, 1e-13); // scipy.special.gammaln
    close(regularizedGammaQ(1, 2), Math.exp(-2), 1e-13);
  });

  it('sums (observed - expected)^2 / expected', () => {
    expect(chiSquareStatistic([10, 20, 30], [20, 20, 20])).toBe(5 + 0 + 5);
    expect(() => chiSquareStatistic([1], [0])).toThrow(RangeError);
    expect(() => chiSquareStatistic([1, 2], [1])).toThrow(RangeError);
    expect(() => chiSquarePValue(-1, 3)).toThrow(RangeError);
    expect(() => chiSquarePValue(1, 0)).toThrow(RangeError);
  });
});
