// check_authentication: the provider confirms that it really issued this assertion. Posted only to
// the configured endpoint (never to anything the assertion names), redirects refused, answer capped.
import { checkAuthenticationBody, isValidAnswer, type OpenIdFields } from './openid.ts';

const TIMEOUT_MS = 10_000;
const MAX_ANSWER_CHARS = 4096;

export async function confirmWithProvider(endpoint: string, fields: OpenIdFields): Promise<boolean> {
  try {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
      body: checkAuthenticationBody(fields),
      // A redirect could carry the check to a host that says yes to anything.
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status !== 200) return false;
    return isValidAnswer((await res.text()).slice(0, MAX_ANSWER_CHARS));
  } catch {
    // Unreachable, slow or redirecting provider: no confirmation, no sign-in.
    return false;
  }
}
