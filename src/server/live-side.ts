// Which live side this process runs (design.md "Several instances"): embedded, the STOMP broker on
// our own /ws with database-backed presence; or at scale (BROKER_URL), publishing to RabbitMQ,
// whose Web-STOMP serves the browsers (the balancer routes /ws there, or STOMP_URL names it).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import type { Config } from './config/index.ts';
import type { Db } from './db/client.ts';
import { createLiveFeed } from './live-feed.ts';
import { recentSessionPeople } from './modules/presence/recent-sessions.ts';
import { createMemoryBroadcaster, type Broadcaster } from './realtime/broadcaster.ts';
import { createRabbitBroadcaster } from './realtime/rabbitmq-broadcaster.ts';

export interface LiveSide {
  broadcaster: Broadcaster;
  /** People online (the home page's count). */
  people: () => Promise<number>;
  /** Takes a WebSocket upgrade, or false when this process serves none. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): Promise<void>;
}

/** Rejects (BrokerUnreachableError) when BROKER_URL cannot be reached: the start stops there. */
export async function startLiveSide(config: Config, db: Db, logger: Logger, clock: () => Date = () => new Date()): Promise<LiveSide> {
  if (config.broker.url) {
    const broadcaster = await createRabbitBroadcaster(config.broker.url, { logger: logger.child({ part: 'broker' }) });
    return {
      broadcaster,
      // Sockets go to RabbitMQ: count the signed-in people our processes saw (recent-sessions.ts).
      people: () => recentSessionPeople(db, clock()),
      // A socket reaching us would hear nothing (events go to RabbitMQ): refuse it, visibly.
      handleUpgrade: () => false,
      close: () => broadcaster.close(),
    };
  }
  const live = createLiveFeed(config, db, logger);
  const broadcaster = createMemoryBroadcaster(live.broker);
  return {
    broadcaster,
    people: live.people,
    handleUpgrade: (req, socket, head) => live.broker.handleUpgrade(req, socket, head),
    close: async () => {
      await broadcaster.close();
      await live.close();
    },
  };
}
