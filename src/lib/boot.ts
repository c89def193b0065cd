// Runs once per page in the browser (imported by the root layout's script).
import { refreshUser } from './actions/auth.ts';
import { $auth, setToken } from './stores/auth.ts';
import { $prefs, currentLang } from './stores/prefs.ts';
import { $channelCode, readEntryParams, rememberFirstQuery, withoutParams } from './url.ts';

export const LANG_COOKIE = 'lang';

export function writeLangCookie(lang: string): void {
  document.cookie = `${LANG_COOKIE}=${encodeURIComponent(lang)}; path=/; max-age=31536000; SameSite=Lax`;
}

let booted = false;

export function boot(): void {
  if (booted || typeof window === 'undefined') return;
  booted = true;

  const { search, pathname, hash } = window.location;
  // The Steam callback's query holds a one-time code: never worth remembering or re-applying.
  if (pathname !== '/login/steamCallback') rememberFirstQuery(search);
  const entry = readEntryParams(search);
  if (entry.channelCode) $channelCode.set(entry.channelCode);
  // A token may come in the query (spec §7): keep it, and take it out of the address bar.
  if (entry.token) {
    setToken(entry.token);
    window.history.replaceState(window.history.state, '', `${pathname}${withoutParams(search, ['token'])}${hash}`);
  }

  // The server renders in the language of the "lang" cookie; keep it equal to the preference.
  const lang = currentLang();
  if (!document.cookie.split('; ').includes(`${LANG_COOKIE}=${lang}`)) writeLangCookie(lang);
  $prefs.listen((p) => writeLangCookie(p.lang));

  // User info is fetched only when logged in, and again whenever the token changes.
  let last: string | undefined = undefined;
  const sync = (token: string | undefined): void => {
    if (token === last && token !== undefined) return;
    last = token;
    void refreshUser();
  };
  sync($auth.get());
  $auth.listen(sync);
}
