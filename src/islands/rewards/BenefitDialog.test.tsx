// @vitest-environment happy-dom
// The benefit dialog: each kind the player can claim or use now with its button, the
// header's gift button with the count, and a daily tier claimed in place.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import type { BenefitsView } from '../../shared/contracts/rewards/virtual.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $benefits } from '../../lib/stores/benefits.ts';
import { $dialogs } from '../../lib/stores/dialogs.ts';
import { ok } from '../box/fixtures.ts';
import { BenefitButton, BenefitMenuItem } from './BenefitButton.tsx';
import { BenefitDialog } from './BenefitDialog.tsx';
import { sentBody } from '../../lib/test-support.ts';

const coins: RewardView = { kind: 'coins', amount: '3.00', value: null, min: null, boxId: null, boxName: null, ornamentId: null, ornamentName: null, image: null, count: 1, days: null };
const FULL: BenefitsView = {
  firstDepositBonus: 20,
  dailyTiers: [{ id: '1', min: '100.00', reward: coins, state: 1 }],
  freeBoxes: [
    { id: '5', boxId: 1, boxName: 'Starter Case', boxImage: '/art/box.png', price: '9.90', stat: 0, expireTime: '2026-12-01T00:00:00.000Z', openTime: null, itemId: null, createTime: '2026-11-24T00:00:00.000Z' },
    { id: '6', boxId: 1, boxName: 'Starter Case', boxImage: '/art/box.png', price: '9.90', stat: 0, expireTime: '2026-12-02T00:00:00.000Z', openTime: null, itemId: null, createTime: '2026-11-24T00:00:00.000Z' },
  ],
  coupons: [
    { id: '8', couponType: 1, value: '10', min: '50.00', boxId: null, boxName: null, stat: 0, expireTime: '2026-12-01T00:00:00.000Z', useTime: null, createTime: '2026-11-24T00:00:00.000Z' },
    { id: '9', couponType: 2, value: '5.00', min: '10.00', boxId: null, boxName: null, stat: 0, expireTime: '2026-12-01T00:00:00.000Z', useTime: null, createTime: '2026-11-24T00:00:00.000Z' },
  ],
  vouchers: [{ id: '3', ornamentId: null, name: null, winVoucherImg: null, ornament: null, amount: '3.00', stat: 0, expireTime: '2026-12-01T00:00:00.000Z', useTime: null, createTime: '2026-11-24T00:00:00.000Z' }],
};
const NONE: BenefitsView = { firstDepositBonus: null, dailyTiers: [], freeBoxes: [], coupons: [], vouchers: [] };

describe('the benefit dialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let benefits: BenefitsView;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    benefits = FULL;
    $benefits.set(null);
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/getBenefits')) return ok(benefits);
      if (url.startsWith('/api/profile/claimDailyReward')) {
        benefits = { ...FULL, dailyTiers: [] };
        return ok({ reward: coins });
      }
      return ok(null);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    fetch.mockReset();
    vi.unstubAllGlobals();
    $dialogs.setKey('benefit', false);
  });

  it('lists each kind with its button, in the words a reward uses', async () => {
    render(<BenefitDialog lang="en" />);
    const dialog = await screen.findByTestId('benefit-dialog');
    await within(dialog).findByTestId('benefit-first-deposit');
    expect(screen.getByTestId('benefit-first-deposit').textContent).toContain('+20% on your first deposit');
    expect(screen.getByTestId('benefit-daily').textContent).toContain('3 gold coins');
    // Two free cases of one case: one row, ×2.
    expect(screen.getAllByTestId('benefit-free-box')).toHaveLength(1);
    expect(screen.getByTestId('benefit-free-box').textContent).toContain('Free case "Starter Case" ×2');
    expect(within(screen.getByTestId('benefit-free-box')).getByRole('link').getAttribute('href')).toBe('/en/personal/free-boxes');
    const coupons = screen.getAllByTestId('benefit-coupon');
    expect(coupons[0].textContent).toContain('+10% deposit coupon (one deposit of ¥50 or more)');
    expect(coupons[1].textContent).toContain('¥5 off a case opening (¥10 or more)');
    expect(screen.getByTestId('benefit-voucher').textContent).toContain('¥3 voucher');
    expect(screen.getByTestId('benefit-redeem').getAttribute('href')).toBe('/en/personal/redeem');
  });

  it('claims a daily tier in place and drops it from the list', async () => {
    render(<BenefitDialog lang="zh-CN" />);
    fireEvent.click(await screen.findByTestId('benefit-claim-1'));
    await waitFor(() => expect(screen.queryByTestId('benefit-daily')).toBeNull());
    const call = fetch.mock.calls.find(([u]) => u.startsWith('/api/profile/claimDailyReward'))!;
    expect(sentBody(call[1])).toBe('tierId=1');
  });

  it('says so when there is nothing', async () => {
    benefits = NONE;
    render(<BenefitDialog lang="en" />);
    expect(await screen.findByTestId('benefit-empty')).toBeTruthy();
    expect(screen.getByTestId('benefit-redeem')).toBeTruthy();
  });

  it('the header button counts what can be claimed or used and opens the dialog', async () => {
    render(<BenefitButton lang="en" />);
    // first deposit 1 + daily 1 + free cases 2 + coupons 2 + vouchers 1
    expect((await screen.findByTestId('benefit-badge')).textContent).toBe('7');
    fireEvent.click(screen.getByTestId('benefit-open'));
    expect($dialogs.get().benefit).toBe(true);
  });

  it('the avatar menu\'s entry (a phone\'s header has no room for the button) counts and opens it too', async () => {
    const onOpen = vi.fn();
    render(<><BenefitButton lang="en" /><BenefitMenuItem lang="en" onOpen={onOpen} /></>);
    const item = await screen.findByTestId('benefit-open-menu');
    await waitFor(() => expect(item.textContent).toBe('Benefits7'));
    fireEvent.click(item);
    expect(onOpen).toHaveBeenCalled();
    expect($dialogs.get().benefit).toBe(true);
  });
});
