// @vitest-environment happy-dom
// A WeChat Native order: the dialog itself shows the code to scan and the amount, polls the order
// until it is paid (a toast, the balance refreshed, the dialog closed) or ended, and stops polling
// once closed.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayChannels } from '../../shared/contracts/pay.ts';
import { nav } from '../../lib/nav.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $dialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { $user } from '../../lib/stores/user.ts';
import { RechargeDialog } from './RechargeDialog.tsx';
import { PAY_POLL_MS } from './RechargeQr.tsx';

const channels: PayChannels = {
  channels: [{ id: 'wechat', name: '微信支付', icon: 'wechat', currencies: [{ code: 'CNY', name: '人民币', rate: '1.00' }] }],
  min: '10.00', max: '50000.00', presets: ['50', '100'], firstDepositBonusPercent: 20, coupons: false, realNameRequired: true,
};
const CODE = 'weixin://wxpay/bizpayurl?pr=abc123';
const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('RechargeDialog: a code to scan', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let states: number[];
  const polls = () => fetch.mock.calls.filter(([url]) => url.startsWith('/api/pay/getOrder')).length;

  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    states = [];
    fetch.mockReset();
    fetch.mockImplementation(async (url) => {
      if (url === '/api/pay/recharge') return ok({ orderId: 'R1', payUrl: '/pay/checkout/R1' });
      if (url.startsWith('/api/pay/checkout')) return ok({ kind: 'qr', codeUrl: CODE });
      if (url.startsWith('/api/pay/getOrder')) return ok({ orderId: 'R1', payState: states.shift() ?? 0 });
      if (url.startsWith('/api/profile/userInfo')) return ok({ firstDepositDone: true, realNameVerified: true, balance: '120.00' });
      return ok(channels);
    });
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
    $user.set({ firstDepositDone: false, realNameVerified: true } as never);
    openDialog('recharge');
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function payWith(lang: 'zh-CN' | 'en') {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => undefined);
    render(<RechargeDialog lang={lang} />);
    fireEvent.click(await screen.findByLabelText('微信支付'));
    fireEvent.click(screen.getByRole('button', { name: '¥100' }));
    fireEvent.click(screen.getByRole('button', { name: lang === 'en' ? 'Pay now' : '立即支付' }));
    await screen.findByTestId('recharge-qr');
    expect(go).not.toHaveBeenCalled();
  }

  it('shows the QR and the amount, polls until paid, then toasts, refreshes the balance and closes', async () => {
    const success = vi.spyOn(toast, 'success');
    await payWith('zh-CN');
    expect(screen.getByTestId('recharge-qr-code').getAttribute('data-text')).toBe(CODE);
    expect(screen.getByTestId('recharge-qr-amount').textContent).toBe('支付金额 100 元');
    expect(screen.getByText('请使用微信扫一扫，扫描二维码完成支付')).toBeTruthy();
    states = [0, 1];
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(polls()).toBe(1);
    expect($dialogs.get().recharge).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(polls()).toBe(2);
    expect(success).toHaveBeenCalledWith('充值成功，100 元已到账', expect.anything());
    expect($dialogs.get().recharge).toBe(false);
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/profile/userInfo'))).toBe(true);
  });

  it('says so when the order expired or was cancelled, in English too, and offers a new order', async () => {
    await payWith('en');
    expect(screen.getByText('Use WeChat to scan this QR code and pay')).toBeTruthy();
    expect(screen.getByTestId('recharge-qr-amount').textContent).toBe('Amount: ¥100');
    states = [3];
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(screen.getByRole('alert').textContent).toBe('The order expired. Please place a new one');
    expect(screen.queryByTestId('recharge-qr-code')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS * 3));
    expect(polls()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Top up again' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeTruthy();
    cleanup();
    await payWith('zh-CN');
    states = [2];
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(screen.getByRole('alert').textContent).toBe('订单已取消，未扣任何款项');
  });

  it('stops polling when the dialog closes', async () => {
    await payWith('zh-CN');
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS));
    expect(polls()).toBe(1);
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(PAY_POLL_MS * 4));
    expect(polls()).toBe(1);
  });
});
