// Money helpers for the browser. Display goes through displayYuan (src/shared/money.ts).
import { formatFen, parseYuan } from '../shared/money.ts';

const DECIMAL = /^(\d{1,12})(?:\.(\d{1,8}))?$/;
const SCALE = 8;

/** A non-negative decimal string as an integer scaled by 10^8; null when it is not one. */
function scaled(text: string): bigint | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  return BigInt(m[1]) * 10n ** BigInt(SCALE) + BigInt((m[2] ?? '').padEnd(SCALE, '0'));
}

/**
 * What the user pays in a currency for `amountYuan` CNY when one unit of it buys `rate` CNY:
 * amount / rate, rounded up to 2 decimals (spec §5). Null when either input is not a number or
 * the rate is zero. Returned in the wire format ("13.89").
 */
export function payAmountFor(amountYuan: string, rate: string): string | null {
  const fen = parseYuan(amountYuan);
  const r = scaled(rate);
  if (fen === null || r === null || r === 0n) return null;
  // cents = fen / 100 / (r / 10^8) * 100 = fen * 10^8 / r
  const num = fen * 10n ** BigInt(SCALE);
  const cents = num / r + (num % r === 0n ? 0n : 1n);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** min <= amount <= max, all yuan strings; false when any is unparseable. */
export function amountInRange(amount: string, min: string, max: string): boolean {
  const a = parseYuan(amount);
  const lo = parseYuan(min);
  const hi = parseYuan(max);
  if (a === null || lo === null || hi === null) return false;
  return a >= lo && a <= hi;
}

/** The sum of yuan strings, as a wire string ("12.50"); unparseable entries count as 0. */
export function sumYuan(amounts: Iterable<string>): string {
  let fen = 0n;
  for (const a of amounts) fen += parseYuan(a) ?? 0n;
  return formatFen(fen);
}

/** `price` × `count` as a wire string (the cost of opening several cases); null if unparseable. */
export function timesYuan(price: string, count: number): string | null {
  const fen = parseYuan(price);
  return fen === null ? null : formatFen(fen * BigInt(Math.max(0, Math.floor(count))));
}
