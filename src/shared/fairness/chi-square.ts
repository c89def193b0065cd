// Pearson's chi-square goodness of fit, for the statistical tests of the roll path (and any
// later odds audit). Written here rather than pulled from a stats package: it is small, and the
// tests check it against published quantiles.

/** sum over cells of (observed - expected)^2 / expected. Every expected count must be > 0. */
export function chiSquareStatistic(observed: readonly number[], expected: readonly number[]): number {
  if (observed.length !== expected.length) throw new RangeError('observed and expected differ in length');
  let stat = 0;
  for (let i = 0; i < observed.length; i++) {
    if (!(expected[i] > 0)) throw new RangeError(`expected count of cell ${i} must be > 0`);
    stat += (observed[i] - expected[i]) ** 2 / expected[i];
  }
  return stat;
}

/** P(X >= stat) for X ~ chi-square with df degrees of freedom: Q(df/2, stat/2). */
export function chiSquarePValue(stat: number, df: number): number {
  if (!(df > 0)) throw new RangeError(`df must be > 0, got ${df}`);
  if (!(stat >= 0)) throw new RangeError(`stat must be >= 0, got ${stat}`);
  return regularizedGammaQ(df / 2, stat / 2);
}

// Lanczos approximation (g = 7, n = 9): ln Γ(x) to about 15 significant digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0];
  for (let i = 1; i < LANCZOS.length; i++) sum += LANCZOS[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPS = 1e-15;
const TINY = 1e-300;
const MAX_STEPS = 10_000;

/**
 * Regularized upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). The power series converges fast
 * for x < a + 1, the continued fraction (modified Lentz) elsewhere; each branch is used where it
 * is accurate, so small tail probabilities keep their relative precision.
 */
export function regularizedGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const logPrefix = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    // P(a, x) = e^-x x^a / Γ(a) * sum_n x^n / (a (a+1) ... (a+n))
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_STEPS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefix));
  }
  let b = x + 1 - a;
  let c = 1 / TINY;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_STEPS; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < TINY) d = TINY;
    c = b + an / c;
    if (Math.abs(c) < TINY) c = TINY;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPS) break;
  }
  return Math.exp(logPrefix) * h;
}
