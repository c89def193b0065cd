// The parts of PGlite that pglite-prepared.ts leans on beyond its documented `query`: the protocol
// serialisers and result parsers, `execProtocolStream`, the `_runExclusiveQuery` and
// `_runExclusiveTransaction` locks (underscored, so free to change in any release), and the
// per-instance `serializers` and `parsers` tables. package.json pins PGlite to one exact version
// for this reason (decision 0042); when an upgrade changes any of them, this file fails first, on a
// bare PGlite, before the prepared path's own tests fail in ways harder to read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import { runPrepared, type PgliteSession } from './pglite-prepared.ts';
import { statement } from './statements.ts';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
});
afterAll(() => pglite.close());

/** Parts and then Sync, in one buffer, as pglite-prepared.ts sends them. */
function message(...parts: Uint8Array[]): Uint8Array {
  const all = [...parts, protocol.serialize.sync()];
  const bytes = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    bytes.set(p, at);
    at += p.length;
  }
  return bytes;
}

describe('PGlite internals the prepared path uses', () => {
  it('are there, with the arity we call them with', () => {
    const { serialize } = protocol;
    expect({
      parse: serialize.parse.length,
      describe: serialize.describe.length,
      bind: serialize.bind.length,
      execute: serialize.execute.length,
      sync: serialize.sync.length,
    }).toEqual({ parse: 1, describe: 1, bind: 0, execute: 1, sync: 0 });
    expect({ parseResults: parse.parseResults.length, parseDescribeStatementResults: parse.parseDescribeStatementResults.length })
      .toEqual({ parseResults: 4, parseDescribeStatementResults: 1 });
    expect({
      execProtocolStream: pglite.execProtocolStream.length,
      runExclusiveQuery: pglite._runExclusiveQuery.length,
      runExclusiveTransaction: pglite._runExclusiveTransaction.length,
      syncToFs: pglite.syncToFs.length,
    }).toEqual({ execProtocolStream: 1, runExclusiveQuery: 1, runExclusiveTransaction: 1, syncToFs: 0 });
    // Serialisers and parsers keyed by type id, as the prepared path looks them up.
    expect(typeof pglite.serializers[types.INT4]).toBe('function');
    expect(typeof pglite.serializers[types.BOOL]).toBe('function');
    expect(typeof pglite.parsers[types.INT4]).toBe('function');
    expect(pglite.serializers[types.BOOL](true)).toBe('t');
  });

  it('Parse and Describe of a statement answer its parameters’ type ids', async () => {
    const answer = await pglite.execProtocolStream(message(
      protocol.serialize.parse({ name: 'internals_describe', text: 'SELECT $1::int4 AS n, $2::text AS t, $3::bool AS b' }),
      protocol.serialize.describe({ type: 'S', name: 'internals_describe' }),
    ), { syncToFs: false });
    expect(parse.parseDescribeStatementResults(answer)).toEqual([types.INT4, types.TEXT, types.BOOL]);
  });

  it('Bind, Describe and Execute answer rows that parseResults reads as objects or arrays', async () => {
    const bound = () => message(
      protocol.serialize.bind({ statement: 'internals_describe', values: ['41', 'x', 't'] }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
    );
    const asObjects = parse.parseResults(await pglite.execProtocolStream(bound(), { syncToFs: false }), pglite.parsers);
    expect(asObjects).toHaveLength(1);
    expect(asObjects[0].rows).toEqual([{ n: 41, t: 'x', b: true }]);
    const asArrays = parse.parseResults(await pglite.execProtocolStream(bound(), { syncToFs: false }), pglite.parsers, { rowMode: 'array' });
    expect(asArrays[0].rows).toEqual([[41, 'x', true]]);
  });

  it('an error in the exchange comes back as a rejection, and the session answers the next', async () => {
    await expect(pglite.execProtocolStream(message(
      protocol.serialize.parse({ name: 'internals_broken', text: 'SELEC 1' }),
      protocol.serialize.describe({ type: 'S', name: 'internals_broken' }),
    ), { syncToFs: false })).rejects.toMatchObject({ code: '42601' });
    expect((await pglite.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('_runExclusiveQuery runs one caller at a time', async () => {
    const order: string[] = [];
    const hold = (name: string) => pglite._runExclusiveQuery(async () => {
      order.push(`${name} in`);
      await new Promise((r) => setTimeout(r, 20));
      order.push(`${name} out`);
    });
    await Promise.all([hold('a'), hold('b')]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
  });

  it('_runExclusiveTransaction waits for a transaction open on the session', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let opened!: () => void;
    const openYet = new Promise<void>((resolve) => { opened = resolve; });
    const tx = pglite.transaction(async (t) => {
      await t.query('SELECT 1');
      opened();
      await held;
      order.push('transaction ends');
    });
    await openYet;
    const outside = pglite._runExclusiveTransaction(() => {
      order.push('outside runs');
      return Promise.resolve();
    });
    await new Promise((r) => setTimeout(r, 30));
    release();
    await Promise.all([tx, outside]);
    expect(order).toEqual(['transaction ends', 'outside runs']);
  });

  it('a statement through our prepared path returns the rows PGlite’s own query does', async () => {
    const session: PgliteSession = { pglite, inTransaction: false };
    const st = statement('internals_round_trip', 'SELECT $1::int4 + 1 AS n, $2::text AS t, $3::jsonb AS doc, $4::int4 AS nothing');
    const values = [41, 'x', JSON.stringify({ a: [1] }), null];
    const prepared = await runPrepared(session, st, values);
    expect(prepared).toEqual([{ n: 42, t: 'x', doc: { a: [1] }, nothing: null }]);
    expect(prepared).toEqual((await pglite.query(st.text, values)).rows);
    expect(await runPrepared(session, st, [1, 'y', '{}', 5])).toEqual([{ n: 2, t: 'y', doc: {}, nothing: 5 }]);
    const kept = await pglite.query<{ executions: number }>(
      `SELECT (generic_plans + custom_plans)::int AS executions FROM pg_prepared_statements WHERE name = 'internals_round_trip'`);
    expect(kept.rows).toEqual([{ executions: 2 }]);
  });
});
