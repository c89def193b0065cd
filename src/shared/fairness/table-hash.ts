// Committed drop tables (docs/fairness.md, "Committed drop tables"): every case version publishes
// tableHash, the SHA-256 of its rows [ornamentId, ticketFrom, ticketTo, priceFen] in table order,
// written as JSON with no spaces, so anyone holding the table the page shows can recompute it and
// see that the odds and prices rolled are the ones committed. A battle room commits the hash of
// its ordered case list the same way. WebCrypto's digest is what both the server and the browser
// verifier call, so one function serves both sides.
import { bytesToHex } from './hex.ts';

/** One row of a case version's table as committed: the item, its ticket range, its price in fen. */
export interface CommittedRow {
  ornamentId: number;
  ticketFrom: number;
  ticketTo: number;
  priceFen: number;
}

const utf8 = new TextEncoder();

function wholeNumber(n: number, what: string, i: number): number {
  // A fraction or an unsafe integer would print differently in other languages' JSON.
  if (!Number.isSafeInteger(n)) throw new RangeError(`row ${i}: ${what} must be a safe integer, got ${n}`);
  return n;
}

/** The exact text hashed: `[[ornamentId,ticketFrom,ticketTo,priceFen],...]` in table order, no spaces. */
export function tableHashInput(rows: readonly CommittedRow[]): string {
  return JSON.stringify(rows.map((r, i) => [
    wholeNumber(r.ornamentId, 'ornamentId', i),
    wholeNumber(r.ticketFrom, 'ticketFrom', i),
    wholeNumber(r.ticketTo, 'ticketTo', i),
    wholeNumber(r.priceFen, 'priceFen', i),
  ]));
}

/** Lowercase hex SHA-256 of a text's UTF-8 bytes. */
export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', utf8.encode(text))));
}

/** A case version's tableHash. */
export function tableHash(rows: readonly CommittedRow[]): Promise<string> {
  return sha256Hex(tableHashInput(rows));
}

const HASH_HEX = /^[0-9a-f]{64}$/;

/** The exact text a battle room's case-list commitment hashes: `["<tableHash>",...]` in round order. */
export function caseListHashInput(tableHashes: readonly string[]): string {
  tableHashes.forEach((h, i) => {
    if (!HASH_HEX.test(h)) throw new RangeError(`case ${i}: a tableHash is 64 lowercase hex characters`);
  });
  return JSON.stringify(tableHashes);
}

/** A battle room's commitment to its cases: SHA-256 of the JSON array of each round's tableHash. */
export function caseListHash(tableHashes: readonly string[]): Promise<string> {
  return sha256Hex(caseListHashInput(tableHashes));
}
