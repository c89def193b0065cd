// Giveaway draws (design.md, "Fairness", games the house could pad). The same code
// draws on the server and re-computes in the browser (WebCrypto only).
//
//   entrant list  = the entries not excluded, as [rollCode, userId] pairs in ascending code order
//   entrants hash = hex(SHA-256(utf8(JSON.stringify(entrant list))))     (userId as a decimal string)
//   public seed   = hex(SHA-256(utf8(JSON.stringify([serverSeedHash, entrantsHash, beaconRound, beaconRandomness]))))
//     serverSeedHash is the room's commitment publicHash(serverSeed, salt), shown from creation;
//     the beacon round is the first one published after entry closed, so its value did not exist
//     when the list was fixed: neither the players nor whoever holds the server seed can steer it.
//   prize p (1..n, pool order): blocks HMAC-SHA256(key = utf8(serverSeed),
//     message = utf8(`roll:${publicSeed}:${p}:${cursor}`)), cursor 0, 1, …, into a ticket
//     1..k by ticket.ts's exact rejection rule, where k is the number of entrants not yet drawn
//     (in code order); the ticket-th of them wins prize p. Each entrant wins at most one prize;
//     prizes left when every entrant has won stay undrawn (returned to whoever funded them).
import { drawTicket, type TicketDrawer } from './battle.ts';
import { bytesToHex } from './hex.ts';

const utf8 = new TextEncoder();

async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', utf8.encode(text))));
}

export type GiveawayEntrant = readonly [code: number, userId: string];

/** The published list, sorted by roll code (a copy; the input is left as it is). */
export function sortEntrants(entrants: readonly GiveawayEntrant[]): GiveawayEntrant[] {
  return [...entrants].sort((a, b) => a[0] - b[0]);
}

export function giveawayEntrantsHash(entrants: readonly GiveawayEntrant[]): Promise<string> {
  return sha256Hex(JSON.stringify(sortEntrants(entrants).map(([code, userId]) => [code, userId])));
}

export function giveawayPublicSeed(serverSeedHash: string, entrantsHash: string, beaconRound: number, beaconRandomness: string): Promise<string> {
  return sha256Hex(JSON.stringify([serverSeedHash, entrantsHash, beaconRound, beaconRandomness]));
}

/** Everything before `:cursor` in the HMAC message of prize `prize`. */
export function giveawayRollPrefix(publicSeed: string, prize: number): string {
  return `roll:${publicSeed}:${prize}`;
}

export interface GiveawayDraw {
  /** Pool position, 1..n. */
  prize: number;
  ticket: number;
  /** How many entrants the ticket ran over. */
  range: number;
  code: number;
  userId: string;
}

/** Every prize's winner, in pool order; shorter than `prizes` when entrants run out. */
export async function drawGiveaway(input: {
  serverSeed: string;
  publicSeed: string;
  entrants: readonly GiveawayEntrant[];
  prizes: number;
  draw?: TicketDrawer;
}): Promise<GiveawayDraw[]> {
  const { serverSeed, publicSeed, prizes, draw = drawTicket } = input;
  const left = sortEntrants(input.entrants);
  const out: GiveawayDraw[] = [];
  for (let p = 1; p <= prizes && left.length > 0; p++) {
    const { ticket } = await draw(serverSeed, giveawayRollPrefix(publicSeed, p), left.length);
    const [code, userId] = left[ticket - 1];
    out.push({ prize: p, ticket, range: left.length, code, userId });
    left.splice(ticket - 1, 1);
  }
  return out;
}

/** drand's randomness is SHA-256 of the signature: a value whose two halves disagree is not a beacon's. */
export async function beaconRandomnessMatches(signatureHex: string, randomnessHex: string): Promise<boolean> {
  if (!/^[0-9a-f]+$/.test(signatureHex) || signatureHex.length % 2 !== 0) return false;
  const bytes = new Uint8Array(signatureHex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(signatureHex.slice(i * 2, i * 2 + 2), 16);
  return bytesToHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes))) === randomnessHex;
}
