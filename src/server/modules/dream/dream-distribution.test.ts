// Statistical check of the dream roll path: 10^6 fixed-seed dream rolls at each of
// three chances, rolled as the server rolls them (rollTicketSync, game 'dream', 1..1,000,000; win
// iff ticket ≤ chance), Pearson's chi-square against the published chance. The same rolls judged
// by a rule that wins 0.2 points too often fail it, so the test can fail.
import { describe, expect, it } from 'vitest';
import { DREAM_TICKETS, dreamWins } from '../../../shared/dream-fee.ts';
import { chiSquarePValue, chiSquareStatistic } from '../../../shared/fairness/chi-square.ts';
import { rollTicketSync } from '../fairness/roll-sync.ts';

const N = 1_000_000;
const ALPHA = 0.001;
const SERVER_SEED = '3f7a9c21d4e86b05a1c3e7f90b2d4c68e5a7f1b3c9d0e2f4a6b8c1d3e5f7a9b2';

function tickets(clientSeed: string): Uint32Array {
  const out = new Uint32Array(N);
  for (let nonce = 1; nonce <= N; nonce++) {
    out[nonce - 1] = rollTicketSync({ serverSeed: SERVER_SEED, clientSeed, nonce, game: 'dream', range: DREAM_TICKETS }).ticket;
  }
  return out;
}

function pValue(ts: Uint32Array, winIf: (t: number) => boolean, chancePpm: number): number {
  let wins = 0;
  for (const t of ts) if (winIf(t)) wins++;
  const p = chancePpm / DREAM_TICKETS;
  return chiSquarePValue(chiSquareStatistic([wins, N - wins], [N * p, N * (1 - p)]), 1);
}

describe('dream rolls: chi-square over 10^6 fixed-seed rolls at three chances', () => {
  for (const chance of [10_000, 250_000, 750_000]) {
    it(`wins at ${chance / 10_000}% as often as published`, () => {
      const ts = tickets(`dream chi-square ${chance}`);
      expect(pValue(ts, (t) => dreamWins(t, chance), chance)).toBeGreaterThan(ALPHA);
      expect(pValue(ts, (t) => dreamWins(t, chance + 2_000), chance)).toBeLessThan(ALPHA);
    }, 120_000);
  }
});
