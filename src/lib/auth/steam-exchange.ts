// Trades the callback page's one-time code for a session token and keeps it the way every
// sign-in does (the token store), so the next page starts signed in. An account with the
// authenticator on, signing in on a new device, gets the same second step as password and SMS
// sign-in instead: $secondFactor holds its challenge and the page shows the code step.
import type { SteamExchangeResult } from '../../shared/contracts/steam.ts';
import { $secondFactor } from '../actions/auth.ts';
import { api } from '../api/index.ts';
import { setToken } from '../stores/auth.ts';

/** Signed in (true), or the authenticator's code is due first (false, $secondFactor set). */
export async function exchangeSteamCode(code: string): Promise<boolean> {
  // Silent: the page shows its own message; a toast would say the same twice.
  const result = await api.post<SteamExchangeResult>('/auth/steamExchange', { code }, { silent: true });
  if (result.secondFactor === 'totp' && result.challenge) {
    $secondFactor.set({ challenge: result.challenge });
    return false;
  }
  setToken(result.token);
  return true;
}
