// @vitest-environment happy-dom
// Default avatars are drawn per player (issue 10): before, every player without a picture got the
// first letter of the default nickname, "玩" of "玩家1234", in the header and on the personal page.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarLook } from '../../lib/avatar.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import type { UserInfo } from '../../shared/contracts/auth.ts';
import { translator } from '../../lib/i18n/ui.ts';
import HeaderAccount from '../header/HeaderAccount.tsx';
import { AvatarSection } from '../personal/account/AvatarSection.tsx';
import { PlayerAvatar } from './PlayerAvatar.tsx';

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
