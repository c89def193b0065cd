// What an opening was worth against what it cost, for the result dialog. Integer fen only.
import { formatFen, parseYuan } from '../../shared/money.ts';

/**
 * An item's value as a multiple of the case price: "2.4" for ¥12 from a ¥5 case (one decimal,
 * rounded down so a loss never shows as ×1.0; two below ×0.1). Null when a price is unusable.
 */
export function priceMultiple(value: string, casePrice: string): string | null {
  const v = parseYuan(value);
  const p = parseYuan(casePrice);
  if (v === null || p === null || p === 0n) return null;
  const hundredths = (v * 100n) / p;
  if (hundredths < 10n) return `0.${hundredths.toString().padStart(2, '0')}`;
  const tenths = hundredths / 10n;
  return `${tenths / 10n}.${tenths % 10n}`;
}

export type Outcome = { kind: 'profit' | 'loss'; amount: string } | { kind: 'even'; amount: '0.00' };

/** The drops' total value against what opening them cost (`paid`: after a case coupon). */
export function openingOutcome(values: readonly string[], paid: string): Outcome {
  const total = values.reduce((sum, v) => sum + (parseYuan(v) ?? 0n), 0n);
  const cost = parseYuan(paid) ?? 0n;
  const diff = total - cost;
  if (diff === 0n) return { kind: 'even', amount: '0.00' };
  return diff > 0n ? { kind: 'profit', amount: formatFen(diff) } : { kind: 'loss', amount: formatFen(-diff) };
}
