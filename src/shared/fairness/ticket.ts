// Ticket in [1, W], exact (design.md, "Fairness"): take the next value u; if
// u >= floor(2^bits / W) * W reject it and take the next; ticket = (u mod W) + 1.
// Below the limit every residue mod W occurs exactly floor(2^bits / W) times, so every ticket is
// equally likely; a plain `u mod W` would favour the low tickets whenever W does not divide 2^bits.
// `bits` is 32 for real rolls; smaller widths exist so tests can enumerate every possible value
// through this same code.
import { isGame, openRollStream, type RollSeeds } from './bytes.ts';
import { isValidClientSeed } from './seeds.ts';

export interface TicketDraw {
  ticket: number;
  /** Source values consumed, the accepted one included (1 unless something was rejected). */
  draws: number;
}

export interface RollInput extends RollSeeds {
  /** W: tickets run 1..range. Cases use TICKETS (1,000,000). */
  range: number;
}

function checkWidth(range: number, bits: number): void {
  if (!Number.isInteger(bits) || bits < 1 || bits > 32) throw new RangeError(`bits must be an integer in 1..32, got ${bits}`);
  if (!Number.isInteger(range) || range < 1 || range > 2 ** bits) throw new RangeError(`range must be an integer in 1..2^${bits}, got ${range}`);
}

/** floor(2^bits / range) * range: the first rejected value. Exact in doubles, as 2^32 < 2^53. */
export function ticketLimit(range: number, bits = 32): number {
  checkWidth(range, bits);
  return Math.floor(2 ** bits / range) * range;
}

/** The rule for one value: its ticket, or null when u is rejected. */
export function ticketOf(u: number, range: number, bits = 32): number | null {
  const limit = ticketLimit(range, bits);
  if (!Number.isInteger(u) || u < 0 || u >= 2 ** bits) throw new RangeError(`source value must be an integer in 0..2^${bits}-1, got ${u}`);
  return u >= limit ? null : (u % range) + 1;
}

/**
 * Applies the rule to the source's values in order until one is accepted. Pure: the same
 * values give the same draw. null when the source ends before any value is accepted.
 */
export function sampleTicket(source: Iterable<number>, range: number, bits = 32): TicketDraw | null {
  let draws = 0;
  for (const u of source) {
    draws += 1;
    const ticket = ticketOf(u, range, bits);
    if (ticket !== null) return { ticket, draws };
  }
  return null;
}

/**
 * The ticket of one roll, from its HMAC stream. Throws RangeError on inputs the server never
 * rolls with (unknown game, nonce below 1, a client seed outside 1-64 printable ASCII).
 */
export async function rollTicket(input: RollInput): Promise<TicketDraw> {
  const { serverSeed, clientSeed, nonce, game, range } = input;
  if (!isGame(game)) throw new RangeError(`unknown game ${JSON.stringify(game)}`);
  if (!isValidClientSeed(clientSeed)) throw new RangeError('clientSeed must be 1-64 printable ASCII characters');
  if (!Number.isSafeInteger(nonce) || nonce < 1) throw new RangeError(`nonce must be an integer >= 1, got ${nonce}`);
  checkWidth(range, 32);

  const stream = await openRollStream({ serverSeed, clientSeed, nonce, game });
  // The stream is async and the sampler is not, so feed it the values seen so far. Every value
  // before the last was rejected, so rerunning on a longer prefix is the same as streaming, and
  // the 32-bit path is exactly the sampler the tests enumerate. Almost always one pass.
  const seen: number[] = [];
  for (;;) {
    seen.push(await stream.next());
    const draw = sampleTicket(seen, range);
    if (draw) return draw;
  }
}
