// A transaction whose BEGIN travels with its first statement, and whose COMMIT with its last: on
// PostgreSQL an opening's transaction is then two round trips instead of four (node-postgres's
// pipeline mode, db/client.ts: statements are written without waiting for the answer before).
// The last statement must refuse by raising an error (db/refuse.ts), never by answering "no": its
// COMMIT is already on the wire, and only an error turns it into a rollback. PGlite runs in this
// process, where a round trip costs nothing: there the same steps run one after the other in an
// ordinary transaction.
import type pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Db, Tx } from './client.ts';
import { run, type Statement } from './statements.ts';
import * as schema from './schema/index.ts';

export interface Pipelined {
  /** The transaction, for anything else it runs (drizzle or `run`). */
  tx: Tx;
  /** The first statement, sent with BEGIN. */
  first: <Row>(st: Statement, values: unknown[]) => Promise<Row[]>;
  /** A statement between the first and the last, on the same connection (no drizzle built for it). */
  next: <Row>(st: Statement, values: unknown[]) => Promise<Row[]>;
  /** The last statement, sent with COMMIT; nothing may run after it. */
  last: <Row>(st: Statement, values: unknown[]) => Promise<Row[]>;
  /**
   * The whole transaction in one write: BEGIN, `a`, `b`, COMMIT; nothing may run before or after.
   * An error in `a` makes PostgreSQL refuse `b` and answer the COMMIT with a rollback; the first
   * error, in the statements' order, is thrown.
   */
  both: <A, B>(a: Statement, aValues: unknown[], b: Statement, bValues: unknown[]) => Promise<[A[], B[]]>;
}

type PoolLike = pg.Pool & { connect(): Promise<pg.PoolClient> };

/** Runs `work` in one transaction; `first` must be its first statement, `last` (when used) its last. */
export async function pipelinedTransaction<T>(db: Db, work: (p: Pipelined) => Promise<T>): Promise<T> {
  const pool = (db as unknown as { session: { client: PoolLike | object } }).session.client;
  if (!isPipelinedPool(pool)) return db.transaction((tx) => work(sequential(tx)));
  const client = await pool.connect();
  // Corked, a statement and BEGIN or COMMIT leave in one write.
  const stream = (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
  let state: 'open' | 'ended' = 'open';
  try {
    // A drizzle database over this one connection, made only when asked for (its schema's
    // relational map costs more to build than an opening's statements do to send).
    let tx: Tx | undefined;
    const result = await work({
      get tx() {
        tx ??= drizzlePg(client, { schema }) as unknown as Tx;
        return tx;
      },
      first: async <Row>(st: Statement, values: unknown[]) => {
        stream.cork();
        const begin = client.query('BEGIN');
        const rows = client.query({ name: st.name, text: st.text, values });
        stream.uncork();
        const [began, answer] = await Promise.allSettled([begin, rows]);
        if (began.status === 'rejected') throw began.reason;
        if (answer.status === 'rejected') throw answer.reason;
        return answer.value.rows as Row[];
      },
      next: async <Row>(st: Statement, values: unknown[]) => (await client.query({ name: st.name, text: st.text, values })).rows as Row[],
      last: async <Row>(st: Statement, values: unknown[]) => {
        stream.cork();
        const rows = client.query({ name: st.name, text: st.text, values });
        const commit = client.query('COMMIT');
        stream.uncork();
        // Both answers are awaited, so the connection is quiet when it goes back to the pool. After
        // an error in the statement, PostgreSQL answers the COMMIT with a rollback.
        const [answer, committed] = await Promise.allSettled([rows, commit]);
        state = 'ended';
        if (answer.status === 'rejected') throw answer.reason;
        if (committed.status === 'rejected') throw committed.reason;
        return answer.value.rows as Row[];
      },
      both: async <A, B>(a: Statement, aValues: unknown[], b: Statement, bValues: unknown[]) => {
        stream.cork();
        const answers = [client.query('BEGIN'), client.query({ name: a.name, text: a.text, values: aValues }),
          client.query({ name: b.name, text: b.text, values: bValues }), client.query('COMMIT')];
        stream.uncork();
        const settled = await Promise.allSettled(answers);
        state = 'ended';
        const failed = settled.find((r) => r.status === 'rejected');
        if (failed) throw failed.reason;
        const rows = settled.map((r) => (r as PromiseFulfilledResult<pg.QueryResult<pg.QueryResultRow>>).value.rows);
        return [rows[1] as A[], rows[2] as B[]];
      },
    });
    if (state === 'open') {
      state = 'ended';
      await client.query('COMMIT');
    }
    return result;
  } catch (err) {
    if (state === 'open') await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

function isPipelinedPool(client: object): client is PoolLike {
  return typeof (client as { connect?: unknown }).connect === 'function' && (client as { options?: { pipeline?: boolean } }).options?.pipeline === true;
}

function sequential(tx: Tx): Pipelined {
  const step = <Row>(st: Statement, values: unknown[]) => run<Row>(tx, st, values);
  const both = async <A, B>(a: Statement, aValues: unknown[], b: Statement, bValues: unknown[]): Promise<[A[], B[]]> =>
    [await step<A>(a, aValues), await step<B>(b, bValues)];
  return { tx, first: step, next: step, last: step, both };
}
