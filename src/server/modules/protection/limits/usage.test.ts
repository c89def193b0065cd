import { describe, expect, it } from 'vitest';
import { resetFor, type Movement } from './usage.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const HOUR = 3600_000;
const ago = (hours: number, fen: bigint): Movement => ({ fen, at: new Date(NOW.getTime() - hours * HOUR) });
const inHours = (d: Date | null) => (d === null ? null : (d.getTime() - NOW.getTime()) / HOUR);

describe('resetFor (24-hour window)', () => {
  it('is when enough of the oldest deposits have left the window', () => {
    const deposits = [ago(20, 3000n), ago(10, 5000n), ago(2, 2000n)];
    expect(inHours(resetFor(deposits, 'day', NOW, 3000n))).toBe(4);
    expect(inHours(resetFor(deposits, 'day', NOW, 3001n))).toBe(14);
  });

  it('counts a credit leaving the window against the room (a loss limit)', () => {
    // A ¥50 sell-back 20 h ago leaves first and takes its 5000 back, so the ¥30 deposit
    // 18 h ago leaving after it frees nothing net; the ¥50 deposit 10 h ago does.
    const movements = [ago(20, -5000n), ago(18, 3000n), ago(10, 5000n)];
    expect(inHours(resetFor(movements, 'day', NOW, 2000n))).toBe(14);
    // Deposits only (the old reckoning) would have said 6 h, when the room is in fact smaller.
    expect(inHours(resetFor(movements.filter((m) => m.fen > 0n), 'day', NOW, 2000n))).toBe(6);
  });

  it('ignores what is outside the window, and is null when nothing can leave it', () => {
    expect(resetFor([ago(30, 9000n)], 'day', NOW, 100n)).toBeNull();
    expect(inHours(resetFor([ago(30, 9000n), ago(1, 100n)], 'day', NOW, 100n))).toBe(23);
  });

  it('is when the last one leaves if even all of them are not enough', () => {
    expect(inHours(resetFor([ago(20, 100n), ago(5, 100n)], 'day', NOW, 1000n))).toBe(19);
  });
});
