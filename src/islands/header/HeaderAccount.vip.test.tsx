// @vitest-environment happy-dom
// The member badge beside the signed-in player: on the avatar's corner and beside the
// name in the avatar menu, which also links to the member and promotion pages; none at level 0.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { DropTile } from '../feed/DropTile.tsx';
import { translator } from '../../lib/i18n/ui.ts';
import { ok } from '../box/fixtures.ts';
import HeaderAccount from './HeaderAccount.tsx';

const USER: UserInfo = {
  id: '7', nickname: '老玩家', avatar: '', phone: '159****0000', email: '', steamBound: false, tradeUrl: '', securityWay: 'none',
  inviterBound: false, realNameVerified: false, hasPassword: true, invitationCode: 'ABC123', balance: '10.00', secondaryBalance: '0.00',
  points: '0.00', goldCoins: '0.00', firstDepositDone: true, streamer: false, vipLevel: 3,
};

describe('member badge in the header', () => {
  // The inbox bell asks for its count.
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => ok(0))));
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanup();
    clearToken();
    $user.set(null);
  });

  it('shows V3 on the avatar and in the menu, with links to the member and promotion pages', async () => {
    setToken('t');
    $user.set(USER);
    render(<HeaderAccount lang="zh-CN" />);
    expect((await screen.findByTestId('vip-badge')).textContent).toBe('V3');
    fireEvent.click(screen.getByTestId('avatar-menu'));
    expect(screen.getAllByTestId('vip-badge')).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: '会员等级' }).getAttribute('href')).toBe('/personal/vip');
    expect(screen.getByRole('menuitem', { name: '推广中心' }).getAttribute('href')).toBe('/personal/promo');
  });

  it('shows nothing at level 0', async () => {
    setToken('t');
    $user.set({ ...USER, vipLevel: 0 });
    render(<HeaderAccount lang="zh-CN" />);
    await screen.findByTestId('avatar-menu');
    expect(screen.queryByTestId('vip-badge')).toBeNull();
  });

  it('a live drop shows its player’s level, a bot’s none', () => {
    const drop = {
      id: '1', ornamentId: 5, name: 'AK-47 | Redline', image: '', rarity: { key: 'classified', color: '#d32ce6', name: '保密' }, price: '12.00', grade: 2,
      weaponType: 'ak', wear: 'FT', wearName: '久经沙场', statTrak: false, nickname: '玩家', avatar: '', bot: false, vipLevel: 5, source: 'case',
      boxId: 1, boxName: '箱', createTime: '2026-11-24T08:00:00.000Z',
    } as const;
    const t = translator('zh-CN');
    const { unmount } = render(<DropTile drop={drop} t={t} testId="d" />);
    expect(screen.getByTestId('vip-badge').textContent).toBe('V5');
    unmount();
    render(<DropTile drop={{ ...drop, bot: true, vipLevel: 0 }} t={t} testId="d" />);
    expect(screen.queryByTestId('vip-badge')).toBeNull();
  });
});
