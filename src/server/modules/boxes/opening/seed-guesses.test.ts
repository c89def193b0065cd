import { describe, expect, it } from 'vitest';
import { createSeedGuesses, type SeedGuess } from './seed-guesses.ts';

const pair = (nextNonce: number): SeedGuess => ({ userId: 7n, seedId: '3', serverSeed: 'a'.repeat(64), clientSeed: 'c', nextNonce });

describe('seed guesses', () => {
  it('takes nothing for a session it has not seen, then consecutive nonces, also for openings racing each other', () => {
    const g = createSeedGuesses();
    expect(g.take('s', 1)).toBeUndefined();
    g.remember('s', pair(5));
    expect(g.take('s', 2)?.firstNonce).toBe(5);
    expect(g.take('s', 1)?.firstNonce).toBe(7);
    expect(g.take('s', 1)).toMatchObject({ userId: 7n, seedId: '3', clientSeed: 'c', firstNonce: 8 });
  });

  it('a miss forgets the guess; after two in a row it guesses once in 16 openings until one is right', () => {
    const g = createSeedGuesses();
    g.remember('s', pair(1));
    g.missed('s');
    expect(g.take('s', 1)).toBeUndefined();
    g.remember('s', pair(1));
    expect(g.take('s', 1)).toBeDefined();
    g.missed('s');
    const tries = Array.from({ length: 32 }, () => {
      g.remember('s', pair(1));
      return g.take('s', 1) !== undefined;
    });
    expect(tries.filter(Boolean)).toHaveLength(2);
    g.hit('s');
    g.remember('s', pair(1));
    expect(g.take('s', 1)).toBeDefined();
    expect(g.take('s', 1)).toBeDefined();
  });

  it('keeps the sessions that opened most recently, at most `max`', () => {
    const g = createSeedGuesses(2);
    g.remember('a', pair(1));
    g.remember('b', pair(1));
    g.remember('a', pair(2));
    g.remember('c', pair(1));
    expect(g.take('b', 1)).toBeUndefined();
    expect(g.take('a', 1)?.firstNonce).toBe(2);
    expect(g.take('c', 1)?.firstNonce).toBe(1);
  });
});
