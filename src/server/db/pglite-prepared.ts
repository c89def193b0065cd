// Prepared statements on PGlite, as node-postgres gives them on PostgreSQL (statements.ts).
// PGlite's own `query` parses, analyses and plans its text afresh on every call, and crosses into
// its WebAssembly six times to do it (parse, describe, bind, describe, execute, sync): for the hot
// paths' long statements that was most of an opening's time. Here a statement is parsed once per
// PGlite (its one session keeps it, and PostgreSQL re-plans it by itself when a table it reads
// changes), and each call is Bind, Describe, Execute and Sync in one crossing. The hot paths name
// their statements (statements.ts); every other query (drizzle's) is named by its text, for the
// first MAX_TEXTS texts a PGlite sees (drizzle writes one text per query shape; beyond that,
// texts built with literals in them go PGlite's own way rather than fill its memory). Parameters
// are serialised, and rows parsed, by PGlite's own serialisers and parsers, so the results are the
// ones its `query` returns.
import { parse as protocolResults, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import type { Statement } from './statements.ts';

const { serialize } = protocol;

/** The session behind a PGlite or one of its transactions (client.ts puts it on both). */
export interface PgliteSession {
  pglite: PGlite;
  /** True for a transaction's client: it already holds the transaction lock. */
  inTransaction: boolean;
}

export const PGLITE_SESSION = Symbol('pglite session');

/** Per PGlite: the statements parsed in its session, with their parameters' type ids. */
const parsed = new WeakMap<PGlite, Map<string, number[]>>();

type Messages = Awaited<ReturnType<PGlite['execProtocolStream']>>;

/** One crossing into PGlite: `parts` then Sync, so an error leaves the session ready for the next. */
function exchange(pglite: PGlite, parts: Uint8Array[]): Promise<Messages> {
  const all = [...parts, serialize.sync()];
  const bytes = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    bytes.set(p, at);
    at += p.length;
  }
  return pglite.execProtocolStream(bytes, { syncToFs: false });
}

async function parameterTypes(pglite: PGlite, st: Statement): Promise<number[]> {
  let statements = parsed.get(pglite);
  if (!statements) parsed.set(pglite, (statements = new Map<string, number[]>()));
  let types = statements.get(st.name);
  if (!types) {
    const answer = await exchange(pglite, [serialize.parse({ name: st.name, text: st.text }), serialize.describe({ type: 'S', name: st.name })]);
    types = protocolResults.parseDescribeStatementResults(answer);
    statements.set(st.name, types);
  }
  return types;
}

/** Runs `st` with `values` in `session`, parsing it the first time this PGlite sees it. */
export async function runPrepared<Row>(session: PgliteSession, st: Statement, values: unknown[]): Promise<Row[]> {
  return (await execute<Row>(session, st, values)).rows;
}

const MAX_TEXTS = 1000;
/** Per PGlite: the names given to the texts of queries that came without one. */
const named = new WeakMap<PGlite, Map<string, Statement>>();

/**
 * PGlite's `query(text, params, { rowMode })` as a prepared statement of its text; `unnamed` (the
 * client's own query) once this PGlite has MAX_TEXTS texts named.
 */
export function queryPrepared<Row>(
  session: PgliteSession, text: string, values: unknown[], rowMode: 'array' | 'object' | undefined, unnamed: () => Promise<Results<Row>>,
): Promise<Results<Row>> {
  let texts = named.get(session.pglite);
  if (!texts) named.set(session.pglite, (texts = new Map<string, Statement>()));
  let st = texts.get(text);
  if (!st && texts.size < MAX_TEXTS) texts.set(text, (st = { name: `text_${texts.size + 1}`, text }));
  return st ? execute<Row>(session, st, values, rowMode) : unnamed();
}

async function execute<Row>(session: PgliteSession, st: Statement, values: unknown[], rowMode?: 'array' | 'object'): Promise<Results<Row>> {
  const { pglite } = session;
  const call = () => pglite._runExclusiveQuery(async () => {
    const types = await parameterTypes(pglite, st);
    const text = values.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = pglite.serializers[types[i]];
      // A type PGlite has no serialiser for is sent as the value's text, as its own query does.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- drizzle binds primitives here
      return serializer ? serializer(v) : String(v);
    });
    const answer = await exchange(pglite, [
      serialize.bind({ statement: st.name, values: text }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    ]);
    return protocolResults.parseResults(answer, pglite.parsers, rowMode ? { rowMode } : undefined)[0] as Results<Row>;
  });
  if (session.inTransaction) return call();
  // Outside a transaction, as PGlite's own query: wait for any transaction to end, then write
  // what changed through to the file system.
  const result = await pglite._runExclusiveTransaction(call);
  await pglite.syncToFs();
  return result;
}
