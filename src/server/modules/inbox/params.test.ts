// Params kept in every language (`name@<lang>`): the reader's fills {name}, zh-CN when theirs is missing.
import { describe, expect, it } from 'vitest';
import { paramsFor } from './service.ts';

describe('inbox paramsFor', () => {
  const stored = { level: 2, count: 1, 'box@zh-CN': '新手箱', 'box@en': 'Starter Case', 'box@zh-TW': '新手箱子' };
  it('gives each reader their language, plain params unchanged', () => {
    expect(paramsFor('en', stored)).toEqual({ level: 2, count: 1, box: 'Starter Case' });
    expect(paramsFor('zh-CN', stored)).toEqual({ level: 2, count: 1, box: '新手箱' });
    expect(paramsFor('zh-TW', stored)).toEqual({ level: 2, count: 1, box: '新手箱子' });
  });
  it('falls back to zh-CN when the reader\'s language is missing', () => {
    expect(paramsFor('zh-TW', { 'box@zh-CN': '新手箱', 'box@en': 'Starter Case' })).toEqual({ box: '新手箱' });
  });
});
