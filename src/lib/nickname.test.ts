import { describe, expect, it } from 'vitest';
import { translator } from './i18n/ui.ts';
import { shownNickname } from './nickname.ts';

describe('shownNickname', () => {
  it('shows the default nickname in the page language and a chosen one as written', () => {
    expect(shownNickname('玩家8000', translator('en'))).toBe('Player 8000');
    expect(shownNickname('玩家8000', translator('zh-CN'))).toBe('玩家8000');
    expect(shownNickname('玩家8000', translator('zh-TW'))).toBe('玩家8000');
    expect(shownNickname('老玩家', translator('en'))).toBe('老玩家');
    expect(shownNickname('玩家8000x', translator('en'))).toBe('玩家8000x');
  });
});
