// Account actions. Islands call these; they talk to the API and update the stores.
import type { ChangePasswordBody, FindPasswordBody, LoginBody, SignUpBody, SmsLoginBody } from '../../shared/contracts/auth.ts';
import { endpoints } from '../api/endpoints.ts';
import { isStale } from '../api/client.ts';
import { nav } from '../nav.ts';
import { $auth, clearToken, setToken } from '../stores/auth.ts';
import { closeDialog, switchDialog } from '../stores/dialogs.ts';
import { $user } from '../stores/user.ts';

/** Fetch user info when logged in (the spec's roles); clear it when not. Resolves to the user or null. */
export async function refreshUser(): Promise<void> {
  if (!$auth.get()) {
    $user.set(null);
    return;
  }
  try {
    const user = await endpoints.userInfo({ silent: true });
    // A logout that happened while the request was in flight wins.
    $user.set($auth.get() ? user : null);
  } catch (err) {
    if (isStale(err)) return;
    // 401 is handled by the client (token dropped); other failures keep the last known user.
  }
}

/** The wallet is derived from user info; refresh it after anything that moves money. */
export const refreshWallet = refreshUser;

async function signedIn(token: string): Promise<void> {
  setToken(token);
  closeDialog('login');
  closeDialog('register');
  closeDialog('smsLogin');
  closeDialog('findPassword');
  await refreshUser();
}

/** `captchaToken`: a slider pass, once the server asks for one (step-up after failures). */
export async function login(phone: string, password: string, captchaToken?: string): Promise<void> {
  const body: LoginBody = { phone, password, ...(captchaToken ? { captchaToken } : {}) };
  const { token } = await endpoints.login(body);
  await signedIn(token);
}

export async function signUp(body: SignUpBody): Promise<void> {
  const { token } = await endpoints.signUp(body);
  await signedIn(token);
}

/** The site's default invitation code (sign-up's when the address names none); null when unknown. */
export async function defaultInvitationCode(): Promise<string | null> {
  try {
    const { code } = await endpoints.defaultInvitationCode();
    return code || null;
  } catch {
    return null;
  }
}

/** Signs in with a code sent by SMS (purpose login); the token is kept as after a password login. */
export async function smsLogin(phone: string, code: string, captchaToken?: string): Promise<void> {
  const body: SmsLoginBody = { phone, code, ...(captchaToken ? { captchaToken } : {}) };
  const { token } = await endpoints.smsLogin(body);
  await signedIn(token);
}

/**
 * Sets a new password with a code sent by SMS (purpose findPassword). The server ends every
 * session of the account, so no token comes back: the login dialog opens for the new password.
 */
export async function findPassword(body: FindPasswordBody): Promise<void> {
  await endpoints.findPassword(body);
  switchDialog('findPassword', 'login');
}

/** Needs the current password; the server ends every other session, this one stays. */
export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await endpoints.changePassword(body);
  closeDialog('changePassword');
}

/** The spec's states: logout calls the logout endpoint, removes the token and goes to /. */
export async function logout(): Promise<void> {
  try {
    if ($auth.get()) await endpoints.logout();
  } catch {
    // The token is removed locally whatever the server says.
  } finally {
    clearToken();
    $user.set(null);
    nav.go('/');
  }
}
