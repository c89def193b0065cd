import { afterEach, describe, expect, it } from 'vitest';
import { $lastNotice, announceJoined, noticeText, say } from './notices.ts';
import { setPref } from './prefs.ts';

afterEach(() => {
  $lastNotice.set(null);
  setPref('lang', 'zh-CN');
});

describe('notices', () => {
  it('says "joined" for a battle and for a giveaway, in the reader\'s language', () => {
    announceJoined('battle');
    expect($lastNotice.get()).toEqual({ kind: 'joined', what: 'battle' });
    expect(noticeText({ kind: 'joined', what: 'battle' })).toBe('加入对战成功');
    setPref('lang', 'en');
    expect(noticeText({ kind: 'joined', what: 'giveaway' })).toBe('Joined: good luck in the draw');
  });

  it('names the box limit', () => {
    say({ kind: 'boxLimit', max: 20 });
    expect(noticeText($lastNotice.get()!)).toBe('箱子数量已达上限（最多 20 个）');
    expect(noticeText({ kind: 'chooseBoxes' })).toBe('请选择箱子');
  });
});
