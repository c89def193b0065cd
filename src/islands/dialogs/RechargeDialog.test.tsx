// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayChannels } from '../../shared/contracts/pay.ts';
import { nav } from '../../lib/nav.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { RechargeDialog } from './RechargeDialog.tsx';

const channels: PayChannels = {
  channels: [
    { id: 'alipay', name: '支付宝', icon: 'alipay', currencies: [{ code: 'CNY', name: '人民币', rate: '1.00' }] },
    {
      id: 'card',
      name: '国际银行卡',
      icon: 'card',
      currencies: [
        { code: 'USD', name: '美元', rate: '7.20' },
        { code: 'CNY', name: '人民币', rate: '1.00' },
      ],
    },
  ],
  min: '10.00',
  max: '50000.00',
  presets: ['50', '100'],
  firstDepositBonusPercent: 20,
  coupons: false,
  realNameRequired: true,
};

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('RechargeDialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const rechargeCalls = () => fetch.mock.calls.filter(([url]) => url === '/api/pay/recharge');
  const keyOf = (i: number) => (rechargeCalls()[i][1].headers as Record<string, string>)['Idempotency-Key'];

  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
    $user.set({ firstDepositDone: false, realNameVerified: true } as never);
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.restoreAllMocks();
  });

  it('shows the first-deposit bonus only before the first deposit', async () => {
    fetch.mockImplementation(async () => ok(channels));
    render(<RechargeDialog lang="zh-CN" />);
    expect(await screen.findByText('+20% 首充奖励')).toBeTruthy();
    cleanup();
    $user.set({ firstDepositDone: true, realNameVerified: true } as never);
    render(<RechargeDialog lang="zh-CN" />);
    await screen.findByLabelText('充值金额（元）');
    expect(screen.queryByText('+20% 首充奖励')).toBeNull();
  });

  it('requires a channel and a currency, checks the range, shows the pay amount', async () => {
    fetch.mockImplementation(async () => ok(channels));
    render(<RechargeDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['请选择支付渠道', '请选择币种', '金额不能为空']);

    fireEvent.click(screen.getByLabelText('国际银行卡'));
    fireEvent.click(screen.getByLabelText(/USD/));
    fireEvent.change(screen.getByLabelText('充值金额（元）'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect((await screen.findByRole('alert')).textContent).toBe('充值金额需在 10 至 50000 元之间');
    expect(rechargeCalls()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '¥100' }));
    expect(screen.getByTestId('recharge-pay-amount').textContent).toContain('约 13.89 USD');

    // A CNY payment is exact: no "about", no rate line.
    fireEvent.click(screen.getByLabelText(/CNY/));
    expect(screen.getByTestId('recharge-pay-amount').textContent).toBe('100 CNY');
    // Before it is paid, what will reach the balance: the amount and the first deposit's 20 %.
    expect(screen.getByTestId('recharge-credited').textContent).toBe('¥120（含奖励 ¥20）');
  });

  it('after the first deposit, the amount credited is the amount itself', async () => {
    $user.set({ firstDepositDone: true, realNameVerified: true } as never);
    fetch.mockImplementation(async () => ok(channels));
    render(<RechargeDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByRole('button', { name: '¥100' }));
    expect(screen.getByTestId('recharge-credited').textContent).toBe('¥100');
  });

  it('reuses the Idempotency-Key when the same payment is retried, and goes to the pay page', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => undefined);
    let attempt = 0;
    fetch.mockImplementation(async (url) => {
      if (url !== '/api/pay/recharge') return ok(channels);
      attempt += 1;
      if (attempt === 1) throw new TypeError('network down');
      return ok({ orderId: 'R1', payUrl: '/pay/sandbox/R1' });
    });
    render(<RechargeDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByLabelText('支付宝'));
    fireEvent.click(screen.getByRole('button', { name: '¥50' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(rechargeCalls()).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '立即支付' }).disabled).toBe(false));

    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/pay/sandbox/R1'));
    expect(rechargeCalls()).toHaveLength(2);
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(rechargeCalls()[1][1].body).toBe('channel=alipay&currency=CNY&amount=50');
  });

  it('uses a new key when the user changes the payment', async () => {
    let attempt = 0;
    fetch.mockImplementation(async (url) => {
      if (url !== '/api/pay/recharge') return ok(channels);
      attempt += 1;
      return new Response(JSON.stringify({ status: 2001, msg: 'x', data: null, success: false }), { status: 422 });
    });
    render(<RechargeDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByLabelText('支付宝'));
    fireEvent.click(screen.getByRole('button', { name: '¥50' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(attempt).toBe(1));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '立即支付' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '¥100' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(attempt).toBe(2));
    expect(keyOf(1)).not.toBe(keyOf(0));
  });

  // A deposit needs a verified real name (18 or over).
  it('shows an unverified player the way to verification instead of the pay button, in both languages', async () => {
    fetch.mockImplementation(async () => ok(channels));
    $user.set({ firstDepositDone: false, realNameVerified: false } as never);
    render(<RechargeDialog lang="zh-CN" />);
    expect((await screen.findByTestId('recharge-verify-needed')).textContent).toContain('充值需要先完成实名认证：只有年满 18 周岁的玩家才能充值。');
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
    expect(screen.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toBe('/personal?then=recharge#real-name');
    cleanup();
    render(<RechargeDialog lang="en" />);
    expect((await screen.findByTestId('recharge-verify-needed')).textContent).toContain('only players aged 18 or over can top up');
    expect(screen.getByRole('link', { name: 'Verify my real name' }).getAttribute('href')).toBe('/en/personal?then=recharge#real-name');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(rechargeCalls()).toHaveLength(0);
  });

  it('a refusal for want of a verified name (stale user info) shows the server\'s words and the way to verify', async () => {
    fetch.mockImplementation(async (url) => (url === '/api/pay/recharge'
      ? new Response(JSON.stringify({ status: 7004, msg: '请先完成实名认证（须年满 18 周岁）再充值', data: null, success: false }), { status: 403 })
      : ok(channels)));
    render(<RechargeDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByLabelText('支付宝'));
    fireEvent.click(screen.getByRole('button', { name: '¥50' }));
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect((await screen.findByTestId('recharge-verify-needed')).textContent).toContain('请先完成实名认证（须年满 18 周岁）再充值');
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
    expect(screen.getByRole('link', { name: '去实名认证' })).toBeTruthy();
  });
});
