// @vitest-environment happy-dom
// The flagged referrals: each shows why it was flagged; Clear and Confirm each ask for a note
// (2-200 characters, checked before sending) and send it with the promoted player's id; a refusal
// is shown; staff without promotion.manage see the list but no buttons; the filter asks the server
// for the cleared / confirmed ones.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralView } from '../../../shared/contracts/promotion.ts';
import { t } from '../../../lib/i18n/ui.ts';
import { promotionApi } from '../../../lib/console/promotion.ts';
import { ReferralQueue } from './ReferralQueue.tsx';

const flagged: ReferralView = {
  promotedId: '31', promotedNickname: '玩家0031', partnerId: '7', partnerNickname: '推广员七', boundTime: '2026-11-24T08:00:00.000Z',
  purchases: '120.00', rebate: '0.00', flag: 1, flagReason: 'tradeLink', flaggedTime: '2026-11-24T09:00:00.000Z',
};
const page = (list: ReferralView[]) => ({ list, total: list.length, page: 1, pageSize: 20 });
const tr = (key: Parameters<typeof t>[1], p?: Record<string, string | number>) => t('zh-CN', key, p);

describe('console flagged referrals', () => {
  afterEach(() => { cleanup(); vi.restoreAllMocks(); });

  it('clears with a note, confirms with a note, and refuses a one-character note without sending', async () => {
    const list = vi.spyOn(promotionApi, 'referrals').mockResolvedValue(page([flagged]));
    const clear = vi.spyOn(promotionApi, 'clear').mockResolvedValue({ ...flagged, flag: 2 });
    const confirm = vi.spyOn(promotionApi, 'confirm').mockResolvedValue({ ...flagged, flag: 3 });
    render(<ReferralQueue lang="zh-CN" t={tr} canManage />);
    const row = await screen.findByTestId('promo-referral-row');
    expect(list).toHaveBeenCalledWith({ flag: 1, page: 1, pageSize: 20 });
    expect(within(row).getByTestId('promo-referral-reason').textContent).toBe('交易链接与推广员相同');
    expect(row.textContent).toContain('推广员七');

    fireEvent.click(within(row).getByTestId('promo-referral-clear'));
    fireEvent.change(within(row).getByLabelText('备注（2-200 字）'), { target: { value: '我' } });
    fireEvent.click(within(row).getByTestId('promo-referral-submit'));
    expect((await within(row).findByRole('alert')).textContent).toBe('备注须为 2 到 200 个字');
    expect(clear).not.toHaveBeenCalled();

    fireEvent.change(within(row).getByLabelText('备注（2-200 字）'), { target: { value: '  同住一户，已核实  ' } });
    fireEvent.click(within(row).getByTestId('promo-referral-submit'));
    await waitFor(() => expect(clear).toHaveBeenCalledWith('31', '同住一户，已核实'));
    expect((await screen.findByTestId('promo-referral-notice')).textContent).toBe('已解除：玩家0031 此后产生返利');
    // The list is read again after a decision.
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));

    const row2 = await screen.findByTestId('promo-referral-row');
    fireEvent.click(within(row2).getByTestId('promo-referral-confirm'));
    fireEvent.change(within(row2).getByLabelText('备注（2-200 字）'), { target: { value: '小号' } });
    fireEvent.click(within(row2).getByTestId('promo-referral-submit'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('31', '小号'));
  });

  it('shows the server refusal; no buttons without promotion.manage; the filter asks for cleared ones', async () => {
    const list = vi.spyOn(promotionApi, 'referrals').mockResolvedValue(page([flagged]));
    vi.spyOn(promotionApi, 'confirm').mockRejectedValue(new Error('该推广关系未被标记，或已处理'));
    const { rerender } = render(<ReferralQueue lang="zh-CN" t={tr} canManage />);
    const row = await screen.findByTestId('promo-referral-row');
    fireEvent.click(within(row).getByTestId('promo-referral-confirm'));
    fireEvent.change(within(row).getByLabelText('备注（2-200 字）'), { target: { value: '重复账号' } });
    fireEvent.click(within(row).getByTestId('promo-referral-submit'));
    expect((await within(row).findByRole('alert')).textContent).toBe('该推广关系未被标记，或已处理');
    expect(screen.queryByTestId('promo-referral-notice')).toBeNull();

    rerender(<ReferralQueue lang="zh-CN" t={tr} canManage={false} />);
    expect(screen.queryByTestId('promo-referral-clear')).toBeNull();
    expect(screen.queryByTestId('promo-referral-confirm')).toBeNull();

    list.mockResolvedValue(page([{ ...flagged, flag: 2 }]));
    fireEvent.change(screen.getByTestId('promo-referral-filter'), { target: { value: '2' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ flag: 2, page: 1, pageSize: 20 }));
    expect((await screen.findByTestId('promo-flag')).textContent).toBe('已解除');
  });
});
