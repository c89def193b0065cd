// The battle request schemas: defaults, the forms a browser sends, and the forms refused, each with its message key.
import { describe, expect, it } from 'vitest';
import { createBattleBody, battleHighlightQuery, battleHomeListQuery, battleListQuery, joinBattleBody } from './battle.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message.split('|')[0];

describe('battle contracts', () => {
  it('reads a form create with defaults (2 seats, classic, no teams, seat 1) and repeats kept in order', () => {
    expect(createBattleBody.parse({ boxIds: '3,3,7' })).toEqual({ boxIds: [3, 3, 7], seats: 2, mode: 'classic', team: false, fast: false, pos: 1 });
    expect(createBattleBody.parse({ boxIds: [5, '6'], seats: '4', mode: 'reverse', team: 'true', pos: 4 }))
      .toEqual({ boxIds: [5, 6], seats: 4, mode: 'reverse', team: true, fast: false, pos: 4 });
  });

  it.each([
    [{ boxIds: '' }, 'v.battleBoxes'],
    [{ boxIds: Array.from({ length: 21 }, () => 1).join(',') }, 'v.battleBoxes'],
    [{ boxIds: '1,x' }, 'v.integer'],
    [{ boxIds: '1\u0000' }, 'v.controlChars'],
    [{ boxIds: { a: 1 } }, 'v.battleBoxes'],
    [{ boxIds: '1', seats: 5 }, 'v.range'],
    [{ boxIds: '1', seats: 1 }, 'v.range'],
    [{ boxIds: '1', mode: 'both' }, 'v.type'],
    [{ boxIds: '1', seats: 3, team: true }, 'v.battleTeamSeats'],
    [{ boxIds: '1', seats: 2, pos: 3 }, 'v.range'],
    [{ boxIds: '1', team: 'maybe' }, 'v.type'],
  ])('refuses %j', (input, key) => {
    expect(firstMessage(createBattleBody.safeParse(input))).toBe(key);
  });

  it('lists default to every mode and state, page 1 of 10; a join needs its room and seat', () => {
    expect(battleListQuery.parse({})).toEqual({ mode: -1, official: -1, state: -1, page: 1, pageSize: 10 });
    expect(firstMessage(joinBattleBody.safeParse({ id: 1 }))).toBe('v.required');
  });

  it('the home strip shows 4 rooms and the highlights 6 unless asked, 1 to 20 of either', () => {
    expect(battleHomeListQuery.parse({})).toEqual({ size: 4 });
    expect(battleHighlightQuery.parse({ size: '20' })).toEqual({ size: 20 });
    for (const q of [battleHomeListQuery, battleHighlightQuery]) {
      expect(firstMessage(q.safeParse({ size: 0 }))).toBe('v.range');
      expect(firstMessage(q.safeParse({ size: '21' }))).toBe('v.range');
    }
  });
});
