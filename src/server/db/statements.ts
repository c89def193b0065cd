// Named statements for the hot paths (opening a case, the webhook credit, selling back): SQL text
// written once, sent with its parameters straight to the driver of the caller's connection or
// transaction. On PostgreSQL each statement is parsed and planned once per connection (a named
// prepared statement) instead of on every call, and drizzle's query building is skipped where it
// cost more than the database did. Elsewhere drizzle's query builder stays: it reads better.
// Results: ids and money come back as text (cast in the SQL) so both drivers agree on types.
import type { Db, Tx } from './client.ts';
import { PGLITE_SESSION, runPrepared, type PgliteSession } from './pglite-prepared.ts';

export interface Statement {
  name: string;
  text: string;
}

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}
interface PgliteClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** `text` uses $1, $2…; the name must be unique in the process (it names the prepared statement). */
export function statement(name: string, text: string): Statement {
  return { name, text: text.replace(/\s+/g, ' ').trim() };
}

/** Runs `st` on the connection behind `db` (a pool, a PGlite, or the client of a transaction). */
export async function run<Row>(db: Db | Tx, st: Statement, values: unknown[]): Promise<Row[]> {
  // drizzle keeps the driver's client on its session; the same field on databases and transactions.
  const client = (db as unknown as { session: { client: PgClient | PgliteClient } }).session.client;
  const pglite = (client as { [PGLITE_SESSION]?: PgliteSession })[PGLITE_SESSION];
  if (pglite) return runPrepared<Row>(pglite, st, values);
  if (isPglite(client)) return (await client.query(st.text, values)).rows as Row[];
  return (await client.query({ name: st.name, text: st.text, values })).rows as Row[];
}

function isPglite(client: PgClient | PgliteClient): client is PgliteClient {
  // PGlite and its transactions have `exec`; pg's Pool and clients do not.
  return typeof (client as { exec?: unknown }).exec === 'function';
}
