// The giveaway pages' live event (41, EVENT.giveaway, on /topic/messages): a room's entrant count,
// its close, its draw (with the winners) or its cancel. The shared feed socket carries it
// (src/lib/feed); this only filters its non-drop events.
import type { GiveawayCard, GiveawayEvent } from '../../shared/contracts/giveaway.ts';
import { EVENT } from '../../shared/constants.ts';
import { startFeed } from '../feed/start.ts';
import { feedEvents } from '../feed/store.ts';

/** Starts the feed (once per page) and calls `on` for every giveaway event; returns the stop. */
export function listenGiveaways(on: (e: GiveawayEvent) => void): () => void {
  startFeed();
  return feedEvents.on(({ eventType, data }) => {
    if (eventType !== EVENT.giveaway || typeof data !== 'object' || data === null) return;
    const e = data as GiveawayEvent;
    if (typeof e.id === 'string') on(e);
  });
}

/** A list of cards after an event: the room's count and state replaced (unknown rooms unchanged). */
export function applyGiveawayEvent(list: readonly GiveawayCard[], e: GiveawayEvent): GiveawayCard[] {
  return list.map((c) => (c.id === e.id ? { ...c, state: e.state, entrantCount: e.entrantCount } : c));
}

/** Milliseconds left until `drawAt` on the server's clock (`offset` = server minus local), never below 0. */
export function msUntil(drawAt: string | null, offset: number, now = Date.now()): number | null {
  if (!drawAt) return null;
  const at = Date.parse(drawAt);
  return Number.isNaN(at) ? null : Math.max(0, at - (now + offset));
}

/** d, h, m, s of a duration (ms), for the countdown. */
export function splitDuration(ms: number): { d: number; h: number; m: number; s: number } {
  const total = Math.floor(ms / 1000);
  return { d: Math.floor(total / 86_400), h: Math.floor((total % 86_400) / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}
