// The app's request client, wired to the stores: token from $auth, language from $prefs,
// 401 -> token dropped, login dialog opened and loginExpired emitted (guarded 1 s).
import { loginExpired } from '../events.ts';
import { $auth, clearToken } from '../stores/auth.ts';
import { openDialog } from '../stores/dialogs.ts';
import { currentLang } from '../stores/prefs.ts';
import { $realityOpen, isPlayPath, realityOnError, realityPlayed } from '../stores/reality.ts';
import { $user } from '../stores/user.ts';
import { ApiError, createClient, type ApiClient, type ClientDeps } from './client.ts';
import { ERROR_CODE } from './error-codes.ts';
import { t } from '../i18n/ui.ts';

function uuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Insecure-context fallback (plain http on a LAN address): RFC 4122 v4 from getRandomValues.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function createApi(overrides: Partial<ClientDeps> = {}): ApiClient {
  return createClient({
    fetch: (input, init) => globalThis.fetch(input, init),
    now: () => Date.now(),
    // The toast library is fetched when the first error is said, not with every page's boot: it
    // brings the islands' runtime along, which a page whose shell is still asleep has no need of
    // (docs/decisions/0109-light-pages.md). The Toaster shows it once it hydrates, as before.
    toastError: (message, opts) => {
      void import('react-hot-toast').then(({ default: toast }) => toast.error(message, opts));
    },
    getToken: () => $auth.get(),
    getLang: currentLang,
    dropToken: () => {
      clearToken();
      $user.set(null);
    },
    onUnauthorized: (path) => {
      openDialog('login');
      loginExpired.emit({ path });
    },
    randomUUID: uuid,
    // Reality checks: no game request while the check's dialog waits for its answer; a
    // refusal REALITY_CHECK_DUE opens the dialog (no toast); a play that succeeded may start the clock.
    guard: (method, path) => (method === 'POST' && $realityOpen.get() && isPlayPath(path)
      ? new ApiError(ERROR_CODE.REALITY_CHECK_DUE, t(currentLang(), 'reality_answerFirst')) : null),
    onApiError: (err) => realityOnError(err.status),
    onSuccess: (method, path) => {
      if (method === 'POST' && isPlayPath(path)) realityPlayed.emit();
    },
    ...overrides,
  });
}

export const api: ApiClient = createApi();

export { ApiError, StaleResponseError, isStale, latest } from './client.ts';
