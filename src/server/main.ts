// config -> db -> broker -> http -> listen. `npm start` runs this after building when needed.
import path from 'node:path';
import pino from 'pino';
import { ConfigError, getConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createDeps } from './deps.ts';
import { buildApp } from './http/app.ts';
import { mountSite } from './http/site.ts';
import { createLiveFeed } from './live-feed.ts';
import { createMemoryBroadcaster } from './realtime/broadcaster.ts';
import { prepareDatabase } from './seed.ts';

export async function startServer(config: Config, distDir = path.resolve('dist')) {
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase(config.databaseUrl ?? config.dataDir, {
    onIdleError: (err) => logger.warn({ err: err.message }, 'database connection lost; the pool will reconnect'),
  });
  const { demo } = await prepareDatabase(database, config);

  const live = createLiveFeed(config, database.db, logger);
  const broadcaster = createMemoryBroadcaster(live.broker);
  const deps = await createDeps(config, database.db, { broadcaster, connections: live.people, log: (line) => logger.info(line) });
  const app = await buildApp(deps, { loggerInstance: logger });
  await mountSite(app, distDir);
  app.server.on('upgrade', (req, socket, head) => {
    if (!live.broker.handleUpgrade(req, socket, head)) socket.destroy();
  });
  const address = await app.listen({ port: config.port, host: config.host });

  const close = async () => {
    await app.close();
    await live.close();
    await database.close();
  };
  return { app, address, demo, database, close };
}

export async function main(): Promise<void> {
  let config: Config;
  try {
    config = getConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const server = await startServer(config);
  const url = config.publicUrl;
  console.log(`\n  CS2 开箱 is running at ${url}  (database: ${server.database.kind}${config.databaseUrl ? '' : `, ${config.dataDir}`})`);
  if (server.demo) console.log(`  Demo account: phone ${server.demo.phone}  password ${server.demo.password}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().finally(() => process.exit(0));
    });
  }
}

