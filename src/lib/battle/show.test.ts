import { describe, expect, it } from 'vitest';
import type { BattleRoll, BattleSeat } from '../../shared/contracts/battle.ts';
import type { Grade, Ornament } from '../../shared/contracts/box.ts';
import { battleFinale, markedRound, roundBest, SEAT_LANDING, SEAT_REEL_LENGTH, seatSpinMs, seatStrip } from './show.ts';

const ornament = (ornamentId: number, price: string, grade: Grade = 3) =>
  ({ ornamentId, name: `i${ornamentId}`, image: '', rarity: { key: 'k', color: '#fff', name: 'n' }, price, grade, weaponType: 'rifle', wear: 'FN', wearName: 'FN', statTrak: false }) as Ornament;
const roll = (round: number, pos: number, price: string, id = round * 10 + pos): BattleRoll => ({ round, pos, ticket: 1, ticketFrom: 1, ticketTo: 2, item: ornament(id, price) });
const seat = (pos: number): BattleSeat => ({ pos, team: null, bot: false, nickname: `p${pos}`, avatar: '', vipLevel: 0, clientSeed: '', total: '0.00', winner: false });

describe('battle show', () => {
  it('a seat reel turns for most of the round, within bounds', () => {
    expect(seatSpinMs(1000)).toBe(700);
    expect(seatSpinMs(100)).toBe(300);
    expect(seatSpinMs(20_000)).toBe(4500);
    expect(seatSpinMs(1000)).toBeLessThan(1000);
  });

  it('a tall reel lands on the rolled item, its other cards from the case table', () => {
    const table = [{ ...ornament(1, '1.00'), ticketFrom: 1, ticketTo: 10 }, { ...ornament(2, '9.00'), ticketFrom: 11, ticketTo: 12 }];
    const rolled = ornament(99, '5.00');
    let x = 0.1;
    const strip = seatStrip(table, rolled, () => (x = (x * 7.3) % 1));
    expect(strip).toHaveLength(SEAT_REEL_LENGTH);
    expect(strip[SEAT_LANDING]).toBe(rolled);
    strip.forEach((c, i) => i !== SEAT_LANDING && expect(table).toContain(c));
  });

  it('marks the seat with the round\'s most valuable item (prices as fen, ties all marked)', () => {
    const rolls = [roll(1, 1, '9.99'), roll(1, 2, '10.00'), roll(1, 3, '2.50'), roll(2, 1, '3.00'), roll(2, 2, '3.00'), roll(2, 3, '0.10')];
    expect(roundBest(rolls, 1)).toEqual([2]);
    expect(roundBest(rolls, 2)).toEqual([1, 2]);
    expect(roundBest(rolls, 3)).toEqual([]);
  });

  it('the mark shows once a round has landed, not while the next one spins', () => {
    expect(markedRound(0, null)).toBeNull();
    expect(markedRound(2, null)).toBe(2);
    expect(markedRound(2, 3)).toBeNull();
  });

  it('the final screen: the winners first, the pot, each seat\'s haul round by round', () => {
    const rolls = [roll(2, 1, '1.00'), roll(1, 1, '2.00'), roll(1, 2, '0.50'), roll(2, 2, '0.20'), roll(1, 3, '5.00'), roll(2, 3, '0.01')];
    const f = battleFinale({ seats: 3, seatList: [seat(1), seat(2), seat(3)], rolls, winners: [2] });
    expect(f.winners).toEqual([2]);
    expect(f.pot).toBe('8.71');
    expect(f.hauls.map((h) => [h.pos, h.total, h.winner])).toEqual([[2, '0.70', true], [3, '5.01', false], [1, '3.00', false]]);
    expect(f.hauls[2].rolls.map((r) => r.round)).toEqual([1, 2]);
    expect(f.hauls[0].seat?.nickname).toBe('p2');
  });
});
