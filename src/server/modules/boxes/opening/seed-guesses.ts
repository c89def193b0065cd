// What this process expects of a session's seed pair, so that an opening can roll before the
// database has answered and send its claim and its payment in one write (open.ts, OPEN_GUESSED): the
// pair, its client seed and the next nonce, as the last opening through this process left them.
// Only a guess, never a source of truth: the statement takes the nonces only when the locked row
// still says exactly this, and refuses otherwise (another process's opening, a rotation, a new
// client seed), and the opening then goes the long way and guesses afresh. So losing the guesses
// (a restart, eviction) costs a round trip, never a nonce or a fen (design.md, "Several instances").
// The server seed held here never leaves the server, as in the rolls themselves.

export interface SeedGuess {
  userId: bigint;
  seedId: string;
  serverSeed: string;
  clientSeed: string;
  /** The nonce the next opening would take first. */
  nextNonce: number;
}

/** A guess taken for one opening: its first nonce, the guess moved past its `count` nonces. */
export type TakenGuess = Omit<SeedGuess, 'nextNonce'> & { firstNonce: number };

export interface SeedGuesses {
  /** Takes `count` nonces from the guess for the session `key` (its token hash), if it is worth one. */
  take(key: string, count: number): TakenGuess | undefined;
  /** What an opening that went the long way found; a guess that missed is remembered as missing. */
  remember(key: string, guess: SeedGuess): void;
  /** The guess taken was right. */
  hit(key: string): void;
  /** The guess taken was wrong, or its opening failed: none until the long way remembers one. */
  missed(key: string): void;
}

/**
 * After this many wrong guesses in a row (a session whose openings go through other processes too,
 * each one making this one's guess stale), a session is guessed only once in GUESS_AGAIN_EVERY
 * openings: a wrong guess costs its opening a round trip more than not guessing.
 */
const MISSES_BEFORE_PAUSE = 2;
const GUESS_AGAIN_EVERY = 16;

interface Entry {
  guess: SeedGuess | null;
  misses: number;
  skipped: number;
}

/** The guesses of the `max` sessions that opened most recently (a Map keeps insertion order). */
export function createSeedGuesses(max = 20_000): SeedGuesses {
  const entries = new Map<string, Entry>();
  const entry = (key: string): Entry => {
    let e = entries.get(key);
    if (e) {
      entries.delete(key);
    } else {
      e = { guess: null, misses: 0, skipped: 0 };
    }
    entries.set(key, e);
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    return e;
  };
  return {
    take(key, count) {
      const e = entries.get(key);
      const g = e?.guess;
      if (!e || !g) return undefined;
      if (e.misses >= MISSES_BEFORE_PAUSE && ++e.skipped % GUESS_AGAIN_EVERY !== 0) return undefined;
      // Moved at once, so a second opening of the session racing this one guesses the nonces after.
      const firstNonce = g.nextNonce;
      g.nextNonce += count;
      return { userId: g.userId, seedId: g.seedId, serverSeed: g.serverSeed, clientSeed: g.clientSeed, firstNonce };
    },
    remember(key, guess) {
      entry(key).guess = { ...guess };
    },
    hit(key) {
      const e = entries.get(key);
      if (e) e.misses = 0;
    },
    missed(key) {
      const e = entry(key);
      e.guess = null;
      e.misses++;
    },
  };
}
