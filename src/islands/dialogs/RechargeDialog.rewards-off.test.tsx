// @vitest-environment happy-dom
// DAILY_REWARDS=off: the server offers a first-deposit bonus of 0, and the recharge
// dialog then advertises none, even before the player's first deposit.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayChannels } from '../../shared/contracts/pay.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { RechargeDialog } from './RechargeDialog.tsx';

const channels = (percent: number): PayChannels => ({
  channels: [{ id: 'alipay', name: '支付宝', icon: 'alipay', currencies: [{ code: 'CNY', name: '人民币', rate: '1.00' }] }],
  min: '10.00', max: '50000.00', presets: ['50', '100'], firstDepositBonusPercent: percent, coupons: false, realNameRequired: true,
});
const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('RechargeDialog with recharge rewards off', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
    $user.set({ firstDepositDone: false, realNameVerified: true } as never);
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows no first-deposit bonus when the server offers 0 %', async () => {
    fetch.mockImplementation(async () => ok(channels(0)));
    render(<RechargeDialog lang="zh-CN" />);
    await screen.findByLabelText('充值金额（元）');
    expect(screen.queryByText(/首充奖励/)).toBeNull();
  });

  it('shows it when offered (the same dialog, the same player)', async () => {
    fetch.mockImplementation(async () => ok(channels(20)));
    render(<RechargeDialog lang="zh-CN" />);
    expect(await screen.findByText('+20% 首充奖励')).toBeTruthy();
  });
});
