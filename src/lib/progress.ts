// A progress bar's fill between two yuan amounts (level pages): the share of the way from
// `from` to `to` that `value` has gone, 0-100, rounded down so a bar is never full before it is.
export function progressPercent(value: string, from: string, to: string | null): number {
  if (to === null) return 100;
  const v = Number(value);
  const a = Number(from);
  const b = Number(to);
  if (![v, a, b].every(Number.isFinite) || b <= a) return v >= b ? 100 : 0;
  return Math.max(0, Math.min(100, Math.floor(((v - a) / (b - a)) * 100)));
}

/** What is still needed from `value` to `to` (yuan text, 2 decimals), never below zero. */
export function remainingYuan(value: string, to: string): string {
  const cents = Math.round(Number(to) * 100) - Math.round(Number(value) * 100);
  return (Math.max(0, cents) / 100).toFixed(2);
}
