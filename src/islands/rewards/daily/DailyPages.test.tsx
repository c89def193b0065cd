// @vitest-environment happy-dom
// The daily rewards, transfer and vouchers pages: what they show from the server's
// answers, the calls their buttons make, and the header balance after a transfer.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardView } from '../../../shared/contracts/rewards/cdk.ts';
import type { DailyRewardsView, VoucherView } from '../../../shared/contracts/rewards/daily.ts';
import { $sysConfig } from '../../../lib/shell/sysconfig.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import { ok } from '../../box/fixtures.ts';
import DailyRewardsPage, { countdown, trackPercent } from './DailyRewardsPage.tsx';
import TransferPage, { validAmount } from './TransferPage.tsx';
import VouchersPage from './VouchersPage.tsx';
import { sentBody } from '../../../lib/test-support.ts';

const reward = (r: Partial<RewardView>): RewardView => ({
  kind: 'coins', amount: null, value: null, min: null, boxId: null, boxName: null, ornamentId: null, ornamentName: null, image: null, count: 1, days: null, ...r,
});
const VIEW: DailyRewardsView = {
  enabled: true, day: '2026-12-01', total: '120.00', resetTime: new Date(Date.now() + 3_600_000).toISOString(),
  tiers: [
    { id: '1', min: '100.00', reward: reward({ kind: 'coins', amount: '3.00' }), state: 2 },
    { id: '2', min: '500.00', reward: reward({ kind: 'caseCoupon', value: '5.00', min: '10.00', days: 7 }), state: 0 },
    { id: '3', min: '1000.00', reward: reward({ kind: 'freeBox', boxId: 1, boxName: '新手箱', days: 7 }), state: 1 },
  ],
};

const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const posted = (path: string) => fetch.mock.calls.filter(([u, i]) => u.startsWith(path) && i?.method === 'POST');

beforeEach(() => {
  vi.stubGlobal('fetch', fetch);
  setToken('t');
});
afterEach(() => {
  cleanup();
  clearToken();
  $user.set(null);
  $sysConfig.set(null);
  fetch.mockReset();
  vi.unstubAllGlobals();
});

describe('helpers', () => {
  it('counts down to the reset and walks the track tier by tier', () => {
    expect(countdown('2026-12-01T16:00:00.000Z', Date.parse('2026-12-01T14:58:57.500Z'))).toBe('01:01:02');
    expect(countdown('2026-12-01T16:00:00.000Z', Date.parse('2026-12-02T00:00:00Z'))).toBe('00:00:00');
    expect(trackPercent('0', ['100', '500', '1000'])).toBe(0);
    expect(trackPercent('100', ['100', '500', '1000'])).toBe(33);
    expect(trackPercent('300', ['100', '500', '1000'])).toBe(50);
    expect(trackPercent('5000', ['100', '500', '1000'])).toBe(100);
    expect([validAmount('1.5'), validAmount('0'), validAmount('-1'), validAmount('1.001'), validAmount('abc')]).toEqual([150n, null, null, null, null]);
  });
});

describe('/personal/daily-rewards', () => {
  it('shows the total, each tier with its reward and state, and claims the claimable one', async () => {
    let view = VIEW;
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/claimDailyReward')) {
        view = { ...VIEW, tiers: VIEW.tiers.map((x) => (x.id === '3' ? { ...x, state: 2 } : x)) };
        return ok({ reward: VIEW.tiers[2].reward });
      }
      return url.startsWith('/api/profile/getDailyRewards') ? ok(view) : ok(null);
    });
    render(<DailyRewardsPage lang="zh-CN" />);
    expect((await screen.findByTestId('daily-total')).textContent).toBe('120');
    expect(screen.getByTestId('daily-tier-2').textContent).toContain('¥5');
    expect(screen.getByTestId('daily-tier-3').textContent).toContain('新手箱');
    expect(screen.getByTestId<HTMLButtonElement>('daily-claim-1').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('daily-claim-2').disabled).toBe(true);
    expect(screen.getByTestId('daily-countdown').textContent).toMatch(/^0[01]:\d\d:\d\d$/);
    fireEvent.click(screen.getByTestId('daily-claim-3'));
    await waitFor(() => expect(screen.getByTestId('daily-tier-3').getAttribute('data-state')).toBe('2'));
    const [call] = posted('/api/profile/claimDailyReward');
    expect(sentBody(call[1])).toBe('tierId=3');
    expect(new Headers(call[1].headers).get('idempotency-key')).toBeTruthy();
  });

  it('says plainly when deposit rewards are not offered', async () => {
    fetch.mockImplementation(async (url) => (url.startsWith('/api/profile/getDailyRewards') ? ok({ ...VIEW, enabled: false, total: '0.00', tiers: [] }) : ok(null)));
    render(<DailyRewardsPage lang="en" />);
    expect((await screen.findByTestId('daily-off')).textContent).toContain('Deposit rewards are not offered');
    expect(screen.queryByTestId('daily-total')).toBeNull();
  });
});

const USER = { id: '1', balance: '1.00', secondaryBalance: '12.34', points: '0.00', goldCoins: '0.00' } as unknown as UserInfo;

describe('/personal/transfer', () => {
  it('fills in all, transfers, and updates the header balances', async () => {
    $user.set(USER);
    $sysConfig.set({ balanceTypeSwitch: false, publicText: false });
    fetch.mockImplementation(async (url) => (url.startsWith('/api/profile/transferSecondary') ? ok({ balance: '13.34', secondaryBalance: '0.00' }) : ok(null)));
    render(<TransferPage lang="zh-CN" />);
    expect((await screen.findByTestId('transfer-secondary')).textContent).toBe('¥12.34');
    expect(screen.queryByTestId('transfer-separate')).toBeNull();
    const submit = screen.getByTestId<HTMLButtonElement>('transfer-submit');
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect(screen.getByTestId<HTMLInputElement>('transfer-amount').value).toBe('12.34');
    fireEvent.click(submit);
    await waitFor(() => expect($user.get()?.secondaryBalance).toBe('0.00'));
    expect($user.get()?.balance).toBe('13.34');
    const [call] = posted('/api/profile/transferSecondary');
    expect(sentBody(call[1])).toBe('amount=12.34');
    expect(new Headers(call[1].headers).get('idempotency-key')).toBeTruthy();
  });

  it('refuses bad and too large amounts before asking, and says the balances are shown separately when the switch is on', async () => {
    $user.set(USER);
    $sysConfig.set({ balanceTypeSwitch: true, publicText: false });
    render(<TransferPage lang="en" />);
    expect((await screen.findByTestId('transfer-separate')).textContent).toContain('separately');
    const input = screen.getByTestId('transfer-amount');
    for (const bad of ['0', '1.001', 'abc', '12.35']) {
      act(() => { fireEvent.change(input, { target: { value: bad } }); });
      expect(screen.getByTestId<HTMLButtonElement>('transfer-submit').disabled, bad).toBe(true);
    }
    expect(posted('/api/profile/transferSecondary')).toHaveLength(0);
  });
});

const voucher = (v: Partial<VoucherView>): VoucherView => ({
  id: '1', ornamentId: null, name: null, winVoucherImg: null, ornament: null, amount: '8.88', stat: 0, expireTime: '2026-12-09T00:00:00.000Z', useTime: null, createTime: '2026-12-01T00:00:00.000Z', ...v,
});

describe('/personal/vouchers', () => {
  it('shows skin and amount vouchers, filters by state and uses one', async () => {
    let list = [voucher({ id: '7', ornamentId: 5, name: 'AK-47 | 红线', winVoucherImg: '/skins/ak.png', amount: '50.00', ornament: {
      ornamentId: 5, name: 'AK-47 | 红线', image: '/skins/ak.png', rarity: { key: 'classified', color: '#d32ce6', name: '保密' }, price: '50.00', grade: 3, weaponType: 'ak', wear: 'FT', wearName: '久经沙场', statTrak: false,
    } }), voucher({ id: '8', stat: 2 })];
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/useRewardVoucher')) {
        list = [{ ...list[0], stat: 1, useTime: '2026-12-02T00:00:00.000Z' }, list[1]];
        return ok({ voucher: list[0], itemId: '99', balance: '0.00' });
      }
      return url.startsWith('/api/profile/getMyVoucherPage') ? ok({ list, total: list.length, page: 1, pageSize: 12 }) : ok(null);
    });
    render(<VouchersPage lang="zh-CN" />);
    const rows = await screen.findAllByTestId('voucher-row');
    expect(rows).toHaveLength(2);
    // The skin's art (ItemImage: the picture, or its weapon's silhouette where happy-dom loads no picture).
    expect(rows[0].querySelector('img[src$="/skins/ak.png"], [data-silhouette]')).not.toBeNull();
    expect(rows[0].textContent).toContain('AK-47 | 红线');
    expect(rows[1].textContent).toContain('¥8.88');
    expect(screen.getAllByTestId('voucher-use')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('voucher-use'));
    await waitFor(() => expect(screen.queryAllByTestId('voucher-use')).toHaveLength(0));
    expect(sentBody(posted('/api/profile/useRewardVoucher')[0][1])).toBe('id=7');
    fireEvent.click(screen.getByRole('radio', { name: '已过期' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => u.includes('stat=2'))).toBe(true));
  });
});
