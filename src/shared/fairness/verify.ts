// What the browser verifier page runs on a revealed roll (api/fair/getRoll): the same code the
// server rolled with (design.md, "Fairness": the verifier lives in src/shared).
import { publicHash as hashOf } from './seeds.ts';
import { pickByTicket, validateTable, type TicketRange } from './table.ts';
import { rollTicket, type RollInput } from './ticket.ts';

export interface VerifyInput extends RollInput {
  salt: string;
  /** The hash that was shown before the roll. */
  publicHash: string;
  /** The case version's item ranges, in any order; index in the result refers to this order. */
  table?: readonly TicketRange[];
}

export interface VerifyResult {
  /** SHA-256(serverSeed + salt) equals the published hash, i.e. the seed was fixed before play. */
  hashMatches: boolean;
  ticket: number;
  draws: number;
  /** Index into input.table of the item owning the ticket; -1 without a table or with a bad one. */
  index: number;
  /** Why the table does not tile 1..range; null when it does or when no table was given. */
  tableError: string | null;
}

/** Recomputes a roll from its revealed seeds. Throws RangeError on inputs no roll could have had. */
export async function verifyRoll(input: VerifyInput): Promise<VerifyResult> {
  const { serverSeed, salt, clientSeed, nonce, game, range, table } = input;
  const [expectedHash, draw] = await Promise.all([hashOf(serverSeed, salt), rollTicket({ serverSeed, clientSeed, nonce, game, range })]);
  // Hex is case-blind; people paste hashes from anywhere.
  const hashMatches = expectedHash === input.publicHash.trim().toLowerCase();
  if (!table) return { hashMatches, ...draw, index: -1, tableError: null };

  // Sort a copy by start so a table listed in another order (price, name) still verifies.
  const order = table.map((_, i) => i).sort((a, b) => table[a].ticketFrom - table[b].ticketFrom);
  const sorted = order.map((i) => table[i]);
  const check = validateTable(sorted, range);
  if (!check.ok) return { hashMatches, ...draw, index: -1, tableError: check.reason };
  // A table that tiles 1..range always holds the ticket; the guard only keeps -1 meaning "none".
  const at = pickByTicket(sorted, draw.ticket);
  return { hashMatches, ...draw, index: at < 0 ? -1 : order[at], tableError: null };
}
