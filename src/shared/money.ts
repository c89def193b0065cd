// Money is integer fen (1 yuan = 100 fen) everywhere inside; yuan decimal strings on the wire.
// Never a float: parsing works on the digits of the string.

export type Fen = bigint;

const YUAN = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/** "12.5" -> 1250n; null when the text is not a non-negative amount with at most 2 decimals. */
export function parseYuan(text: string): Fen | null {
  const m = YUAN.exec(text.trim());
  if (!m) return null;
  const cents = (m[2] ?? '').padEnd(2, '0');
  return BigInt(m[1]) * 100n + BigInt(cents);
}

/** 1250n -> "12.50": the wire format, always two decimals. */
export function formatFen(fen: Fen | number): string {
  const v = BigInt(fen);
  const neg = v < 0n;
  const abs = neg ? -v : v;
  const s = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return neg ? `-${s}` : s;
}

/**
 * What people see: rounded up to 2 decimals (the spec's validation rules), a trailing ".00" dropped.
 * Accepts the wire string or any number-like text; unparseable text is shown as is.
 */
export function displayYuan(value: string | number | bigint): string {
  if (typeof value === 'bigint') return formatFen(value).replace(/\.00$/, '');
  const text = String(value).trim();
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!m) return text;
  const [, sign, int, frac = ''] = m;
  let fen = BigInt(int) * 100n + BigInt((frac.slice(0, 2) || '0').padEnd(2, '0'));
  // Round up (away from zero for display of a positive amount) when more than 2 decimals remain.
  if (/[1-9]/.test(frac.slice(2))) fen += 1n;
  return `${sign}${formatFen(fen).replace(/\.00$/, '')}`;
}

/** From this many yuan a phone's header shows the amount in short (compactYuan). */
export const COMPACT_FROM_YUAN = 1_000_000;

/**
 * A large amount in short for a narrow place, in the language's own way: 8,888,888.88 is
 * "888.89万" in Chinese and "8.89M" in English (two decimals at most, rounded down so it never
 * shows more than there is). Null below COMPACT_FROM_YUAN, or for text that is not an amount.
 */
export function compactYuan(value: string, lang: string): string | null {
  const yuan = Number(value);
  if (!Number.isFinite(yuan) || Math.abs(yuan) < COMPACT_FROM_YUAN) return null;
  return new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 2, roundingMode: 'trunc' }).format(yuan);
}

/** Percentage of an amount in fen, rounded down so the house never pays a fraction of a fen. */
export function percentOf(fen: Fen, percent: number): Fen {
  return (fen * BigInt(Math.round(percent * 100))) / 10000n;
}

/**
 * What a buyer pays, in minor units of a currency one unit of which buys `rateFen` CNY fen, for
 * `fen` CNY: rounded up to the cent, so the house is never short. One function for the order the
 * server makes and the amount the recharge dialog shows before paying, so the two cannot differ.
 */
export function chargeFor(fen: Fen, rateFen: Fen): Fen {
  return (fen * 100n + rateFen - 1n) / rateFen;
}
