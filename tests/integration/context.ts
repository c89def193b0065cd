// A real database per test file: in-memory PGlite by default, a fresh PostgreSQL database when
// DATABASE_URL is set (the CI's second pass). The app is the real one, minus the built site.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { getConfig, type Config } from '../../src/server/config/index.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { apiNotFound, buildApp } from '../../src/server/app.ts';
import type { AppDeps } from '../../src/server/app-deps.ts';
import { NullBroadcaster, type Broadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  database: Database;
  config: Config;
  /** Move the clock the server sees. */
  setNow(date: Date): void;
  close(): Promise<void>;
}

let template: Blob | undefined;
/** The migrated and seeded PGlite cluster the global setup dumped (tests/support/vitest-db-template.ts), read once per worker. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env.TEST_PGLITE_TEMPLATE;
  if (!file || !fs.existsSync(file)) return undefined;
  template ??= new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A database location for one test file; on PostgreSQL a new database that `drop` removes, copied
 * from the global setup's template database when there is one (`empty`: a database with nothing in it).
 */
export async function freshDatabaseUrl(opts: { empty?: boolean } = {}): Promise<{ location: string; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { location: 'memory://', drop: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const from = process.env.TEST_PG_TEMPLATE;
  await admin.query(from && !opts.empty ? `CREATE DATABASE ${name} TEMPLATE ${from}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    location: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestContext(env: Record<string, string> = {}, location?: string, opts: { broadcaster?: Broadcaster } = {}): Promise<TestContext> {
  // The slider check is off unless a test turns it on (CAPTCHA: 'on'): most tests are about what comes after it.
  const config = getConfig({ NODE_ENV: 'test', CAPTCHA: 'off', ...env });
  const fresh = location ? { location, drop: async () => {} } : await freshDatabaseUrl();
  const database = await openDatabase(fresh.location, { loadDataDir: fresh.location === 'memory://' ? pgliteTemplate() : undefined });
  await prepareDatabase(database, config, { demo: false });
  let now: Date | null = null;
  const broadcaster = opts.broadcaster ?? NullBroadcaster;
  const deps = await createDeps(config, database.db, { broadcaster }, () => now ?? new Date());
  const app = await buildApp(deps);
  apiNotFound(app);
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    setNow: (d) => { now = d; },
    close: async () => {
      await app.close();
      await database.close();
      await fresh.drop();
    },
  };
}
