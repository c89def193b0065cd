// Money helpers for the browser. Display goes through displayYuan (src/shared/money.ts).
import { chargeFor, formatFen, parseYuan } from '../shared/money.ts';

/**
 * What the user pays in a currency for `amountYuan` CNY when one unit of it buys `rate` CNY:
 * amount / rate, rounded up to 2 decimals (the spec's validation rules). Null when either input is not a number or
 * the rate is zero. Returned in the wire format ("13.89").
 */
export function payAmountFor(amountYuan: string, rate: string): string | null {
  const fen = parseYuan(amountYuan);
  const rateFen = parseYuan(rate);
  if (fen === null || rateFen === null || rateFen === 0n) return null;
  return formatFen(chargeFor(fen, rateFen));
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
