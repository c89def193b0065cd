import { describe, expect, it } from 'vitest';
import { wordRuns } from './words.ts';

describe('wordRuns', () => {
  it('cuts Chinese between words, never inside one, and gives the text back whole', () => {
    const runs = wordRuns('每一次开箱都可验证', 'zh-CN');
    expect(runs.join('')).toBe('每一次开箱都可验证');
    expect(runs.length).toBeGreaterThan(1);
    // "验证" (verify) and "开箱" (open a case) are words: no break inside them.
    expect(runs).toContain('验证');
    expect(runs.every((r) => r !== '验' && r !== '证')).toBe(true);
  });

  it('keeps punctuation and spaces with the word before them', () => {
    const runs = wordRuns('首充 +20% 奖励', 'zh-CN');
    expect(runs.join('')).toBe('首充 +20% 奖励');
    expect(runs).toContain('+20% ');
    expect(runs.every((r) => !/^[\s%]/.test(r))).toBe(true);
    expect(wordRuns('Every opening can be verified', 'en')).toEqual(['Every ', 'opening ', 'can ', 'be ', 'verified']);
  });
});
