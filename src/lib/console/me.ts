// Who is signed in to the console, as islands read it (role, name, permissions): null until /me
// answered. The request itself is made once per page by the API client (api.ts `me`).
import { atom } from 'nanostores';
import type { ConsoleMe } from '../../shared/contracts/console-staff.ts';
import { me } from './api.ts';

export const $consoleMe = atom<ConsoleMe | null>(null);

/** Asks /me (once per page) and keeps the answer; a failure leaves it unknown (a 401 already went to sign-in). */
export function loadConsoleMe(): Promise<void> {
  return me().then((m) => $consoleMe.set(m), () => undefined);
}
