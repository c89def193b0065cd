// The spec's login tip, registration tip and user verification overlays. The login tip answers a
// visitor who tries something that needs an account (buying in the shop, creating a battle): it
// says why and offers both ways in, where the bare login form left a newcomer without one. The
// registration tip follows a sign-up: the account cannot deposit until its real name is verified
// (18+), so it points there (the verification overlay, which leads to the form on /personal);
// it is not a modal and closes by itself, so the page stays usable behind it.
import { $loggedIn } from '../stores/auth.ts';
import { closeDialog, openDialog, switchDialog } from '../stores/dialogs.ts';

/** How long the registration tip stays by itself, ms. */
export const REGISTER_TIP_MS = 12_000;

/** True when signed in; else opens the login tip (the caller stops). */
export function askToSignIn(): boolean {
  if ($loggedIn.get()) return true;
  openDialog('loginTip');
  return false;
}

export const loginTipToLogin = (): void => switchDialog('loginTip', 'login');
export const loginTipToRegister = (): void => switchDialog('loginTip', 'register');

/** After a sign-up: the registration tip, unless the account is already verified. */
export function afterRegistered(verified = false): void {
  if (!verified) openDialog('registerTip');
}

export const registerTipToVerify = (): void => switchDialog('registerTip', 'verify');

/** Closes the registration tip after REGISTER_TIP_MS; returns the cancel. */
export function closeRegisterTipLater(ms = REGISTER_TIP_MS): () => void {
  const timer = setTimeout(() => closeDialog('registerTip'), ms);
  return () => clearTimeout(timer);
}
