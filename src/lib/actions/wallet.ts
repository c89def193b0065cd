import { $auth } from '../stores/auth.ts';
import { openDialog } from '../stores/dialogs.ts';

/** The recharge dialog needs a signed-in user; otherwise ask them to log in first. */
export function openRecharge(): void {
  openDialog($auth.get() ? 'recharge' : 'login');
}
