// The Broadcaster at scale (design.md "Several instances"): every process publishes its events to
// RabbitMQ's amq.topic with routing key `messages`; RabbitMQ's Web-STOMP delivers them to every
// browser subscribed to /topic/messages, the same JSON bodies the embedded broker sends.
//
// A publish never waits and never throws. While the connection is down (RabbitMQ restarting, a
// network blip) events are dropped, not buffered: the feed is a view of "now" whose history the
// database serves (GET /api/stat/lastDrop seeds every page), RabbitMQ's own restart takes the
// browsers' subscriptions with it so a buffer would replay into the void, and an unbounded buffer
// would grow in the one process that is already in trouble. Dropped events are counted and logged.
import { connect, type Channel, type ChannelModel } from 'amqplib';
import { frameBody, type Broadcaster } from './broadcaster.ts';
import { silentLogger, type RealtimeLogger } from './logger.ts';
import { redactUrl } from '../config/index.ts';

/** RabbitMQ's predeclared topic exchange: Web-STOMP's /topic/<key> reads from it. */
export const BROKER_EXCHANGE = 'amq.topic';
/** /topic/messages in STOMP is routing key `messages` on amq.topic. */
export const BROKER_ROUTING_KEY = 'messages';

export interface RabbitBroadcasterOptions {
  logger?: RealtimeLogger;
  /** Reconnect delays: first, then doubled up to max (ms). */
  backoff?: { firstMs: number; maxMs: number };
  /** Seconds of silence after which the connection counts as dead (AMQP heartbeat). */
  heartbeatSec?: number;
}

export interface RabbitBroadcaster extends Broadcaster {
  /** Whether a channel is open now (tests and the health check read it). */
  readonly connected: boolean;
  /** Events dropped since start because the connection was down or the channel was full. */
  readonly dropped: number;
}

export class BrokerUnreachableError extends Error {}

/** amqplib takes the heartbeat from the address; one BROKER_URL already giving it keeps its own. */
function withHeartbeat(url: string, seconds: number): string {
  const u = new URL(url);
  if (!u.searchParams.has('heartbeat')) u.searchParams.set('heartbeat', String(seconds));
  return u.toString();
}

/**
 * Connects once before resolving, so a wrong or unreachable BROKER_URL stops the start with a
 * clear message instead of a server that silently never publishes; after that it reconnects
 * forever with backoff.
 */
export async function createRabbitBroadcaster(url: string, options: RabbitBroadcasterOptions = {}): Promise<RabbitBroadcaster> {
  const logger = options.logger ?? silentLogger;
  // Capped at 5 s: browsers retry every 5 s too, so the feed comes back with them.
  const backoff = options.backoff ?? { firstMs: 500, maxMs: 5_000 };
  const heartbeat = options.heartbeatSec ?? 10;
  const where = redactUrl(url);

  let connection: ChannelModel | null = null;
  let channel: Channel | null = null;
  /** The channel's write buffer is full: drop until it drains rather than queue without bound. */
  let full = false;
  let closed = false;
  let dropped = 0;
  let delay = backoff.firstMs;
  let timer: NodeJS.Timeout | null = null;

  async function open(): Promise<void> {
    const conn = await connect(withHeartbeat(url, heartbeat), { timeout: 5_000 });
    let ch: Channel;
    try {
      ch = await conn.createChannel();
    } catch (err) {
      await conn.close().catch(() => {});
      throw err;
    }
    // 'error' is always followed by 'close'; without a listener it would crash the process.
    conn.on('error', (err: Error) => logger.warn({ err: err.message }, 'broker connection error'));
    ch.on('error', (err: Error) => logger.warn({ err: err.message }, 'broker channel error'));
    ch.on('drain', () => { full = false; });
    let gone = false;
    // The channel and the connection both report the loss: handle it once.
    const lost = () => {
      if (gone) return;
      gone = true;
      if (channel === ch) channel = null;
      if (connection === conn) connection = null;
      if (!closed) {
        logger.warn({ broker: where }, 'broker connection lost; reconnecting');
        void conn.close().catch(() => {});
        schedule();
      }
    };
    ch.on('close', lost);
    conn.on('close', lost);
    connection = conn;
    channel = ch;
    full = false;
    delay = backoff.firstMs;
  }

  function schedule(): void {
    if (closed || timer) return;
    const wait = delay;
    delay = Math.min(delay * 2, backoff.maxMs);
    timer = setTimeout(() => {
      timer = null;
      open().then(
        () => logger.info({ broker: where }, 'broker connected'),
        (err: Error) => {
          logger.warn({ broker: where, err: err.message, retryInMs: delay }, 'broker still unreachable');
          schedule();
        },
      );
    }, wait);
    timer.unref();
  }

  try {
    await open();
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new BrokerUnreachableError(`BROKER_URL ${where} is unreachable or refused the sign-in: ${reason}`);
  }

  const drop = (why: string, eventType: unknown) => {
    dropped += 1;
    // One line per 100 drops keeps an outage from flooding the log.
    if (dropped % 100 === 1) logger.warn({ eventType, dropped, broker: where }, `broadcast dropped: ${why}`);
  };

  return {
    get connected() {
      return channel !== null;
    },
    get dropped() {
      return dropped;
    },
    publish(event) {
      if (closed) return;
      const body = frameBody(event, logger);
      if (body === null) return;
      if (channel === null) return drop('the broker is not connected', event.eventType);
      if (full) return drop('the broker channel is full', event.eventType);
      try {
        // Transient, no confirm: a live view, not a record (the database holds the record).
        const ok = channel.publish(BROKER_EXCHANGE, BROKER_ROUTING_KEY, Buffer.from(body), {
          contentType: 'application/json', persistent: false,
        });
        if (!ok) full = true;
      } catch (err) {
        // A channel closing under us throws here before its 'close' event arrives.
        drop(err instanceof Error ? err.message : 'publish failed', event.eventType);
      }
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const conn = connection;
      channel = null;
      connection = null;
      await conn?.close().catch(() => {});
    },
  };
}
