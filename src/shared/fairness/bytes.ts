// The random bytes behind every outcome (design.md, "Fairness"):
//   block(cursor) = HMAC-SHA256(key = utf8(serverSeed), message = utf8(prefix + ":" + cursor))
// with cursor 0, 1, 2...; each 32-byte block gives 8 big-endian uint32 values, used in order.
// For a single-player roll the prefix is `${game}:${clientSeed}:${nonce}`. Multi-player rooms will
// use `${game}:${roomPublicSeed}:${round}:${seat}`, so the stream takes the prefix as given.
import type { RollInfo } from '../contracts/fair.ts';

export type Game = RollInfo['game'];

// A record rather than a list so the compiler flags a game added to (or dropped from) the contract.
const GAME_NAMES: Record<Game, true> = { case: true, dream: true, battle: true, roll: true };

/** Every game name a roll message may carry. */
export const GAMES: readonly Game[] = Object.freeze(Object.keys(GAME_NAMES) as Game[]);

export function isGame(s: string): s is Game {
  return Object.hasOwn(GAME_NAMES, s);
}

/** The inputs of one single-player roll. */
export interface RollSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  game: Game;
}

/** A source of uint32 values for one roll, in stream order. */
export interface Uint32Stream {
  next(): Promise<number>;
  /** How many values next() has handed out so far. */
  readonly consumed: number;
}

const utf8 = new TextEncoder();

/** `${game}:${clientSeed}:${nonce}`: everything in a roll's HMAC message before the cursor. */
export function rollPrefix(game: string, clientSeed: string, nonce: number): string {
  return `${game}:${clientSeed}:${nonce}`;
}

/** The exact text HMAC'd for one block. */
export function blockMessage(prefix: string, cursor: number): string {
  return `${prefix}:${cursor}`;
}

/** The server seed's UTF-8 bytes as an HMAC-SHA256 key. Importing is the costly part, so do it once per roll. */
export function importSeedKey(serverSeed: string): Promise<CryptoKey> {
  // WebCrypto refuses a zero-length HMAC key in some engines; say so the same way everywhere.
  if (serverSeed.length === 0) throw new RangeError('serverSeed must not be empty');
  return globalThis.crypto.subtle.importKey('raw', utf8.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

/** One 32-byte block: HMAC-SHA256(key, utf8(message)). */
export async function hmacBlock(key: CryptoKey, message: string): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, utf8.encode(message)));
}

/** A block as big-endian uint32 values: bytes 0-3 are the first value, 4-7 the second... */
export function blockToUint32s(block: Uint8Array): number[] {
  const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
  const out: number[] = [];
  for (let i = 0; i + 4 <= block.byteLength; i += 4) out.push(view.getUint32(i, false));
  return out;
}

/**
 * The uint32 stream for any prefix. The key is imported once and reused for every cursor.
 * Calls to next() are queued, so two next() calls without an await between them still get
 * consecutive values rather than racing for the same block.
 */
export async function openUint32Stream(serverSeed: string, prefix: string): Promise<Uint32Stream> {
  const key = await importSeedKey(serverSeed);
  let cursor = 0;
  let block: number[] = [];
  let used = 0;
  let consumed = 0;
  let queue: Promise<unknown> = Promise.resolve();

  async function take(): Promise<number> {
    if (used === block.length) {
      block = blockToUint32s(await hmacBlock(key, blockMessage(prefix, cursor)));
      cursor += 1;
      used = 0;
    }
    consumed += 1;
    return block[used++];
  }

  return {
    next() {
      const value = queue.then(take);
      queue = value.catch(() => undefined);
      return value;
    },
    get consumed() {
      return consumed;
    },
  };
}

/** The uint32 stream of one single-player roll. Inputs are used as given; rollTicket validates them. */
export function openRollStream(seeds: RollSeeds): Promise<Uint32Stream> {
  return openUint32Stream(seeds.serverSeed, rollPrefix(seeds.game, seeds.clientSeed, seeds.nonce));
}
