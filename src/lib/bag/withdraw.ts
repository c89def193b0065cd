// Taking backpack items back to Steam. One idempotency key per dialog: a second press
// after a lost answer is the same request, not a new one.
import { withdrawalApi } from '../api/withdrawal.ts';
import { withTotp } from '../totp-prompt.ts';

export const newWithdrawKey = (): string => withdrawalApi.newKey();

/** True when the server took the request (a refusal was toasted by the request client). */
export async function requestWithdrawal(ids: readonly string[], key: string): Promise<boolean> {
  try {
    // The authenticator's code is asked when the server wants it (lib/totp-prompt.ts).
    await withTotp((totpCode) => withdrawalApi.request(ids, key, totpCode));
    return true;
  } catch {
    return false;
  }
}
