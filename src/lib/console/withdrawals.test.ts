// The failure table's columns: the reasons that occurred, most frequent first (ties by name), and each
// day's total; the page's store: a record's history opened and read again after a decision.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  $historyId, approveWithdrawal, closeWithdrawal, FAILURE_DAYS, failureColumns, rejectWithdrawal, startWithdrawals, viewWithdrawal, withdrawalDecisions, withdrawalHistory,
  withdrawalsApi,
  type ConsoleWithdrawalDetail,
} from './withdrawals.ts';

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

describe('the withdrawals page store', () => {
  afterEach(() => { vi.restoreAllMocks(); vi.unstubAllGlobals(); });

  it('opens a record\'s history, and reads it again (with the failures) after a decision', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined))); // the lists stay unanswered
    const detail = vi.spyOn(withdrawalsApi, 'detail').mockResolvedValue({ record: { id: '42' }, events: [] } as unknown as ConsoleWithdrawalDetail);
    const failures = vi.spyOn(withdrawalsApi, 'failures').mockResolvedValue({ days: [] });
    const approve = vi.spyOn(withdrawalsApi, 'approve').mockResolvedValue(null);
    expect(await viewWithdrawal('42')).toBe('');
    expect($historyId.get()).toBe('42');
    expect(withdrawalHistory.$state.get().data).toEqual({ record: { id: '42' }, events: [] });
    await approveWithdrawal('42');
    expect(approve).toHaveBeenCalledWith('42');
    expect(detail).toHaveBeenCalledTimes(2);
    expect(failures).toHaveBeenCalledWith(FAILURE_DAYS);
    closeWithdrawal();
    expect($historyId.get()).toBeNull();
    expect(withdrawalHistory.$state.get().data).toBeNull();
  });

  it('a refused decision rejects with the server\'s message and reads nothing again', async () => {
    vi.spyOn(withdrawalsApi, 'reject').mockRejectedValue(new Error('already settled'));
    const failures = vi.spyOn(withdrawalsApi, 'failures');
    await expect(rejectWithdrawal('42', 'bad trade')).rejects.toThrow('already settled');
    expect(failures).not.toHaveBeenCalled();
  });
});

describe('the queue\'s decisions', () => {
  afterEach(() => { vi.restoreAllMocks(); vi.unstubAllGlobals(); });
  const t = (key: string) => key;

  it('approve and reject per record: the notice above the page, a refusal on its own row; the page opening clears them', async () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined))); // the reads after a decision stay unanswered
    vi.spyOn(withdrawalsApi, 'approve').mockResolvedValue(null);
    const reject = vi.spyOn(withdrawalsApi, 'reject').mockRejectedValue(new Error('already settled'));
    await withdrawalDecisions.get('42').run(t, { approve: true });
    expect(withdrawalDecisions.$notice.get()).toBe('console_withdrawals_approved');
    await withdrawalDecisions.get('43').run(t, { approve: false, note: 'bad trade' });
    expect(reject).toHaveBeenCalledWith('43', 'bad trade');
    expect(withdrawalDecisions.get('43').$state.get()).toEqual({ busy: false, error: 'already settled', notice: '' });
    expect(withdrawalDecisions.get('42').$state.get().error).toBe('');
    expect(withdrawalDecisions.$notice.get()).toBe('console_withdrawals_approved');
    startWithdrawals();
    expect(withdrawalDecisions.$notice.get()).toBe('');
    expect(withdrawalDecisions.get('43').$state.get().error).toBe('');
  });
});
