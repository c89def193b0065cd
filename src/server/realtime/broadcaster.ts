// What the rest of the server uses to push live events (drops, battle state...) to browsers.
// Services depend on this interface only, so the embedded broker and RabbitMQ are interchangeable.

import type { StompBroker } from './stomp-broker.ts';
import { silentLogger, type RealtimeLogger } from './logger.ts';

/** The one destination browsers subscribe to (spec: "Live socket"). */
export const MESSAGES_DESTINATION = '/topic/messages';

/** Wire shape of every live message: JSON `{"eventType": n, "data": ...}`. */
export interface BroadcastEvent {
  eventType: number;
  data: unknown;
}

export interface Broadcaster {
  /** Fire and forget: never throws, so a feed hiccup cannot fail the request that caused it. */
  publish(event: BroadcastEvent): void;
  close(): Promise<void>;
  /** At scale only (RabbitMQ): whether events go out now; GET /api/health reports it. */
  readonly connected?: boolean;
}

/**
 * The JSON body for an event, or an Error. A bigint is refused rather than guessed at:
 * money goes on the wire as yuan strings (see src/shared/money.ts formatFen).
 */
export function encodeEvent(event: BroadcastEvent): string | Error {
  try {
    return JSON.stringify({ eventType: event.eventType, data: event.data ?? null });
  } catch (err) {
    return err instanceof Error ? err : new Error(String(err));
  }
}

/** The frame body of an event every broadcaster can send, or null (logged) for one it must drop. */
export function frameBody(event: BroadcastEvent, logger: RealtimeLogger): string | null {
  if (!Number.isInteger(event.eventType)) {
    logger.error({ eventType: event.eventType }, 'broadcast dropped: eventType is not an integer');
    return null;
  }
  const body = encodeEvent(event);
  if (body instanceof Error) {
    logger.error({ eventType: event.eventType, err: body.message }, 'broadcast dropped: data is not JSON-serialisable');
    return null;
  }
  return body;
}

export interface MemoryBroadcasterOptions {
  logger?: RealtimeLogger;
}

/**
 * Publishes through the in-process broker. The broker stays the caller's (it also serves the
 * upgrades): close() only stops this broadcaster publishing.
 */
export function createMemoryBroadcaster(
  broker: Pick<StompBroker, 'publish'>,
  options: MemoryBroadcasterOptions = {},
): Broadcaster {
  const logger = options.logger ?? silentLogger;
  let closed = false;
  return {
    publish(event) {
      if (closed) return;
      const body = frameBody(event, logger);
      if (body === null) return;
      broker.publish(MESSAGES_DESTINATION, body);
    },
    close() {
      closed = true;
      return Promise.resolve();
    },
  };
}


/** For tests and code paths that publish but do not care where it goes. */
export const NullBroadcaster: Broadcaster = {
  publish() {},
  close: () => Promise.resolve(),
};

/** The name tests/integration uses. */

/**
 * For tests that assert what a service published. Events are kept as a browser would receive
 * them (JSON round trip), and unlike the real ones this throws on data JSON cannot carry, so
 * such a bug fails the test instead of silently missing from the feed.
 */
export interface RecordingBroadcaster extends Broadcaster {
  readonly events: BroadcastEvent[];
}

export function createRecordingBroadcaster(): RecordingBroadcaster {
  const events: BroadcastEvent[] = [];
  return {
    events,
    publish(event) {
      const body = encodeEvent(event);
      if (body instanceof Error) throw body;
      events.push(JSON.parse(body) as BroadcastEvent);
    },
    close: () => Promise.resolve(),
  };
}
