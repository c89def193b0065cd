import { describe, expect, it } from 'vitest';
import type { BoxSummary } from '../../shared/contracts/box.ts';
import { groupByTheme } from './group.ts';
import { bestGrade, byValueDesc } from './items.ts';

describe('case contents order', () => {
  it('sorts by price as money (not as text or float), ties by ticket order', () => {
    const items = [
      { price: '9.99', ticketFrom: 1 },
      { price: '100.00', ticketFrom: 20 },
      { price: '0.10', ticketFrom: 30 },
      { price: '100.00', ticketFrom: 10 },
    ];
    expect(byValueDesc(items)).toEqual([
      { price: '100.00', ticketFrom: 10 },
      { price: '100.00', ticketFrom: 20 },
      { price: '9.99', ticketFrom: 1 },
      { price: '0.10', ticketFrom: 30 },
    ]);
  });

  it('best grade is the lowest number', () => {
    expect(bestGrade([{ grade: 3 }, { grade: 1 }, { grade: 2 }])).toBe(1);
    expect(bestGrade([])).toBe(3);
  });
});

describe('groupByTheme', () => {
  const box = (id: number, themeId: number) => ({ id, themeId }) as BoxSummary;
  it('keeps the theme order, drops empty themes, and puts unknown themes last', () => {
    const groups = groupByTheme(
      [
        { id: 2, name: 'B' },
        { id: 1, name: 'A' },
        { id: 3, name: 'empty' },
      ],
      [box(10, 1), box(11, 2), box(12, 9), box(13, 1)],
    );
    expect(groups.map((g) => [g.name, g.boxes.map((b) => b.id)])).toEqual([
      ['B', [11]],
      ['A', [10, 13]],
      [null, [12]],
    ]);
  });
});
