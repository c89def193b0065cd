// A case version's committed table (docs/fairness.md, "Committed drop tables"): its rows in table
// order with each item's price in fen as the catalogue holds it, the price the roll and the odds
// page use. Versions never change once written, so the hash is worked out once per version and
// item-price map and kept beside the version.
import { caseListHash, tableHash, type CommittedRow } from '../../../shared/fairness/table-hash.ts';
import type { BoxVersion, Catalogue } from './catalogue.ts';
import type { OrnamentRow } from './ornaments.ts';

/** The rows of a version as committed; an item missing from the catalogue is an error, not a guess. */
export function committedRows(v: BoxVersion, ornaments: Map<number, OrnamentRow>): CommittedRow[] {
  return v.table.map((e) => {
    const o = ornaments.get(e.ornamentId);
    if (!o) throw new Error(`box ${v.boxId} version ${v.version}: item ${e.ornamentId} is not in the catalogue`);
    return { ornamentId: e.ornamentId, ticketFrom: e.ticketFrom, ticketTo: e.ticketTo, priceFen: Number(o.price) };
  });
}

const cache = new WeakMap<BoxVersion, { ornaments: Map<number, OrnamentRow>; hash: Promise<string> }>();

/** The version's tableHash, computed once for the catalogue's item prices. */
export function versionTableHash(c: Pick<Catalogue, 'ornaments'>, v: BoxVersion): Promise<string> {
  const held = cache.get(v);
  if (held && held.ornaments === c.ornaments) return held.hash;
  const hash = tableHash(committedRows(v, c.ornaments));
  cache.set(v, { ornaments: c.ornaments, hash });
  return hash;
}

/** A battle room's commitment to its cases: caseListHash of each round's version tableHash, in round order. */
export async function caseListCommitment(c: Pick<Catalogue, 'ornaments'>, versions: readonly BoxVersion[]): Promise<string> {
  return caseListHash(await Promise.all(versions.map((v) => versionTableHash(c, v))));
}
