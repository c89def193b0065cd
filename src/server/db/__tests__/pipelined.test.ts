// db/pipelined.ts: BEGIN sent with the first statement and COMMIT with the last. On PostgreSQL (the
// CI's second pass) they share round trips; on PGlite the same steps run in order. Either way it is
// one transaction: what the last statement refuses (db/refuse.ts), or an error thrown between the
// two, leaves nothing of the first behind, and the connection serves the next transaction; `both`
// sends the whole transaction in one write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../client.ts';
import { pipelinedTransaction } from '../pipelined.ts';
import { fromRefusal, refuseSql } from '../refuse.ts';
import { statement } from '../statements.ts';
import { AppError } from '../../errors.ts';
import { createTestContext, type TestContext } from '../../../../tests/integration/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.deps.db.execute(sql`CREATE TABLE pipelined_notes (id serial PRIMARY KEY, note text NOT NULL)`);
});
afterAll(async () => {
  await ctx.deps.db.execute(sql`DROP TABLE pipelined_notes`);
  await ctx.close();
});

const ADD = statement('test_pipelined_add', `INSERT INTO pipelined_notes (note) VALUES ($1) RETURNING id::text AS id`);
/** Adds a note, or refuses with INSUFFICIENT_BALANCE when $2 is false. */
const ADD_OR_REFUSE = statement('test_pipelined_add_or_refuse', `
  WITH added AS (INSERT INTO pipelined_notes (note) SELECT $1 WHERE $2::boolean RETURNING id)
  SELECT CASE WHEN (SELECT count(*) FROM added) = 0 THEN ${refuseSql(`'INSUFFICIENT_BALANCE'`)} ELSE true END AS ok`);

const notes = async () => (await queryRows<{ note: string }>(ctx.deps.db, sql`SELECT note FROM pipelined_notes ORDER BY id`)).map((r) => r.note);

describe('a pipelined transaction', () => {
  it('commits the first and the last statement together', async () => {
    const rows = await pipelinedTransaction(ctx.deps.db, async ({ first, last }) => {
      const [a] = await first<{ id: string }>(ADD, ['one']);
      await last(ADD_OR_REFUSE, ['two', true]);
      return a;
    });
    expect(Number(rows.id)).toBeGreaterThan(0);
    expect(await notes()).toEqual(['one', 'two']);
  });

  it('a refusal raised by the last statement rolls back the first, and reads as its AppError', async () => {
    const before = await notes();
    const err = await pipelinedTransaction(ctx.deps.db, async ({ first, last }) => {
      await first(ADD, ['kept?']);
      await last(ADD_OR_REFUSE, ['never', false]);
    }).catch((e: unknown) => fromRefusal(e, ['INSUFFICIENT_BALANCE']));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).errorName).toBe('INSUFFICIENT_BALANCE');
    expect(await notes()).toEqual(before);
  });

  it('an error thrown between the statements rolls back the first; other refusals pass through unchanged', async () => {
    const before = await notes();
    await expect(pipelinedTransaction(ctx.deps.db, async ({ first }) => {
      await first(ADD, ['kept?']);
      throw new Error('between');
    })).rejects.toThrow('between');
    const other = await pipelinedTransaction(ctx.deps.db, ({ last }) => last(ADD_OR_REFUSE, ['never', false]))
      .catch((e: unknown) => fromRefusal(e, ['BOX_CHANGED']));
    expect(other).not.toBeInstanceOf(AppError);
    expect(await notes()).toEqual(before);
  });

  it('without `last`, the work commits at its end; the drizzle transaction sees the first statement\'s row', async () => {
    const seen = await pipelinedTransaction(ctx.deps.db, async ({ first, tx }) => {
      await first(ADD, ['three']);
      return (await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM pipelined_notes WHERE note = 'three'`))[0].n;
    });
    expect(seen).toBe(1);
    expect(await notes()).toContain('three');
  });

  it('50 at once, half refused: every accepted pair is there, nothing of a refused one', async () => {
    const before = (await notes()).length;
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => pipelinedTransaction(ctx.deps.db, async ({ first, last }) => {
      await first(ADD, [`race-${i}-a`]);
      await last(ADD_OR_REFUSE, [`race-${i}-b`, i % 2 === 0]);
    })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(25);
    const after = await notes();
    expect(after).toHaveLength(before + 50);
    for (let i = 0; i < 50; i++) {
      const expected = i % 2 === 0 ? [`race-${i}-a`, `race-${i}-b`] : [];
      expect(after.filter((n) => n.startsWith(`race-${i}-`))).toEqual(expected);
    }
  });

  it('both: the whole transaction in one write; a refusal in either statement leaves nothing, the first one\'s error is the one thrown', async () => {
    const [[a], [b]] = await pipelinedTransaction(ctx.deps.db, ({ both }) => both<{ id: string }, { ok: boolean }>(ADD, ['both-a'], ADD_OR_REFUSE, ['both-b', true]));
    expect(Number(a.id)).toBeGreaterThan(0);
    expect(b.ok).toBe(true);
    expect(await notes()).toEqual(expect.arrayContaining(['both-a', 'both-b']));
    const before = await notes();
    const second = await pipelinedTransaction(ctx.deps.db, ({ both }) => both(ADD, ['never-a'], ADD_OR_REFUSE, ['never-b', false]))
      .catch((e: unknown) => fromRefusal(e, ['INSUFFICIENT_BALANCE']));
    expect((second as AppError).errorName).toBe('INSUFFICIENT_BALANCE');
    const first = await pipelinedTransaction(ctx.deps.db, ({ both }) => both(ADD_OR_REFUSE, ['never-c', false], ADD, ['never-d']))
      .catch((e: unknown) => fromRefusal(e, ['INSUFFICIENT_BALANCE']));
    expect((first as AppError).errorName).toBe('INSUFFICIENT_BALANCE');
    expect(await notes()).toEqual(before);
    // The connection serves the next transaction.
    await pipelinedTransaction(ctx.deps.db, ({ both }) => both(ADD, ['after-a'], ADD, ['after-b']));
    expect((await notes()).slice(-2)).toEqual(['after-a', 'after-b']);
  });
});
