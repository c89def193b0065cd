// $feed: the live drop lists and the socket state, shared by every island on the page
// (nanostores cross islands; React context does not).
import { map } from 'nanostores';
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { createEmitter } from '../events.ts';
import { createDropHold } from './hold.ts';
import { mergeNewer, mergeNewerTop, mergeOlder, mergeOlderTop } from './merge.ts';
import { parseFeedMessage } from './message.ts';
import { dropInLang } from '../../shared/drop-texts.ts';
import { currentLang } from '../stores/prefs.ts';

/** The STOMP client's activation state (the spec's states): active, deactivating, inactive. */
export type FeedConnection = 'active' | 'deactivating' | 'inactive';

export interface FeedState {
  recent: DropRecord[];
  top: DropRecord[];
  connection: FeedConnection;
  /** A STOMP session is open (active also covers "trying to reconnect"). */
  connected: boolean;
}

const initial = (): FeedState => ({ recent: [], top: [], connection: 'inactive', connected: false });

export const $feed = map<FeedState>(initial());

/** Non-drop events (battle create/state/rank) for the pages that need them. */
export const feedEvents = createEmitter<{ eventType: number; data: unknown }>();

export function pushDrops(drops: readonly DropRecord[]): void {
  const s = $feed.get();
  const recent = mergeNewer(s.recent, drops);
  const top = mergeNewerTop(s.top, drops);
  if (recent !== s.recent) $feed.setKey('recent', recent);
  if (top !== s.top) $feed.setKey('top', top);
}

/** The lastDrop answers: older than anything that arrived live meanwhile. */
export function seedRecent(drops: readonly DropRecord[]): void {
  $feed.setKey('recent', mergeOlder($feed.get().recent, drops));
}

export function seedTop(drops: readonly DropRecord[]): void {
  $feed.setKey('top', mergeOlderTop($feed.get().top, drops));
}

export function setConnection(connection: FeedConnection): void {
  if ($feed.get().connection !== connection) $feed.setKey('connection', connection);
}

export function setConnected(connected: boolean): void {
  if ($feed.get().connected !== connected) $feed.setKey('connected', connected);
}

/** Live drops wait here until their reel has stopped (hold.ts), on every page. */
const hold = createDropHold({ show: (drop) => pushDrops([drop]) });

/** The opener's page: its own drops stay out of the feed until its reels stop (then releaseOwnDrops). */
export function holdOwnDrops(ids: readonly string[]): void {
  hold.holdOwn(ids);
}

export function releaseOwnDrops(ids: readonly string[]): void {
  hold.release(ids);
}

/** One message body from /topic/messages. */
export function handleFeedBody(body: string): void {
  const event = parseFeedMessage(body);
  if (!event) return;
  // One broadcast for every reader: the drop's words in this page's language.
  if (event.kind === 'drop') hold.arrive(dropInLang(event.drop, currentLang()));
  else feedEvents.emit({ eventType: event.eventType, data: event.data });
}

export function resetFeed(): void {
  hold.clear();
  $feed.set(initial());
}
