// config -> db -> broker -> http -> listen. `npm start` runs this after building when needed.
import path from 'node:path';
import pino from 'pino';
import { ConfigError, getConfig, type Config } from './config/index.ts';
import { openDatabase } from './db/client.ts';
import { createDeps } from './deps.ts';
import { ensureDemoRoom } from './modules/giveaways/demo.ts';
import { ensureDemoShowcase } from './modules/demo/showcase.ts';
import { buildApp } from './app.ts';
import { startCatalogueRefresh } from './modules/boxes/catalogue.ts';
import { mountSite } from './http/site.ts';
import { siteView } from './http/site-view.ts';
import { startLiveSide, type LiveSide } from './live-side.ts';
import { BrokerUnreachableError } from './realtime/rabbitmq-broadcaster.ts';
import { DatabaseUnreachableError, prepareDatabase } from './seed.ts';

/** `progress`: where `npm start` tells the operator what a (first, slow) start is doing. */
export async function startServer(config: Config, distDir = path.resolve('dist'), progress?: (line: string) => void) {
  const logger = pino({ level: config.logLevel });
  progress?.(config.databaseUrl ? 'Database: connecting to PostgreSQL…' : `Database: opening the embedded PostgreSQL (PGlite) in ${config.dataDir}…`);
  const database = await openDatabase(config.databaseUrl ?? config.dataDir, {
    onIdleError: (err) => logger.warn({ err: err.message }, 'database connection lost; the pool will reconnect'),
  });
  // Nothing half-started: a step that fails (an unreachable BROKER_URL) closes what came before.
  let live: LiveSide | undefined;
  let started: Awaited<ReturnType<typeof listen>>;
  try {
    // RabbitMQ's side reads nothing at start: an unreachable BROKER_URL is told before the database
    // is prepared (tens of seconds on a fresh one). The embedded broker's presence reads tables the
    // preparation makes, so it starts after.
    if (config.broker.url) live = await startLiveSide(config, database.db, logger);
    const prepared = await prepareDatabase(database, config, { progress });
    started = await listen(prepared, (live ??= await startLiveSide(config, database.db, logger)));
  } catch (err) {
    await live?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
  const { demo, deps, app, address } = started;

  async function listen({ demo }: { demo: Awaited<ReturnType<typeof prepareDatabase>>['demo'] }, side: LiveSide) {
    const deps = await createDeps(config, database.db, { broadcaster: side.broadcaster, connections: side.people, log: (line) => logger.info(line), logError: (fields, message) => logger.error(fields, message) });
    const app = await buildApp(deps, { loggerInstance: logger });
    await mountSite(app, distDir, siteView(deps));
    app.server.on('upgrade', (req, socket, head) => {
      if (!side.handleUpgrade(req, socket, head)) socket.destroy();
    });
    return { demo, deps, app, address: await app.listen({ port: config.port, host: config.host }) };
  }
  // Outside production a demo giveaway is always taking entries.
  if (config.env !== 'production') {
    await ensureDemoRoom(deps.db, deps.giveaways, deps.clock()).catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'demo giveaway not opened'));
    if (demo) await ensureDemoShowcase(deps, demo.phone, deps.clock()).catch((err: unknown) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'demo account not funded'));
  }
  // What fell due while no process was running runs now; then the runner polls.
  deps.jobs.start();
  // A case version approved or a case retired in the console, by any process, is sold here within seconds.
  const stopRefresh = startCatalogueRefresh(deps.db, deps.catalogue, (err) => logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'catalogue refresh failed'));

  const close = async () => {
    stopRefresh();
    await deps.jobs.stop();
    await app.close();
    await live?.close();
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
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, undefined, (line) => console.log(`  ${line}`));
  } catch (e) {
    // A setting that is well formed but points at nothing: one line, not a stack trace.
    if (!(e instanceof BrokerUnreachableError || e instanceof DatabaseUnreachableError)) throw e;
    console.error(`Cannot start: ${e.message}`);
    process.exit(2);
  }
  const url = config.publicUrl;
  console.log(`\n  CS2 开箱 is running at ${url}  (database: ${server.database.kind}${config.databaseUrl ? '' : `, ${config.dataDir}`})`);
  if (server.demo) console.log(`  Demo account: phone ${server.demo.phone}  password ${server.demo.password}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void server.close().finally(() => process.exit(0));
    });
  }
}

