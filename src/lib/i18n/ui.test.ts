import { describe, expect, it } from 'vitest';
import { t, tDynamic, UI_TABLES, type UiKey } from './ui.ts';

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe('UI strings', () => {
  it('fills placeholders and keeps unknown ones', () => {
    expect(t('zh-CN', 'recharge.bonus', { percent: 20 })).toBe('+20% 首充奖励');
    expect(t('en', 'flow.pageOf', { page: 2 })).toBe('Page 2 of {pages}');
  });

  it('has every key in both languages, non-empty, with the same placeholders', () => {
    const zh = UI_TABLES['zh-CN'];
    const en = UI_TABLES.en;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const key of Object.keys(zh) as UiKey[]) {
      expect(zh[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
      expect(placeholders(en[key]), key).toEqual(placeholders(zh[key]));
    }
  });

  it('resolves run-time keys with a fallback', () => {
    expect(tDynamic('zh-CN', 'payState.1', 'payState.unknown', { state: 1 })).toBe('已完成');
    expect(tDynamic('zh-CN', 'payState.7', 'payState.unknown', { state: 7 })).toBe('未知（7）');
  });
});
