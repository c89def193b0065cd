// @vitest-environment happy-dom
// Default avatars are drawn per player: before, every player without a picture got the
// first letter of the default nickname, "玩" of "玩家1234", in the header and on the personal page.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarLook } from '../../lib/avatar.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import { translator } from '../../lib/i18n/ui.ts';
import HeaderAccount from '../header/HeaderAccount.tsx';
import { AvatarSection } from '../personal/account/AvatarSection.tsx';
import { nameStyle, PlayerAvatar } from './PlayerAvatar.tsx';
import { BOX } from '../box/fixtures.ts';
import { DropTile } from '../feed/DropTile.tsx';
import type { DropRecord } from '../../shared/contracts/feed.ts';

const DROP: DropRecord = { ...BOX.items[0], id: '77', nickname: 'Ann', avatar: '', bot: false, source: 'case', boxId: null, boxName: 'Case', createTime: '2026-01-01T00:00:00Z' };

const player = (id: string, nickname: string) =>
  ({ id, nickname, avatar: '', balance: '0.00', secondaryBalance: '0.00', points: '0.00', goldCoins: '0.00' }) as UserInfo;

/** The drawing without the per-instance gradient id. */
const drawing = (el: Element) => el.outerHTML.replace(/avatar[\w-]*/g, 'ID');

describe('drawn avatars', () => {
  beforeEach(() => {
    clearToken();
    $user.set(null);
    // The header asks for the unread count; no server here.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 0, msg: '', data: 0, success: true }))));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('are the same for the same player and differ between players', () => {
    expect(avatarLook('7')).toEqual(avatarLook('7'));
    expect(avatarLook('7')).not.toEqual(avatarLook('8'));
    // Neighbouring ids look different: nearly every one of 200 players has a look of their own.
    const looks = new Set(Array.from({ length: 200 }, (_, i) => JSON.stringify(avatarLook(String(i + 1)))));
    expect(looks.size).toBeGreaterThan(195);
  });

  it('the header draws each player their own avatar, not the letter 玩 for everybody', async () => {
    setToken('t');
    const marks: string[] = [];
    for (const [id, nickname] of [['7', '玩家1234'], ['8', '玩家5678'], ['7', '玩家1234']]) {
      $user.set(player(id, nickname));
      const { unmount } = render(<HeaderAccount lang="zh-CN" />);
      const button = await screen.findByTestId('avatar-menu');
      expect(button.textContent).not.toContain('玩');
      marks.push(drawing(button.querySelector('[data-testid="drawn-avatar"]')!));
      unmount();
    }
    expect(marks[0]).not.toBe(marks[1]);
    expect(marks[2]).toBe(marks[0]);
  });

  it('the personal page shows the drawn avatar until a picture is chosen', () => {
    const t = translator('zh-CN');
    const a = render(<AvatarSection lang="zh-CN" t={t} avatar="" nickname="玩家1234" seed="7" onChanged={async () => {}} />);
    const first = a.getByTestId('avatar-section');
    expect(first.textContent).not.toContain('玩');
    const drawnA = drawing(a.getByRole('img', { name: '头像' }));
    a.unmount();
    const b = render(<AvatarSection lang="zh-CN" t={t} avatar="" nickname="玩家5678" seed="8" onChanged={async () => {}} />);
    expect(drawing(b.getByRole('img', { name: '头像' }))).not.toBe(drawnA);
    b.unmount();
    render(<PlayerAvatar src="/avatars/a.webp" seed="7" alt="头像" />);
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe('/avatars/a.webp');
  });
});

describe('avatar frames and name colours', () => {
  beforeEach(() => {
    clearToken();
    $user.set(null);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 0, msg: '', data: 0, success: true }))));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('draws the frame over the avatar (picture or drawing), and nothing without one', () => {
    const { unmount } = render(<PlayerAvatar src="/avatars/a.webp" seed="7" alt="头像" frame="/virtual/frame-gold.svg" className="size-9 rounded-full" />);
    const frame = screen.getByTestId('avatar-frame');
    expect(frame.getAttribute('src')).toBe('/virtual/frame-gold.svg');
    expect(frame.getAttribute('alt')).toBe('');
    // The frame and the picture share the sized wrapper; the picture keeps its text alternative.
    expect(frame.parentElement!.className).toContain('size-9');
    expect(frame.parentElement!.querySelector('img[alt="头像"]')).toBeTruthy();
    unmount();
    render(<PlayerAvatar src="" seed="7" alt="" frame="/virtual/frame-blaze.svg" className="size-4" />);
    expect(screen.getByTestId('avatar-frame').parentElement!.querySelector('[data-testid="drawn-avatar"]')).toBeTruthy();
    cleanup();
    render(<PlayerAvatar src="" seed="7" alt="" className="size-4" />);
    expect(screen.queryByTestId('avatar-frame')).toBeNull();
  });

  it('only a #rrggbb colour colours a name', () => {
    expect(nameStyle('#34d399')).toEqual({ color: '#34d399' });
    expect(nameStyle('')).toBeUndefined();
    expect(nameStyle(undefined)).toBeUndefined();
    expect(nameStyle('red;background:url(x)')).toBeUndefined();
  });

  it('the header wears the player\'s frame around the avatar and their colour on the name', async () => {
    setToken('t');
    $user.set({ ...player('7', '老玩家'), avatarFrame: '/virtual/frame-silver.svg', nameColour: '#fbbf24' });
    render(<HeaderAccount lang="zh-CN" />);
    const button = await screen.findByTestId('avatar-menu');
    expect(button.parentElement!.querySelector('[data-testid="avatar-frame"]')!.getAttribute('src')).toBe('/virtual/frame-silver.svg');
    fireEvent.click(button);
    expect(screen.getByText('老玩家').getAttribute('style')).toContain('color: #fbbf24');
  });

  it('a feed drop shows the dropper\'s frame and name colour', () => {
    render(<DropTile drop={{ ...DROP, avatarFrame: '/virtual/frame-bronze.svg', nameColour: '#38bdf8' }} t={translator('zh-CN')} testId="drop" />);
    expect(screen.getByTestId('avatar-frame').getAttribute('src')).toBe('/virtual/frame-bronze.svg');
    expect(screen.getByText(DROP.nickname).getAttribute('style')).toContain('color: #38bdf8');
  });
});
