// @vitest-environment happy-dom
// /personal/virtual: frames on the player's own avatar, colours on their nickname,
// buy buttons with the coin price, wear / take off, the coin balance; a buy sends an Idempotency-Key.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import type { VirtualItemView } from '../../../shared/contracts/rewards/virtual.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import { sentBody } from '../../../lib/test-support.ts';
import { ok } from '../../box/fixtures.ts';
import VirtualPage from './VirtualPage.tsx';

const ITEMS: VirtualItemView[] = [
  { id: 1, kind: 1, name: '青铜边框', virtualImg: '/virtual/frame-bronze.svg', price: '5.00', owned: true, worn: true },
  { id: 4, kind: 1, name: '烈焰边框', virtualImg: '/virtual/frame-blaze.svg', price: '120.00', owned: false, worn: false },
  { id: 11, kind: 2, name: '天青名字', virtualImg: '#38bdf8', price: '8.00', owned: true, worn: false },
];
const USER = { id: '7', nickname: '老玩家', avatar: '', goldCoins: '30.00', balance: '0.00', points: '0.00', avatarFrame: '/virtual/frame-bronze.svg', nameColour: '' } as UserInfo;

describe('/personal/virtual', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetch);
    setToken('t');
    $user.set(USER);
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/buyVirtualItem')) return ok({ coins: '10.00', items: ITEMS.map((i) => (i.id === 4 ? { ...i, owned: true } : i)) });
      if (url.startsWith('/api/profile/buyVirtual')) return ok(ITEMS);
      if (url.startsWith('/api/profile/wearVirtual')) return ok({ avatarFrame: '/virtual/frame-bronze.svg', nameColour: '#38bdf8' });
      if (url.startsWith('/api/profile/userInfo')) return ok($user.get());
      return ok(null);
    });
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
    fetch.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows each frame on the player\'s own avatar and each colour on their nickname, with prices and the coin balance', async () => {
    render(<VirtualPage lang="zh-CN" />);
    const blaze = await screen.findByTestId('virtual-item-4');
    expect(within(blaze).getByTestId('avatar-frame').getAttribute('src')).toBe('/virtual/frame-blaze.svg');
    expect(within(blaze).getByTestId('drawn-avatar')).toBeTruthy();
    expect(screen.getByTestId('virtual-buy-4').textContent).toContain('120');
    const sky = screen.getByTestId('virtual-item-11');
    expect(within(sky).getByText('老玩家').getAttribute('style')).toContain('color: #38bdf8');
    expect(screen.getByTestId('virtual-coins').textContent).toBe('30');
    // Owned: wear / take off instead of buy.
    expect(screen.queryByTestId('virtual-buy-1')).toBeNull();
    expect(screen.getByTestId('virtual-wear-1').textContent).toBe('取下');
    expect(screen.getByTestId('virtual-wear-11').textContent).toBe('佩戴');
  });

  it('buys once per click with an Idempotency-Key and shows the coins after', async () => {
    render(<VirtualPage lang="en" />);
    fireEvent.click(await screen.findByTestId('virtual-buy-4'));
    await waitFor(() => expect(screen.getByTestId('virtual-wear-4')).toBeTruthy());
    const call = fetch.mock.calls.find(([u]) => u.startsWith('/api/profile/buyVirtualItem'))!;
    expect(new Headers(call[1].headers).get('idempotency-key')).toBeTruthy();
    expect(sentBody(call[1])).toBe('id=4');
    expect(screen.getByTestId('virtual-coins').textContent).toBe('10');
  });

  it('wears a colour (id and kind) and marks it worn', async () => {
    render(<VirtualPage lang="en" />);
    fireEvent.click(await screen.findByTestId('virtual-wear-11'));
    await waitFor(() => expect(screen.getByTestId('virtual-item-11').getAttribute('data-worn')).toBe('true'));
    const call = fetch.mock.calls.find(([u]) => u.startsWith('/api/profile/wearVirtual'))!;
    expect(sentBody(call[1])).toBe('id=11&kind=2');
    expect(screen.getByTestId('virtual-me').getAttribute('style')).toContain('color: #38bdf8');
  });
});
