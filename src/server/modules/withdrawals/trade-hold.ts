// The hold after a trade-link change (docs/decisions/0104): for 24 hours after the link changed
// from one link to another, take-backs are refused. Someone who got into the account and pointed
// the link at their own Steam account must wait out a day in which the owner is told (inbox, and
// the notice on /personal) and can sign in, change the password and put the link back.
import { AppError } from '../../errors.ts';

export const TRADE_LINK_HOLD_MS = 24 * 3600_000;

/** When take-backs may go out again; null when there is no hold (no change, or a first setting). */
export function tradeHoldUntil(changedAt: Date | null, now: Date): Date | null {
  if (!changedAt) return null;
  const until = new Date(changedAt.getTime() + TRADE_LINK_HOLD_MS);
  return until > now ? until : null;
}

/**
 * 'YYYY-MM-DD HH:mm' in China time (UTC+8), the site's clock for its players: a language-free
 * time the messages in every language quote, each saying which zone it is.
 */
export function chinaDateTime(t: Date): string {
  return new Date(t.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** Refuses a take-back inside the hold, saying until when. */
export function assertNoTradeHold(changedAt: Date | null, now: Date): void {
  const until = tradeHoldUntil(changedAt, now);
  if (until) throw new AppError('WITHDRAW_TRADE_LINK_HOLD', { until: chinaDateTime(until) });
}
