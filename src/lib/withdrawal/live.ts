// The take-back records' live event (51, EVENT.withdrawal, on /topic/messages): {tag, id, state}.
// The tag is an HMAC of the player's id (the page learns its own as `liveTag`), so a page picks
// out its own records' changes from the one public topic; it then refetches, a burst of events
// (a callback and the poller, several items at once) making one request.
import type { WithdrawalLiveEvent } from '../../shared/contracts/withdrawal.ts';
import { EVENT } from '../../shared/constants.ts';
import { startFeed } from '../feed/start.ts';
import { feedEvents } from '../feed/store.ts';

export const WITHDRAW_REFETCH_DEBOUNCE_MS = 300;

/** Whether a feed message is a take-back event carrying `tag`. */
export function isOwnWithdrawalEvent(eventType: number, data: unknown, tag: string | null): data is WithdrawalLiveEvent {
  if (!tag || eventType !== EVENT.withdrawal || typeof data !== 'object' || data === null) return false;
  return (data as Partial<WithdrawalLiveEvent>).tag === tag;
}

/**
 * Starts the feed (once per page) and calls `refetch` once, `debounceMs` after the last of a
 * burst of the player's own take-back events (the tag is read at each event: it arrives with
 * the first page). Returns the stop.
 */
export function listenOwnWithdrawals(tag: () => string | null, refetch: () => void, debounceMs = WITHDRAW_REFETCH_DEBOUNCE_MS): () => void {
  startFeed();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const off = feedEvents.on(({ eventType, data }) => {
    if (!isOwnWithdrawalEvent(eventType, data, tag())) return;
    clearTimeout(timer);
    timer = setTimeout(refetch, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    off();
  };
}

/** Milliseconds from `now` until `at` (ISO), never below 0; null without a time. */
export function msLeft(at: string | null, now = Date.now()): number | null {
  if (!at) return null;
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? null : Math.max(0, ms - now);
}

/** "HH:MM:SS" (hours may pass 24) of a duration in ms. */
export function clock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}
