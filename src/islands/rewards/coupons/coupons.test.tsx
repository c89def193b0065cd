// @vitest-environment happy-dom
// Coupons and free cases in the pages: the coupon select on the case page and in the
// recharge dialog, the coupon tickets page and the free cases page's opening.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PayChannels } from '../../../shared/contracts/pay.ts';
import type { CouponView, FreeBoxView } from '../../../shared/contracts/rewards/coupons.ts';
import { nav } from '../../../lib/nav.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { closeAllDialogs } from '../../../lib/stores/dialogs.ts';
import { setPref } from '../../../lib/stores/prefs.ts';
import { $user } from '../../../lib/stores/user.ts';
import BoxDetailView from '../../box/BoxDetailView.tsx';
import { BOX, OPENED, ok } from '../../box/fixtures.ts';
import { RechargeDialog } from '../../dialogs/RechargeDialog.tsx';
import CouponsPage from './CouponsPage.tsx';
import FreeBoxesPage from './FreeBoxesPage.tsx';

const coupon = (over: Partial<CouponView>): CouponView => ({
  id: '1', couponType: 2, value: '5.00', min: '10.00', boxId: null, boxName: null, stat: 0,
  expireTime: '2030-01-01T00:00:00.000Z', useTime: null, createTime: '2026-01-01T00:00:00.000Z', ...over,
});
const CHANNELS: PayChannels = {
  channels: [{ id: 'alipay', name: '支付宝', icon: 'alipay', currencies: [{ code: 'CNY', name: '人民币', rate: '1.00' }] }],
  min: '10.00', max: '50000.00', presets: ['50', '100'], firstDepositBonusPercent: 0, coupons: true, realNameRequired: true,
};
const FREE: FreeBoxView = {
  id: '31', boxId: 7, boxName: '测试箱', boxImage: '', price: '10.00', stat: 0,
  expireTime: '2030-01-01T00:00:00.000Z', openTime: null, itemId: null, createTime: '2026-01-01T00:00:00.000Z',
};

const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetch.mock.calls.filter(([url]) => url.startsWith(path));

beforeEach(() => {
  fetch.mockReset();
  vi.stubGlobal('fetch', fetch);
  closeAllDialogs();
  setPref('fast', true);
  setPref('voice', false);
  setToken('tok');
  $user.set({ balance: '100.00', secondaryBalance: '0.00', points: '0.00', goldCoins: '0.00', firstDepositDone: true, realNameVerified: true } as never);
});
afterEach(() => {
  cleanup();
  clearToken();
  $user.set(null);
  vi.restoreAllMocks();
});

describe('the case page\'s coupon select', () => {
  it('offers the case coupons that fit price × count, shows the price after it, and sends it', async () => {
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/box/getBoxDetail')) return ok(BOX);
      if (url.startsWith('/api/profile/getMyCoupons')) return ok([coupon({ id: '11' }), coupon({ id: '12', value: '3.00', min: '20.00' })]);
      // The server took ¥3 off the ¥20: it answers what was paid.
      if (url === '/api/box/openBox') return ok({ ...OPENED, paid: '17.00' });
      throw new Error(`unexpected ${url}`);
    });
    render(<BoxDetailView lang="zh-CN" id={7} />);
    const select = await screen.findByTestId<HTMLSelectElement>('coupon-select');
    expect(calls('/api/profile/getMyCoupons')[0][0]).toBe('/api/profile/getMyCoupons?couponType=2&boxId=7');
    // One case costs ¥10: only the coupon from ¥10 fits; two cases (¥20) reach the other.
    expect([...select.options].map((o) => o.value)).toEqual(['', '11']);
    fireEvent.click(within(screen.getByTestId('open-count')).getByRole('radio', { name: '开 2 个' }));
    expect([...screen.getByTestId<HTMLSelectElement>('coupon-select').options].map((o) => o.textContent)).toEqual(['不使用优惠券', '减 ¥5（满 ¥10）', '减 ¥3（满 ¥20）']);
    fireEvent.change(screen.getByTestId('coupon-select'), { target: { value: '12' } });
    expect(screen.getByTestId('coupon-effect').textContent).toBe('券后价 ¥17');
    expect(screen.getByTestId('open-box').textContent).toBe('开箱 ¥17');
    fireEvent.click(screen.getByTestId('open-box'));
    const dialog = await screen.findByTestId('open-result');
    expect(calls('/api/box/openBox')[0][1].body).toBe('boxId=7&number=2&couponId=12');
    // The result's cost is what was paid (¥17), not 2 × ¥10, and the profit is reckoned from it.
    expect(within(dialog).getByTestId('result-cost').textContent).toBe('开箱花费 ¥17');
    expect(within(dialog).getByTestId('result-outcome').textContent).toContain('¥883.50');
  });

  it('shows no select when no coupon fits', async () => {
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/box/getBoxDetail')) return ok(BOX);
      if (url.startsWith('/api/profile/getMyCoupons')) return ok([]);
      throw new Error(`unexpected ${url}`);
    });
    render(<BoxDetailView lang="zh-CN" id={7} />);
    await screen.findByTestId('open-box');
    await waitFor(() => expect(calls('/api/profile/getMyCoupons')).toHaveLength(1));
    expect(screen.queryByTestId('coupon-select')).toBeNull();
  });
});

describe('the recharge dialog\'s coupon select', () => {
  it('lists the deposit coupons the amount reaches, with the bonus, and sends the chosen one', async () => {
    vi.spyOn(nav, 'go').mockImplementation(() => undefined);
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/pay/getChannels')) return ok(CHANNELS);
      if (url.startsWith('/api/profile/getMyCoupons')) return ok([coupon({ id: '21', couponType: 1, value: '12.5', min: '100.00' })]);
      if (url === '/api/pay/recharge') return ok({ orderId: 'R1', payUrl: '/pay/sandbox/R1' });
      throw new Error(`unexpected ${url}`);
    });
    render(<RechargeDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByLabelText('支付宝'));
    fireEvent.click(screen.getByRole('button', { name: '¥50' }));
    await waitFor(() => expect(calls('/api/profile/getMyCoupons')).toHaveLength(1));
    expect(calls('/api/profile/getMyCoupons')[0][0]).toBe('/api/profile/getMyCoupons?couponType=1');
    expect(screen.queryByTestId('coupon-select')).toBeNull(); // ¥50 is below its ¥100
    fireEvent.click(screen.getByRole('button', { name: '¥100' }));
    fireEvent.change(screen.getByTestId('coupon-select'), { target: { value: '21' } });
    expect(screen.getByTestId('coupon-effect').textContent).toBe('优惠券加赠 ¥12.50');
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(calls('/api/pay/recharge')).toHaveLength(1));
    expect(calls('/api/pay/recharge')[0][1].body).toBe('channel=alipay&currency=CNY&amount=100&couponId=21');
  });

  it('asks for no coupons and shows no select when recharge rewards are off', async () => {
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/pay/getChannels')) return ok({ ...CHANNELS, coupons: false });
      throw new Error(`unexpected ${url}`);
    });
    render(<RechargeDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByRole('button', { name: '¥100' }));
    expect(screen.queryByTestId('coupon-select')).toBeNull();
    expect(calls('/api/profile/getMyCoupons')).toHaveLength(0);
  });
});

describe('/personal/coupons', () => {
  it('shows each coupon as a ticket and filters by type and state', async () => {
    fetch.mockImplementation(async () => ok({
      list: [coupon({ id: '1', couponType: 1, value: '10', min: '50.00' }), coupon({ id: '2', boxId: 7, boxName: '测试箱', stat: 1, useTime: '2026-02-01T00:00:00.000Z' })],
      total: 2, page: 1, pageSize: 15,
    }));
    render(<CouponsPage lang="en" />);
    const rows = await screen.findAllByTestId('coupon-row');
    expect(rows[0].textContent).toContain('+10%');
    expect(rows[0].textContent).toContain('From ¥50');
    expect(rows[0].textContent).toContain('Top up');
    expect(rows[1].textContent).toContain('¥5');
    expect(rows[1].textContent).toContain('Only “测试箱”');
    expect(rows[1].getAttribute('data-stat')).toBe('1');
    fireEvent.click(within(screen.getByTestId('coupon-type-filter')).getByRole('radio', { name: 'Case coupon' }));
    fireEvent.click(within(screen.getByTestId('coupon-stat-filter')).getByRole('radio', { name: 'Unused' }));
    await waitFor(() => expect(fetch.mock.calls.at(-1)![0]).toBe('/api/profile/getMyCouponPage?couponType=2&stat=0&page=1&pageSize=15'));
  });
});

describe('/personal/free-boxes', () => {
  it('lists the free cases as case cards and opens one into the result dialog', async () => {
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/getMyFreeBoxPage')) return ok({ list: [FREE, { ...FREE, id: '30', stat: 1, openTime: '2026-02-01T00:00:00.000Z' }], total: 2, page: 1, pageSize: 30 });
      if (url.startsWith('/api/box/getBoxDetail')) return ok(BOX);
      if (url === '/api/profile/openFreeBox') return ok(OPENED);
      throw new Error(`unexpected ${url}`);
    });
    render(<FreeBoxesPage lang="zh-CN" />);
    const rows = await screen.findAllByTestId('free-box-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('测试箱');
    expect(rows[0].textContent).toContain('价值 ¥10');
    expect(within(rows[1]).queryByTestId('free-box-open')).toBeNull();
    fireEvent.click(within(rows[0]).getByTestId('free-box-open'));
    await screen.findByTestId('open-result');
    const [, init] = calls('/api/profile/openFreeBox')[0];
    expect(init.body).toBe('boxId=7&number=1');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
