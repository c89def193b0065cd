// Vitest globalSetup: one migrated and seeded database that every test file's database starts
// from, instead of each file running initdb, 15 migrations and the catalogue seed (about five
// seconds a file on PGlite here). On PGlite: the cluster dumped to a file whose path goes to the
// workers in TEST_PGLITE_TEMPLATE; on PostgreSQL (DATABASE_URL set): a template database that
// CREATE DATABASE … TEMPLATE copies, named in TEST_PG_TEMPLATE. Test contexts still run
// prepareDatabase on their copy, which finds nothing to do when the template is current.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { prepareDatabase } from '../../src/server/seed.ts';

export default async function setup(): Promise<() => Promise<void>> {
  // TEST_DB_TEMPLATE=off: every file migrates and seeds its own database (to compare, or to test the setup itself).
  if (process.env.TEST_DB_TEMPLATE === 'off') return async () => {};
  const config = getConfig({ NODE_ENV: 'test', CAPTCHA: 'off' });
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await openDatabase('memory://');
    await prepareDatabase(database, config, { demo: false });
    const dump = await database.dump!();
    const file = path.join(os.tmpdir(), `pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    process.env.TEST_PGLITE_TEMPLATE = file;
    return async () => fs.rmSync(file, { force: true });
  }
  const name = `tmpl_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString(), { poolSize: 2 });
  await prepareDatabase(database, config, { demo: false });
  await database.close();
  await admin.end();
  process.env.TEST_PG_TEMPLATE = name;
  return async () => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
}
