// Live socket message bodies (the spec's calls): JSON {eventType, data}. 21, 22 and 23 carry a drop;
// 31-33 are battle events for the battle pages. A body that does not parse is logged and
// ignored (the spec's error catalogue), never thrown: one bad message must not stop the subscription.
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { EVENT } from '../../shared/constants.ts';

export const DROP_EVENTS: readonly number[] = [EVENT.caseDrop, EVENT.upgradeDrop, EVENT.battleDrop];

export type FeedEvent =
  | { kind: 'drop'; eventType: number; drop: DropRecord }
  | { kind: 'event'; eventType: number; data: unknown };

type Warn = (message: string, detail?: unknown) => void;
const defaultWarn: Warn = (message, detail) => console.warn(`[feed] ${message}`, detail);

/** A drop needs an id (the dedupe key) and a grade (the top-list rule); ids may come as numbers. */
export function asDropRecord(data: unknown): DropRecord | null {
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const id = typeof d.id === 'number' && Number.isFinite(d.id) ? String(d.id) : d.id;
  if (typeof id !== 'string' || id === '') return null;
  if (typeof d.grade !== 'number' || !Number.isInteger(d.grade)) return null;
  return { ...(d as unknown as DropRecord), id };
}

export function parseFeedMessage(body: string, warn: Warn = defaultWarn): FeedEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (err) {
    warn('message is not JSON', err);
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || typeof (parsed as { eventType?: unknown }).eventType !== 'number') {
    warn('message without a numeric eventType', parsed);
    return null;
  }
  const { eventType, data } = parsed as { eventType: number; data: unknown };
  if (!DROP_EVENTS.includes(eventType)) return { kind: 'event', eventType, data };
  const drop = asDropRecord(data);
  if (!drop) {
    warn('drop message without id or grade', parsed);
    return null;
  }
  return { kind: 'drop', eventType, drop };
}
