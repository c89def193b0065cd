// Account actions. Islands call these; they talk to the API and update the stores.
import type { LoginBody, SignUpBody } from '../../shared/contracts/auth.ts';
import { endpoints } from '../api/endpoints.ts';
import { isStale } from '../api/client.ts';
import { nav } from '../nav.ts';
import { $auth, clearToken, setToken } from '../stores/auth.ts';
import { closeDialog } from '../stores/dialogs.ts';
import { $user } from '../stores/user.ts';

/** Fetch user info when logged in (spec §6); clear it when not. Resolves to the user or null. */
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

export async function login(phone: string, password: string): Promise<void> {
  const body: LoginBody = { phone, password };
  const { token } = await endpoints.login(body);
  await signedIn(token);
}

export async function signUp(body: SignUpBody): Promise<void> {
  const { token } = await endpoints.signUp(body);
  await signedIn(token);
}

/** Spec §4: logout calls the logout endpoint, removes the token and goes to /. */
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
