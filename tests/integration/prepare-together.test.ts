// npm run cluster starts N processes on one fresh PostgreSQL at once: the schema and seed are
// prepared by one of them while the others wait (an advisory lock in src/server/seed.ts), so none
// fails on a table another is creating. On PGlite there is one process by construction.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase, queryRows } from '../../src/server/db/client.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { freshDatabaseUrl } from './context.ts';

describe.skipIf(!process.env.DATABASE_URL)('several processes starting together on PostgreSQL', () => {
  it('migrate and seed once: every start succeeds, one demo account, each migration recorded once', async () => {
    const fresh = await freshDatabaseUrl({ empty: true });
    const config = getConfig({ NODE_ENV: 'test', DATABASE_URL: fresh.location });
    const databases = await Promise.all([1, 2, 3, 4].map(() => openDatabase(fresh.location, { poolSize: 4 })));
    try {
      const results = await Promise.allSettled(databases.map((d) => prepareDatabase(d, config)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok', 'ok']);
      const db = databases[0].db;
      const [demo] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from users where phone = '13800138000'`);
      expect(demo.n).toBe('1');
      const [migrations] = await queryRows<{ n: string; distinct_n: string }>(db, sql`
        select count(*)::text as n, count(distinct hash)::text as distinct_n from drizzle.__drizzle_migrations`);
      expect(migrations.n).toBe(migrations.distinct_n);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await fresh.drop();
    }
  }, 120_000);
});
