// pglite-prepared.ts: on PGlite a hot path's statement, and every other query's text, is parsed
// once and then only bound and executed; its rows are the ones PGlite's own query gives (as objects
// or, for drizzle's joins, arrays); an error, a refusal or a statement that does not parse leaves
// the session usable; a statement run outside a transaction never slips into another caller's open
// transaction on the one session; and texts past the cap still run, unprepared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from './client.ts';
import { refuseSql } from './refuse.ts';
import { accounts, users } from './schema/index.ts';
import { run, statement } from './statements.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase('memory://');
  await database.migrate();
  await database.db.execute(sql`CREATE TABLE prepared_notes (id serial PRIMARY KEY, note text NOT NULL, at timestamptz NOT NULL DEFAULT now())`);
});
afterAll(() => database.close());

const ADD = statement('test_prepared_add', `INSERT INTO prepared_notes (note) VALUES ($1) RETURNING id, id::text AS text_id, note, at, $2::boolean AS flag, $3::jsonb AS doc, NULL::int AS nothing`);
const COUNT = statement('test_prepared_count', `SELECT count(*)::int AS n FROM prepared_notes`);
const REFUSE_WHEN = statement('test_prepared_refuse', `SELECT CASE WHEN $1::boolean THEN ${refuseSql(`'INSUFFICIENT_BALANCE'`)} ELSE true END AS fine`);

const count = async () => (await run<{ n: number }>(database.db, COUNT, []))[0].n;

describe('named statements on PGlite', () => {
  it('returns the rows PGlite’s own query returns, parameters serialised by their types', async () => {
    const [prepared] = await run<Record<string, unknown>>(database.db, ADD, ['first', true, JSON.stringify({ a: [1, 'b'] })]);
    const [plain] = await queryRows<Record<string, unknown>>(database.db, sql`SELECT id, id::text AS text_id, note, at, true AS flag, '{"a":[1,"b"]}'::jsonb AS doc, NULL::int AS nothing FROM prepared_notes WHERE id = ${prepared.id as number}`);
    expect(prepared).toEqual(plain);
    expect(prepared).toMatchObject({ note: 'first', flag: true, doc: { a: [1, 'b'] }, nothing: null });
    expect(typeof prepared.at).toBe('string'); // timestamps stay text, as drizzle's parsers want them
  });

  it('parses a statement once, then only executes it', async () => {
    for (let i = 0; i < 7; i++) await run(database.db, ADD, [`n${i}`, false, '{}']);
    const [row] = await queryRows<{ name: string; executions: number }>(database.db, sql`
      SELECT name, (generic_plans + custom_plans)::int AS executions FROM pg_prepared_statements WHERE name = 'test_prepared_add'`);
    // One prepared statement in the session, run eight times (one in the test before).
    expect(row).toEqual({ name: 'test_prepared_add', executions: 8 });
  });

  it('a refusal inside a transaction rolls it back and leaves the session serving the next', async () => {
    const before = await count();
    const err = await database.db.transaction(async (tx) => {
      await run(tx, ADD, ['rolled back', false, '{}']);
      await run(tx, REFUSE_WHEN, [true]);
    }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'P0001', message: 'INSUFFICIENT_BALANCE' });
    expect(await count()).toBe(before);
    expect(await run(database.db, REFUSE_WHEN, [false])).toEqual([{ fine: true }]);
  });

  it('a statement that does not parse raises each time and is not kept; the session goes on', async () => {
    const broken = statement('test_prepared_broken', 'SELEC 1');
    await expect(run(database.db, broken, [])).rejects.toMatchObject({ code: '42601' });
    await expect(run(database.db, broken, [])).rejects.toMatchObject({ code: '42601' });
    expect(await count()).toBeGreaterThan(0);
  });

  it('outside a transaction, waits for another caller’s open transaction instead of running inside it', async () => {
    const before = await count();
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => { inserted = resolve; });
    const tx = database.db.transaction(async (t) => {
      await run(t, ADD, ['uncommitted', false, '{}']);
      inserted();
      await held;
      t.rollback();
    }).catch(() => undefined);
    await insertedYet;
    // On the one session, a count slipped into the open transaction would see its row.
    const outside = count();
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await outside).toBe(before);
  });

  it('drizzle’s queries are prepared by their text, joins (rows as arrays) included', async () => {
    const [user] = await database.db.insert(users).values({ nickname: 'prepared', invitationCode: 'PREPARED1' }).returning({ id: users.id });
    await database.db.insert(accounts).values({ code: 'test:prepared:main', userId: user.id, type: 'main', balance: 1234n });
    const read = () => database.db.select({ name: users.nickname, balance: accounts.balance }).from(users)
      .innerJoin(accounts, eq(accounts.userId, users.id)).where(eq(users.id, user.id));
    expect(await read()).toEqual([{ name: 'prepared', balance: 1234n }]);
    expect(await read()).toEqual([{ name: 'prepared', balance: 1234n }]);
    const [row] = await queryRows<{ executions: number }>(database.db, sql`
      SELECT (generic_plans + custom_plans)::int AS executions FROM pg_prepared_statements WHERE statement LIKE '%inner join "accounts"%'`);
    expect(row.executions).toBe(2);
  });

  it('past the cap of named texts, a new text still runs, unprepared', async () => {
    for (let i = 0; i < 1000; i++) await database.db.execute(sql.raw(`SELECT ${i} AS n`));
    expect(await queryRows(database.db, sql.raw(`SELECT 'past the cap' AS n`))).toEqual([{ n: 'past the cap' }]);
    const [{ named }] = await queryRows<{ named: number }>(database.db, sql`SELECT count(*)::int AS named FROM pg_prepared_statements WHERE name LIKE 'text\_%'`);
    expect(named).toBeLessThanOrEqual(1000);
    expect(await queryRows<{ n: number }>(database.db, sql.raw(`SELECT 7 AS n`))).toEqual([{ n: 7 }]);
  });
});
