import { $auth } from '../stores/auth.ts';
import { openDialog } from '../stores/dialogs.ts';
import { $user } from '../stores/user.ts';

/** The recharge dialog needs a signed-in user; otherwise ask them to log in first. */
export function openRecharge(): void {
  openDialog($auth.get() ? 'recharge' : 'login');
}

/**
 * Money answers (openBox, exchangeQuantity) carry the new balance (an opening also its points):
 * apply them at once, without
 * another userInfo round trip. $wallet is derived from $user, so the header follows.
 */
export function applyBalance(balance: string, points?: string): void {
  const user = $user.get();
  if (user && (user.balance !== balance || (points !== undefined && user.points !== points))) {
    $user.set({ ...user, balance, points: points ?? user.points });
  }
}
