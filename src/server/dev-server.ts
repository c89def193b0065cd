// The API half of `astro dev` (see dev-integration.ts): same config, database and broker as
// `npm start`, without the static files and Astro handler that Vite serves itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import pino from 'pino';
import { getConfig } from './config/index.ts';
import { openDatabase } from './db/client.ts';
import { createDeps } from './deps.ts';
import { apiNotFound, buildApp } from './app.ts';
import { createMemoryBroadcaster } from './realtime/broadcaster.ts';
import { createLiveFeed } from './live-feed.ts';
import { prepareDatabase } from './seed.ts';

export async function createDevServer() {
  const config = getConfig();
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config.databaseUrl ?? config.dataDir, {
    onIdleError: (err) => logger.warn({ err: err.message }, 'database connection lost; the pool will reconnect'),
  });
  const { demo } = await prepareDatabase(database, config);
  if (demo) logger.info(`demo account: ${demo.phone} / ${demo.password}`);
  const live = createLiveFeed(config, database.db, logger);
  const deps = await createDeps(config, database.db, { broadcaster: createMemoryBroadcaster(live.broker), connections: live.people, log: (line) => console.info(line) });
  const app = await buildApp(deps, { loggerInstance: logger });
  apiNotFound(app);
  await app.ready();
  return {
    handle: (req: IncomingMessage, res: ServerResponse) => app.routing(req, res),
    upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!live.broker.handleUpgrade(req, socket, head)) socket.destroy();
    },
    close: async () => {
      await app.close();
      await live.close();
      await database.close();
    },
  };
}
