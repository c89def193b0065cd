// Where the data lives (docs/configuration.md "Database, live feed and scale"): PostgreSQL when
// DATABASE_URL names one, embedded PGlite under DATA_DIR otherwise.
import path from 'node:path';
import type { Source } from './read.ts';

export interface DatabaseConfig {
  dataDir: string;
  /** postgres://… for PostgreSQL; undefined for embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
}

/** DATABASE_URL, DATA_DIR. */
export function readDatabase({ env, problems }: Source): DatabaseConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.add(`DATABASE_URL must start with postgres:// (got ${databaseUrl.split(':')[0]}:…); leave it unset for embedded PGlite`, 'DATABASE_URL');
  }
  return { dataDir: path.resolve(env.DATA_DIR || './data'), databaseUrl };
}
