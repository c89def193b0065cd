// One drizzle database over either embedded PGlite (default) or PostgreSQL (DATABASE_URL).
// Both speak the same SQL, so services never know which one they have.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PGLITE_SESSION, queryPrepared, type PgliteSession } from './pglite-prepared.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Rows of a raw SQL query, typed by the caller; drizzle types them `unknown` across drivers. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  // Db | Tx spans both drivers, whose execute() types differ; both answers carry `rows`.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- the assertion names that shared shape
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, which `loadDataDir` starts another from (test templates). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// bigint columns come back as JS bigint through drizzle's mode; make raw pg results agree.
pg.types.setTypeParser(20, (v) => BigInt(v));

// drizzle hands PGlite the same parsers (dates and intervals left as text, drizzle maps them) with
// every query, and PGlite merges them into its own on every call: measured at +46% on an opening.
// They are given once when the database opens instead, and dropped from each query's options.
const keepText = (value: string) => value;
const DRIZZLE_PGLITE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

type Queryable = Pick<PGlite, 'query'> & { transaction?: PGlite['transaction'] };

/** `client` (PGlite itself, or one of its transactions) whose queries are prepared statements with
 * the parsers given once, and its session (`PGLITE_SESSION`) for statements.ts's named ones. */
function withPreparedQueries<T extends Queryable>(client: T, pglite: PGlite): T {
  const session: PgliteSession = { pglite, inTransaction: (client as unknown) !== pglite };
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === PGLITE_SESSION) return session;
      if (prop === 'query') {
        // Every query a prepared statement of its text (pglite-prepared.ts); drizzle's parsers are
        // the ones the database was opened with.
        return (text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) => queryPrepared(
          session, text, params ?? [], options?.rowMode, () => target.query(text, params, options?.rowMode ? { rowMode: options.rowMode } : undefined));
      }
      if (prop === 'transaction' && target.transaction) {
        return <R>(fn: (tx: Transaction) => Promise<R>) => target.transaction!((tx) => fn(withPreparedQueries(tx, pglite)));
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
  });
}

/** `location`: a postgres:// URL, a directory for PGlite, or `memory://` for a throwaway PGlite. */
export async function openDatabase(
  location: string,
  opts: { poolSize?: number; onIdleError?: (err: Error) => void; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    // Pipeline mode: a statement is written without waiting for the one before it to be answered.
    // Code that awaits each statement (drizzle, everything but db/pipelined.ts) sees no difference.
    const pool = new pg.Pool({ connectionString: location, max: opts.poolSize ?? 20, pipeline: true });
    // An idle connection the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (location !== 'memory://') fs.mkdirSync(location, { recursive: true });
  // loadDataDir (tests): start from a dumped, already migrated and seeded cluster instead of initdb.
  const client = await PGlite.create(location === 'memory://' ? undefined : location, { parsers: DRIZZLE_PGLITE_PARSERS, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(withPreparedQueries(client, client), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
