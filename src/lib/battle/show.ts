// A battle room's show, decided here and only drawn by the islands (docs/decisions/0107-opening-show.md):
// how long a seat's tall reel turns, a tall reel's strip, which seat's item was the best of a round
// (marked once that round's reels stop) and the final screen's figures: the winners, what they
// won and each seat's haul.
import type { BattleDetail, BattleRoll, BattleSeat } from '../../shared/contracts/battle.ts';
import { formatFen, parseYuan } from '../../shared/money.ts';
import { buildReelStrip, type ReelItem, type Rng, type Weighted } from '../box/reel.ts';

/** A seat's reel turns for most of a round, so it has stopped before the next round is revealed. */
export function seatSpinMs(roundMs: number): number {
  return Math.min(4500, Math.max(300, roundMs * 0.7));
}

/** A tall reel's strip: shorter than the case page's (a round is short), the roll at SEAT_LANDING. */
export const SEAT_REEL_LENGTH = 36;
export const SEAT_LANDING = 30;

export function seatStrip<T extends ReelItem & Weighted, W extends ReelItem>(table: readonly T[], rolled: W, rng: Rng): (T | W)[] {
  return buildReelStrip(table, rolled, { rng, length: SEAT_REEL_LENGTH, landingIndex: SEAT_LANDING });
}

const fen = (yuan: string): bigint => parseYuan(yuan) ?? 0n;

/** The seats whose item is worth the most in `round` (several on a tie; none before it is rolled). */
export function roundBest(rolls: readonly BattleRoll[], round: number): number[] {
  const these = rolls.filter((r) => r.round === round);
  if (these.length === 0) return [];
  const top = these.reduce((m, r) => (fen(r.item.price) > m ? fen(r.item.price) : m), fen(these[0].item.price));
  return these.filter((r) => fen(r.item.price) === top).map((r) => r.pos).sort((a, b) => a - b);
}

/** The round a seat should show as marked: the last landed one, while no newer round is spinning. */
export function markedRound(settled: number, spinning: number | null): number | null {
  return spinning === null && settled > 0 ? settled : null;
}

export interface SeatHaul {
  pos: number;
  seat: BattleSeat | undefined;
  /** Yuan, the sum of the seat's rolls. */
  total: string;
  /** Its rolls, round by round. */
  rolls: BattleRoll[];
  winner: boolean;
}

export interface BattleFinale {
  winners: number[];
  /** Everything rolled in the room (yuan): what the winners take. */
  pot: string;
  /** Every seat, the winners first, then by total, highest first. */
  hauls: SeatHaul[];
}

/** The final screen's figures, from the ended room (its rolls are all revealed by then). */
export function battleFinale(room: Pick<BattleDetail, 'seats' | 'seatList' | 'rolls' | 'winners'>): BattleFinale {
  const winners = room.winners ?? [];
  const hauls = Array.from({ length: room.seats }, (_, i) => i + 1).map((pos) => {
    const rolls = room.rolls.filter((r) => r.pos === pos).sort((a, b) => a.round - b.round);
    const total = rolls.reduce((s, r) => s + fen(r.item.price), 0n);
    return { pos, seat: room.seatList.find((s) => s.pos === pos), total, rolls, winner: winners.includes(pos) };
  });
  hauls.sort((a, b) => Number(b.winner) - Number(a.winner) || (b.total > a.total ? 1 : b.total < a.total ? -1 : a.pos - b.pos));
  const pot = room.rolls.reduce((s, r) => s + fen(r.item.price), 0n);
  return { winners, pot: formatFen(pot), hauls: hauls.map((h) => ({ ...h, total: formatFen(h.total) })) };
}
