// Trades the callback page's one-time code for a session token and keeps it the way every
// sign-in does (the token store), so the next page starts signed in.
import type { SteamExchangeResult } from '../../shared/contracts/steam.ts';
import { api } from '../api/index.ts';
import { setToken } from '../stores/auth.ts';

export async function exchangeSteamCode(code: string): Promise<void> {
  // Silent: the page shows its own message; a toast would say the same twice.
  const { token } = await api.post<SteamExchangeResult>('/auth/steamExchange', { code }, { silent: true });
  setToken(token);
}
