// The failure table's columns: the reasons that occurred, most frequent first (ties by name), and each day's total.
import { describe, expect, it } from 'vitest';
import { failureColumns } from './withdrawals.ts';

describe('failureColumns', () => {
  it('orders reasons by their count over the range and totals each day', () => {
    const days: { day: string; counts: Record<string, number> }[] = [
      { day: '2026-11-22', counts: {} },
      { day: '2026-11-23', counts: { expired: 1, declined: 2 } },
      { day: '2026-11-24', counts: { outOfStock: 3, declined: 2, cancelled: 1 } },
    ];
    expect(failureColumns(days)).toEqual({ reasons: ['declined', 'outOfStock', 'cancelled', 'expired'], totals: [0, 3, 6] });
  });

  it('has no columns without failures', () => {
    expect(failureColumns([{ day: '2026-11-24', counts: {} }])).toEqual({ reasons: [], totals: [0] });
  });
});
