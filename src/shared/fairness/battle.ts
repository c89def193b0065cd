// Battle rolls (design.md, "Fairness", games of several players). The same code rolls
// on the server and re-computes in the browser (WebCrypto only).
//
//   room public seed = hex(SHA-256(utf8(JSON.stringify([serverSeedHash, clientSeed(seat 1), …, clientSeed(seat N)]))))
//     serverSeedHash is the room's commitment publicHash(serverSeed, salt), shown from creation;
//     the JSON array keeps seeds containing ':' or ',' from running into each other.
//   roll of round r (1..rounds), seat s (1..seats): blocks HMAC-SHA256(key = utf8(serverSeed),
//     message = utf8(`battle:${roomPublicSeed}:${r}:${s}:${cursor}`)), cursor 0, 1, …, read as
//     big-endian uint32s, into a ticket 1..1,000,000 by ticket.ts's exact rejection rule, over the
//     round's case table (its version at the room's creation; table.ts picks the item).
//   tie-break: the same with message `battle:${roomPublicSeed}:tiebreak:0:${cursor}`, a ticket
//     1..k over the k tied candidates (seat numbers, or team numbers 1-2) in ascending order; the
//     ticket-th one wins. No other rule.
//   bot client seed = hex(SHA-256(utf8(`bot:${roomId}:${seat}`))): fixed by the room id (a
//     database sequence) and the seat, so nobody can choose or grind it.
import { TICKETS } from '../constants.ts';
import { openUint32Stream } from './bytes.ts';
import { bytesToHex } from './hex.ts';
import { pickByTicket, type TicketRange } from './table.ts';
import { sampleTicket, ticketLimit, type TicketDraw } from './ticket.ts';

const utf8 = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', utf8.encode(text))));
}

/** The room's public seed from its commitment and every seat's client seed, in seat order. */
export function battleRoomSeed(serverSeedHash: string, clientSeeds: readonly string[]): Promise<string> {
  if (clientSeeds.length < 2) throw new RangeError('a room has at least 2 seats');
  return sha256Hex(JSON.stringify([serverSeedHash, ...clientSeeds]));
}

/** A bot's published client seed. */
export function botClientSeed(roomId: string | bigint | number, seat: number): Promise<string> {
  return sha256Hex(`bot:${String(roomId)}:${seat}`);
}

/** Everything before `:cursor` in the HMAC message of one round and seat. */
export function battleRollPrefix(roomPublicSeed: string, round: number, seat: number): string {
  return `battle:${roomPublicSeed}:${round}:${seat}`;
}

export function battleTiebreakPrefix(roomPublicSeed: string): string {
  return `battle:${roomPublicSeed}:tiebreak:0`;
}

/**
 * Draws a ticket 1..range from the HMAC stream of `prefix` under `serverSeed`, by ticket.ts's rule.
 * The browser's is WebCrypto's (drawTicket); the server passes node:crypto's synchronous one
 * (modules/fairness/roll-sync.ts), held to this one by the published vectors.
 */
export type TicketDrawer = (serverSeed: string, prefix: string, range: number) => TicketDraw | Promise<TicketDraw>;

/** A ticket 1..range from the stream of `prefix`, by ticket.ts's rule. */
export async function drawTicket(serverSeed: string, prefix: string, range: number): Promise<TicketDraw> {
  ticketLimit(range); // validates the range
  const stream = await openUint32Stream(serverSeed, prefix);
  const seen: number[] = [];
  for (;;) {
    seen.push(await stream.next());
    const draw = sampleTicket(seen, range);
    if (draw) return draw;
  }
}

/** The ticket (1..1,000,000) of one round and seat. */
export async function battleTicket(serverSeed: string, roomPublicSeed: string, round: number, seat: number): Promise<number> {
  if (!Number.isSafeInteger(round) || round < 1 || !Number.isSafeInteger(seat) || seat < 1) {
    throw new RangeError('round and seat start at 1');
  }
  return (await drawTicket(serverSeed, battleRollPrefix(roomPublicSeed, round, seat), TICKETS)).ticket;
}

/** The winner among tied candidates (any order given; rolled over them in ascending order). */
export async function battleTiebreak(serverSeed: string, roomPublicSeed: string, tied: readonly number[]): Promise<{ winner: number; ticket: number; candidates: number[] }> {
  const candidates = [...new Set(tied)].sort((a, b) => a - b);
  if (candidates.length < 2) throw new RangeError('a tie-break needs at least 2 candidates');
  const { ticket } = await drawTicket(serverSeed, battleTiebreakPrefix(roomPublicSeed), candidates.length);
  return { winner: candidates[ticket - 1], ticket, candidates };
}

/** The team of a seat in a 2v2 room: seats 1-2 are team 1, seats 3-4 team 2. */
export function teamOfSeat(seat: number): 1 | 2 {
  return seat <= 2 ? 1 : 2;
}

export interface BattleRollOutcome<T extends TicketRange> {
  round: number;
  seat: number;
  ticket: number;
  entry: T;
}

export interface BattleOutcome<T extends TicketRange & { value: bigint }> {
  rolls: BattleRollOutcome<T>[];
  /** Sum of values per seat, index seat - 1. */
  totals: bigint[];
  /** Winning seats, ascending. */
  winners: number[];
  tiebreak: { candidates: number[]; ticket: number } | null;
  /** Per winning seat, the indexes into `rolls` of the items it takes. */
  awards: Map<number, number[]>;
}

export interface BattleRoomInput<T extends TicketRange & { value: bigint }> {
  serverSeed: string;
  roomPublicSeed: string;
  seats: number;
  mode: 'classic' | 'reverse';
  team: boolean;
  /** One case table per round, in round order; each row carries the item's value. */
  tables: readonly (readonly T[])[];
  /** The HMAC primitive (default WebCrypto's); the rule is the same whichever computes it. */
  draw?: TicketDrawer;
}

/**
 * Every roll of a room, its winner(s) and who takes which item. Classic: the highest total wins;
 * reverse: the lowest. In 2v2 a team's total is its two seats' sum. A tie goes to battleTiebreak.
 * The winner of a free-for-all takes every item; a winning team's items are dealt by splitPot.
 */
export async function settleBattle<T extends TicketRange & { value: bigint }>(input: BattleRoomInput<T>): Promise<BattleOutcome<T>> {
  const { serverSeed, roomPublicSeed, seats, mode, team, tables, draw = drawTicket } = input;
  if (team && seats !== 4) throw new RangeError('2v2 needs 4 seats');
  const rolls: BattleRollOutcome<T>[] = [];
  const totals = Array.from({ length: seats }, () => 0n);
  for (let r = 1; r <= tables.length; r++) {
    for (let s = 1; s <= seats; s++) {
      const { ticket } = await draw(serverSeed, battleRollPrefix(roomPublicSeed, r, s), TICKETS);
      const i = pickByTicket(tables[r - 1], ticket);
      if (i < 0) throw new Error(`round ${r}: the case table does not cover ticket ${ticket}`);
      const entry = tables[r - 1][i];
      rolls.push({ round: r, seat: s, ticket, entry });
      totals[s - 1] += entry.value;
    }
  }
  const sides = team ? [1, 2] : Array.from({ length: seats }, (_, i) => i + 1);
  const sideTotal = (side: number) => (team ? totals.reduce((sum, v, i) => (teamOfSeat(i + 1) === side ? sum + v : sum), 0n) : totals[side - 1]);
  const best = sides.map(sideTotal).reduce((a, b) => (mode === 'classic' ? (b > a ? b : a) : (b < a ? b : a)));
  const tied = sides.filter((side) => sideTotal(side) === best);
  let winnerSide = tied[0];
  let tiebreak: BattleOutcome<T>['tiebreak'] = null;
  if (tied.length > 1) {
    const candidates = [...tied].sort((a, b) => a - b);
    const { ticket } = await draw(serverSeed, battleTiebreakPrefix(roomPublicSeed), candidates.length);
    winnerSide = candidates[ticket - 1];
    tiebreak = { candidates, ticket };
  }
  const winners = team ? [1, 2, 3, 4].filter((s) => teamOfSeat(s) === winnerSide) : [winnerSide];
  const all = rolls.map((_, i) => i);
  const awards = winners.length === 1
    ? new Map([[winners[0], all]])
    : splitPot(rolls.map((r, i) => ({ index: i, value: r.entry.value, round: r.round, seat: r.seat })), winners);
  return { rolls, totals, winners, tiebreak, awards };
}

/**
 * The 2v2 pot split: items are dealt one at a time, most valuable first (equal values: earlier
 * round, then lower seat first), each to the winner holding the least value so far (equal: the
 * lower seat). So the shares differ by at most the value of one item; what cannot be split evenly
 * (the remainder) goes to whoever the rule hands it, lower seat first on a tie.
 */
export function splitPot(items: readonly { index: number; value: bigint; round: number; seat: number }[], winners: readonly number[]): Map<number, number[]> {
  const seats = [...winners].sort((a, b) => a - b);
  const out = new Map(seats.map((s) => [s, [] as number[]]));
  const held = new Map(seats.map((s) => [s, 0n]));
  const order = [...items].sort((a, b) => (a.value !== b.value ? (b.value > a.value ? 1 : -1) : a.round !== b.round ? a.round - b.round : a.seat - b.seat));
  for (const item of order) {
    const to = seats.reduce((a, b) => (held.get(b)! < held.get(a)! ? b : a));
    out.get(to)!.push(item.index);
    held.set(to, held.get(to)! + item.value);
  }
  for (const list of out.values()) list.sort((a, b) => a - b);
  return out;
}
