// The take-back hold after a trade-link change (docs/decisions/0104), as the pages show it: the
// account page's trade-link field and the backpack's take-back dialog say why and until when.
// userInfo answers the end of the last change's hold, past or not; whether it is still running is
// decided here against the browser's clock.
import { computed } from 'nanostores';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import { $user } from '../stores/user.ts';

/** 'YYYY-MM-DD HH:mm' in China time (UTC+8), as the server's refusal and inbox message say it. */
export function chinaDateTime(t: Date): string {
  return new Date(t.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The hold's end in China time, or null when there is none (no change, or it is over). */
export function tradeHoldOf(user: Pick<UserInfo, 'tradeHoldUntil'> | null, now = new Date()): string | null {
  if (!user?.tradeHoldUntil) return null;
  const until = new Date(user.tradeHoldUntil);
  return Number.isNaN(until.getTime()) || until <= now ? null : chinaDateTime(until);
}

/** The signed-in player's running hold: its end in China time, or null. */
export const $tradeHold = computed($user, (user) => tradeHoldOf(user));
