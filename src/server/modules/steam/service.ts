// Steam sign-in, start to finish: send the browser to Steam with a fresh state, check what comes
// back, and hand the callback page a one-time code it exchanges for a session token.
import type { SteamCallbackParams } from '../../../shared/contracts/steam.ts';
import { STEAM_CALLBACK_PATH } from '../../../shared/contracts/steam.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { eq } from 'drizzle-orm';
import type { LoginResult } from '../../../shared/contracts/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/index.ts';
import { finishFirstStep } from '../auth/second-factor.ts';
import { sessionUser, type SessionOrigin, type SessionRules } from '../auth/sessions.ts';
import { steamAccount } from './account.ts';
import { authorizeUrl, checkAssertion, isState, openIdFields, SteamRefusal } from './openid.ts';
import { claimNonce, claimState, createState, issueExchangeCode, pruneSteamRows, redeemExchangeCode, type StateRow } from './store.ts';
import { confirmWithProvider } from './verify.ts';

export interface SteamDeps {
  db: Db;
  now: Date;
  /** The configured OpenID endpoint: the only place assertions are checked with. */
  endpoint: string;
  publicUrl: string;
  defaultInvitationCode: string;
}

/** Where every refusal sends the browser: the callback page shows "Steam 账号异常，请检查". */
export const STEAM_ERROR_LOCATION = `${STEAM_CALLBACK_PATH}?error=steam`;

/** The provider's login URL for a new sign-in. `start` is already cleaned (see steamLoginQuery). */
export async function startSteamLogin(deps: SteamDeps, start: StateRow): Promise<string> {
  // Each new sign-in sweeps yesterday's leftovers: no timer to run, and the sweep stays small.
  await pruneSteamRows(deps.db, deps.now);
  const state = await createState(deps.db, start, deps.now);
  return authorizeUrl(deps.endpoint, deps.publicUrl, state);
}

/**
 * Checks a returning assertion and signs the user in. Returns the callback page's address with
 * the one-time code; throws SteamRefusal for anything that is not a proven Steam account.
 * Cheap local checks first, then the state and nonce are used up, then Steam is asked.
 */
export async function finishSteamLogin(deps: SteamDeps, query: Record<string, unknown>): Promise<string> {
  const state = query.state;
  const fields = openIdFields(query);
  if (!isState(state)) throw new SteamRefusal('state format');
  if (!fields) throw new SteamRefusal('repeated or malformed openid field');
  const { steamId, nonce } = checkAssertion(fields, { endpoint: deps.endpoint, publicUrl: deps.publicUrl, state, now: deps.now });

  const started = await claimState(deps.db, state, deps.now);
  if (!started) throw new SteamRefusal('state unknown, used or expired');
  if (!(await claimNonce(deps.db, nonce, deps.now))) throw new SteamRefusal('response_nonce replayed');
  if (!(await confirmWithProvider(deps.endpoint, fields))) throw new SteamRefusal('check_authentication not valid');

  const userId = await steamAccount(deps.db, { steamId, ...started, defaultInvitationCode: deps.defaultInvitationCode });
  if (userId === null) throw new SteamRefusal('account cancelled');

  const code = await issueExchangeCode(deps.db, userId, deps.now);
  const params: SteamCallbackParams = {
    redirectUrl: started.redirectUrl,
    promoteCode: started.promoteCode ?? '',
    channelCode: started.channelCode ?? '',
  };
  return `${STEAM_CALLBACK_PATH}?params=${encodeURIComponent(JSON.stringify(params))}&code=${encodeURIComponent(code)}`;
}

/**
 * The one-time code for a session token, once; or, when the account has the authenticator on and
 * this device is new, the challenge of the same second step password and SMS sign-in answer
 * (auth/second-factor.ts), which also posts the new-device message when the session opens.
 */
export async function exchangeSteamCode(
  deps: Pick<SteamDeps, 'db' | 'now'> & Pick<AppDeps, 'config' | 'clock'>,
  code: string,
  origin: SessionOrigin,
  rules: SessionRules,
): Promise<LoginResult> {
  const userId = await redeemExchangeCode(deps.db, code, deps.now);
  if (userId === null) throw new AppError('STEAM_CODE_INVALID');
  // Cancelled between the return and the exchange: no session, no challenge; say so now.
  const [user] = await deps.db.select({ status: users.status }).from(users).where(eq(users.id, userId));
  if (!user || user.status !== 0) throw new AppError('STEAM_CODE_INVALID');
  const result = await finishFirstStep(deps, userId, origin, 'steam');
  if (result.token && (await sessionUser(deps.db, result.token, rules)) === null) throw new AppError('STEAM_CODE_INVALID');
  return result;
}
