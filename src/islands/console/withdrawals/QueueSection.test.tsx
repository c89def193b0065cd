// @vitest-environment happy-dom
// The console's settlement queue: approve sends the id; reject asks for a note and sends it with
// the id; staff without withdrawals.manage see the records but no buttons; a refusal is shown.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleWithdrawalRow } from '../../../shared/console/withdrawals.ts';
import { t } from '../../../lib/i18n/ui.ts';
import { withdrawalsApi } from '../../../lib/console/withdrawals.ts';
import { QueueSection } from './QueueSection.tsx';

const row: ConsoleWithdrawalRow = {
  id: '42', userId: '7', nickname: '玩家0007', itemId: '900', ornamentId: 5, marketHashName: 'AK-47 | Redline (Field-Tested)', value: '2500.00', maxPrice: '2750.00',
  paidPrice: null, state: 5, reason: 'review', supplier: 'sandbox', supplierRef: 'wd42', supplierOrderId: null, tradeOfferId: null, offerExpiresAt: null,
  protectedUntil: null, redispatches: 0, createdAt: '2026-11-24T08:00:00.000Z', updatedAt: '2026-11-24T08:00:00.000Z',
};
const tr = (key: Parameters<typeof t>[1], p?: Record<string, string | number>) => t('zh-CN', key, p);

describe('console settlement queue', () => {
  // A decision reads the page's lists again: those reads stay unanswered here.
  beforeEach(() => { vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined))); });
  afterEach(() => { cleanup(); vi.restoreAllMocks(); vi.unstubAllGlobals(); });

  it('approves and rejects with a note', async () => {
    const approve = vi.spyOn(withdrawalsApi, 'approve').mockResolvedValue(null);
    const reject = vi.spyOn(withdrawalsApi, 'reject').mockResolvedValue(null);
    const changed = vi.fn();
    render(<QueueSection lang="zh-CN" t={tr} rows={[row]} canManage onChanged={changed} onView={() => undefined} />);
    const item = screen.getByTestId('withdrawal-queue-row');
    expect(item.textContent).toContain('高价审核');
    expect(item.textContent).toContain('¥2500.00');
    fireEvent.click(within(item).getByTestId('withdrawal-approve'));
    await waitFor(() => expect(changed).toHaveBeenCalledWith('已通过，重新发货'));
    expect(approve).toHaveBeenCalledWith('42');

    fireEvent.click(within(item).getByTestId('withdrawal-reject'));
    fireEvent.change(within(item).getByLabelText('拒绝说明'), { target: { value: '交易链接可疑' } });
    fireEvent.click(within(item).getByTestId('withdrawal-reject-confirm'));
    await waitFor(() => expect(changed).toHaveBeenCalledWith('已拒绝，饰品已退回背包'));
    expect(reject).toHaveBeenCalledWith('42', '交易链接可疑');
  });

  it('shows a refusal and offers no buttons without the manage permission', async () => {
    vi.spyOn(withdrawalsApi, 'approve').mockRejectedValue(new Error('订单仍可能送达，暂不能处理'));
    const changed = vi.fn();
    const { rerender } = render(<QueueSection lang="zh-CN" t={tr} rows={[row]} canManage onChanged={changed} onView={() => undefined} />);
    fireEvent.click(screen.getByTestId('withdrawal-approve'));
    expect((await screen.findByRole('alert')).textContent).toBe('订单仍可能送达，暂不能处理');
    expect(changed).not.toHaveBeenCalled();
    rerender(<QueueSection lang="zh-CN" t={tr} rows={[row]} canManage={false} onChanged={changed} onView={() => undefined} />);
    expect(screen.queryByTestId('withdrawal-approve')).toBeNull();
    expect(screen.queryByTestId('withdrawal-reject')).toBeNull();
  });
});
