// OpenID 2.0 as Steam speaks it, as pure functions: the request we send the browser with, and
// every check of the assertion that comes back that does not need the network or the database.
// The one check that does (check_authentication) is in ./verify.ts.

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
export const RETURN_PATH = '/api/auth/steamReturn';

/** Steam's identity URLs: https, exactly this host and path, a 17-digit SteamID64. */
const STEAM_IDENTITY = /^https:\/\/steamcommunity\.com\/openid\/id\/(\d{17})$/;
/** What the provider must have signed: anything unsigned could have been changed on the way. */
export const REQUIRED_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'] as const;
/** 32 random bytes, base64url: what ./state.ts makes. */
const STATE_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** response_nonce starts with the provider's UTC time, e.g. "2026-01-02T03:04:05Z…". */
const NONCE_TIME = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)/;
const NONCE_MAX_AGE_MS = 10 * 60_000;
const NONCE_MAX_SKEW_MS = 5 * 60_000;

/** Why an assertion was refused: logged, never shown (the page says only "Steam 账号异常"). */
export class SteamRefusal extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`steam sign-in refused: ${reason}`);
    this.name = 'SteamRefusal';
    this.reason = reason;
  }
}

function refuse(reason: string): never {
  throw new SteamRefusal(reason);
}

export type OpenIdFields = Record<string, string>;

export function isState(value: unknown): value is string {
  return typeof value === 'string' && STATE_FORMAT.test(value);
}

/** Our return_to for one sign-in; the state is base64url, so it needs no escaping. */
export function returnTo(publicUrl: string, state: string): string {
  return `${publicUrl}${RETURN_PATH}?state=${state}`;
}

/** The provider's login page with a checkid_setup request (the user picks the account there). */
export function authorizeUrl(endpoint: string, publicUrl: string, state: string): string {
  const url = new URL(endpoint);
  const params = {
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnTo(publicUrl, state),
    'openid.realm': publicUrl,
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The openid.* fields of a query; null when any is repeated or not text (never guess which one counts). */
export function openIdFields(query: Record<string, unknown>): OpenIdFields | null {
  const out: OpenIdFields = {};
  for (const [k, v] of Object.entries(query)) {
    if (!k.startsWith('openid.')) continue;
    if (typeof v !== 'string') return null;
    out[k] = v;
  }
  return out;
}

/** The provider's time in a response_nonce, or null when it has none. */
export function nonceTime(nonce: string): Date | null {
  const m = NONCE_TIME.exec(nonce);
  if (!m) return null;
  const d = new Date(m[1]);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface Expected {
  endpoint: string;
  publicUrl: string;
  state: string;
  now: Date;
}

/**
 * Every local check of a positive assertion. Returns the SteamID64 and the nonce to record;
 * throws SteamRefusal otherwise. The signature itself is the provider's to confirm.
 */
export function checkAssertion(f: OpenIdFields, expected: Expected): { steamId: string; nonce: string } {
  if (f['openid.mode'] !== 'id_res') refuse(`mode ${f['openid.mode'] ?? 'missing'}`);
  if (f['openid.ns'] !== OPENID_NS) refuse('ns');
  if (f['openid.op_endpoint'] !== expected.endpoint) refuse('op_endpoint');
  if (f['openid.return_to'] !== returnTo(expected.publicUrl, expected.state)) refuse('return_to');

  const claimed = f['openid.claimed_id'];
  if (claimed === undefined || claimed !== f['openid.identity']) refuse('claimed_id differs from identity');
  const id = STEAM_IDENTITY.exec(claimed);
  if (!id) refuse('claimed_id format');

  const signed = (f['openid.signed'] ?? '').split(',');
  for (const name of REQUIRED_SIGNED) {
    if (!signed.includes(name)) refuse(`${name} not signed`);
  }
  if (!f['openid.assoc_handle'] || !f['openid.sig']) refuse('no signature');

  const nonce = f['openid.response_nonce'] ?? '';
  const at = nonceTime(nonce);
  if (!at || nonce.length > 255) refuse('response_nonce format');
  const age = expected.now.getTime() - at.getTime();
  if (age > NONCE_MAX_AGE_MS || age < -NONCE_MAX_SKEW_MS) refuse('response_nonce time');

  return { steamId: id[1], nonce };
}

/** The check_authentication request: the same fields, mode changed (OpenID 2.0 section 11.4.2.1). */
export function checkAuthenticationBody(f: OpenIdFields): string {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) body.set(k, k === 'openid.mode' ? 'check_authentication' : v);
  return body.toString();
}

/** Key-value form: only a line that is exactly "is_valid:true" counts. */
export function isValidAnswer(text: string): boolean {
  return text.split('\n').some((line) => line.replace(/\r$/, '') === 'is_valid:true');
}
