// A case version's committed table (docs/fairness.md, "Committed drop tables"): its rows in table
// order with each item's price in fen as the version wrote it down (docs/decisions/0110), the
// price an opening of it pays. Versions never change once written, so the hash is worked out once
// per version and kept beside it.
import { caseListHash, tableHash, type CommittedRow } from '../../../shared/fairness/table-hash.ts';
import type { BoxVersion } from './catalogue.ts';

/** The rows of a version as committed. */
export function committedRows(v: BoxVersion): CommittedRow[] {
  return v.table.map((e) => ({ ornamentId: e.ornamentId, ticketFrom: e.ticketFrom, ticketTo: e.ticketTo, priceFen: Number(e.price) }));
}

const cache = new WeakMap<BoxVersion, Promise<string>>();

/** The version's tableHash, computed once per loaded version. */
export function versionTableHash(v: BoxVersion): Promise<string> {
  let hash = cache.get(v);
  if (!hash) {
    hash = tableHash(committedRows(v));
    cache.set(v, hash);
  }
  return hash;
}

/** A battle room's commitment to its cases: caseListHash of each round's version tableHash, in round order. */
export async function caseListCommitment(versions: readonly BoxVersion[]): Promise<string> {
  return caseListHash(await Promise.all(versions.map((v) => versionTableHash(v))));
}
