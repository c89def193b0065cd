// Account actions. Islands call these; they talk to the API and update the stores.
import { atom } from 'nanostores';
import type { ChangePasswordBody, FindPasswordBody, LoginBody, LoginResult, SignUpBody, SmsLoginBody } from '../../shared/contracts/auth.ts';
import { endpoints } from '../api/endpoints.ts';
import { totpApi } from '../api/totp.ts';
import { withTotp } from '../totp-prompt.ts';
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

/**
 * A sign-in waiting for its second step: the account has the authenticator on and this device is
 * new, so the password or SMS step answered a challenge instead of a session. The sign-in dialogs
 * show the code step while it is set.
 */
export const $secondFactor = atom<{ challenge: string } | null>(null);

/** Signed in (true), or the second step is due (false, $secondFactor set). */
async function firstStepDone(result: LoginResult): Promise<boolean> {
  if (result.secondFactor === 'totp' && result.challenge) {
    $secondFactor.set({ challenge: result.challenge });
    return false;
  }
  await signedIn(result.token);
  return true;
}

/** The second step: the authenticator's code (or a recovery code) with the challenge. */
export async function finishTotpLogin(code: string): Promise<void> {
  const pending = $secondFactor.get();
  if (!pending) return;
  const { token } = await totpApi.login(pending.challenge, code);
  $secondFactor.set(null);
  await signedIn(token);
}

/** Back to the first step (a challenge that expired, or the player gives up). */
export const cancelSecondFactor = (): void => $secondFactor.set(null);

/** `captchaToken`: a slider pass, once the server asks for one (step-up after failures). Resolves to whether a session opened. */
export async function login(phone: string, password: string, captchaToken?: string): Promise<boolean> {
  const body: LoginBody = { phone, password, ...(captchaToken ? { captchaToken } : {}) };
  return firstStepDone(await endpoints.login(body));
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
export async function smsLogin(phone: string, code: string, captchaToken?: string): Promise<boolean> {
  const body: SmsLoginBody = { phone, code, ...(captchaToken ? { captchaToken } : {}) };
  return firstStepDone(await endpoints.smsLogin(body));
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
  // The authenticator's code is asked when the server wants it (lib/totp-prompt.ts).
  await withTotp((c) => endpoints.changePassword(body, c));
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
