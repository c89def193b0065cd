// The authenticator's code asked on demand: a guarded step (take-back, phone, mail, password,
// trade link) is tried as it is; when the server answers TOTP_REQUIRED (the player has the
// authenticator on), the code prompt opens (DialogHost shows it while $totpPrompt is set) and the
// step is tried once more with the code. Closing the prompt gives the refusal back to the caller.
// The server is the one that knows whether the factor is on, so no page has to ask first.
import { atom } from 'nanostores';
import { ApiError } from './api/client.ts';
import { ERROR_CODE } from './api/error-codes.ts';

/** Open while a guarded step waits for a code. */
export const $totpPrompt = atom(false);
let waiting: ((code: string | null) => void) | null = null;

export function askTotpCode(): Promise<string | null> {
  waiting?.(null);
  return new Promise((resolve) => {
    waiting = resolve;
    $totpPrompt.set(true);
  });
}

/** The prompt's answer: a code, or null when it was closed. */
export function answerTotpPrompt(code: string | null): void {
  const done = waiting;
  waiting = null;
  $totpPrompt.set(false);
  done?.(code);
}

export async function withTotp<T>(call: (totpCode?: string) => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== ERROR_CODE.TOTP_REQUIRED) throw err;
    const code = await askTotpCode();
    if (!code) throw err;
    return call(code);
  }
}
