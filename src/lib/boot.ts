// Runs once per page in the browser (imported by the root layout's script).
import { refreshUser } from './actions/auth.ts';
import { $auth, setToken } from './stores/auth.ts';
import { isLang } from './i18n/ui.ts';
import { $dialogs } from './stores/dialogs.ts';
import { $prefs, currentLang, setPref } from './stores/prefs.ts';
import { WAKE_EVENT } from '../islands/shell/wake-directive.ts';
import { api } from './api/index.ts';
import { nav } from './nav.ts';
import { listenForChunkErrors } from './shell/chunk.ts';
import { followMusicSwitch } from './music.ts';
import { showNoticeOnce, type NoticeItem } from './shell/notice.ts';
import { loadSysConfig } from './shell/sysconfig.ts';
import { revealRechargeRewards } from './content/recharge-rewards.ts';
import { $channelCode, callbackTarget, firstQuery, readEntryParams, reapplyFirstQuery, rememberFirstQuery, withoutParams } from './url.ts';

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
  // A token may come in the query (the spec's calls): keep it, and take it out of the address bar.
  if (entry.token) {
    setToken(entry.token);
    window.history.replaceState(window.history.state, '', `${pathname}${withoutParams(search, ['token'])}${hash}`);
  }
  // The spec's screens: a signed-out visitor on a route without a query gets the first visit's query back.
  // replaceState changes the address without a reload, so this never loops.
  const reapplied = reapplyFirstQuery(window.location, Boolean($auth.get()), firstQuery());
  if (reapplied) window.history.replaceState(window.history.state, '', reapplied);

  // On pages whose shell hydrates only when needed (`client:wake`), a dialog asked for by code
  // (the public notice below, a sign-in prompt) wakes it, so the dialog host is there to show it.
  $dialogs.listen((open) => {
    if (Object.values(open).some(Boolean)) window.dispatchEvent(new Event(WAKE_EVENT));
  });

  listenForChunkErrors();
  followMusicSwitch();
  void loadSysConfig().then((config) => {
    // A prerendered page's first-deposit bonus shows only while recharge rewards are offered.
    revealRechargeRewards(document, config);
    return showNoticeOnce(config, () => api.get<NoticeItem[]>('/common/notice', { topN: 1 }, { silent: true }));
  });

  // The address names the page's language (src/middleware.ts). Reading a page in a language
  // makes it the preference ($prefs.lang) and the `lang` cookie, by which the server sends an
  // unprefixed address to the same language (links written without a prefix keep the reader's
  // language). A test fixture locale (<html lang="ar" data-lang="en">) changes nothing.
  const root = document.documentElement;
  const pageLang = isLang(root.dataset.lang) && root.lang === root.dataset.lang ? root.dataset.lang : undefined;
  const lang = pageLang ?? currentLang();
  if ($prefs.get().lang !== lang) setPref('lang', lang);
  if (!document.cookie.split('; ').includes(`${LANG_COOKIE}=${lang}`)) writeLangCookie(lang);
  $prefs.listen((p) => writeLangCookie(p.lang));

  // User info is fetched only when logged in, and again whenever the token changes.
  let last: string | undefined = undefined;
  let arriving = true;
  const sync = (token: string | undefined): void => {
    if (token === last && token !== undefined) return;
    // Signed in on this page (not arrived signed in): go to the address's callbackUrl, if any.
    const target = token && !last && !arriving ? callbackTarget(window.location.search) : null;
    last = token;
    if (target) {
      nav.go(target);
      return;
    }
    void refreshUser();
  };
  sync($auth.get());
  arriving = false;
  $auth.listen(sync);
}
