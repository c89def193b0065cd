// The unread message count behind the header badge (the spec's fields: a number, default 0; its roles: asked only
// when signed in). It is refreshed on sign-in, when the tab regains focus (at most every 5 s, the
// spec's focus refresh), every 5 minutes while visible (the spec's request cache), and when the
// balance moves (today's messages are about deposits and sales). A newer request's answer wins.
import { atom } from 'nanostores';
import { isStale } from '../api/client.ts';
import { inboxApi } from '../api/inbox.ts';
import { $auth } from './auth.ts';
import { closeDialog } from './dialogs.ts';
import { $wallet } from './user.ts';

export const FOCUS_REFRESH_MS = 5_000;
export const POLL_MS = 5 * 60_000;

export const $unreadCount = atom<number>(0);

let lastAskedAt = Number.NEGATIVE_INFINITY;

/** Ask the server for the count when signed in; signed out it is 0 and nothing is asked. */
export async function refreshUnread(now: () => number = Date.now): Promise<void> {
  if (!$auth.get()) {
    $unreadCount.set(0);
    return;
  }
  lastAskedAt = now();
  try {
    const n = await inboxApi.unreadCount({ silent: true, channel: 'unreadCount' });
    // A sign-out while the request was in flight wins.
    $unreadCount.set($auth.get() && Number.isFinite(n) ? Math.max(0, n) : 0);
  } catch (err) {
    if (isStale(err)) return;
    // Keep the last count: a badge is not worth an error toast (401 is handled by the client).
  }
}

let closing: Promise<void> | null = null;

/** The spec's states: closing the info dialog refreshes the unread count, then hides the dialog. */
export function closeInbox(): Promise<void> {
  closing ??= refreshUnread().finally(() => {
    closeDialog('info');
    closing = null;
  });
  return closing;
}

let users = 0;
let stopAll: (() => void) | null = null;

/**
 * Keeps the count fresh while something shows it; returns the stop function. Several callers
 * share one set of listeners (the header may mount twice during a page transition).
 */
export function startUnreadSync(win: Window = window, now: () => number = Date.now): () => void {
  users += 1;
  if (users === 1) {
    void refreshUnread(now);
    const onFocus = (): void => {
      if (win.document.visibilityState === 'hidden') return;
      if (now() - lastAskedAt >= FOCUS_REFRESH_MS) void refreshUnread(now);
    };
    const timer = win.setInterval(() => {
      if (win.document.visibilityState !== 'hidden') void refreshUnread(now);
    }, POLL_MS);
    const unAuth = $auth.listen((token) => {
      if (!token) closeDialog('info'); // the inbox belongs to the session that ended
      void refreshUnread(now);
    });
    let balance = $wallet.get()?.balance;
    const unWallet = $wallet.listen((w) => {
      const next = w?.balance;
      // Only a change of a known balance: signing in (null -> first value) is the $auth listener's.
      if (balance !== undefined && next !== undefined && next !== balance) void refreshUnread(now);
      balance = next;
    });
    win.addEventListener('focus', onFocus);
    win.document.addEventListener('visibilitychange', onFocus);
    stopAll = () => {
      win.clearInterval(timer);
      unAuth();
      unWallet();
      win.removeEventListener('focus', onFocus);
      win.document.removeEventListener('visibilitychange', onFocus);
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users === 0) {
      stopAll?.();
      stopAll = null;
    }
  };
}
