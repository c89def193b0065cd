// The compiled paraglide output really holds the messages: a wrong plugin path in
// project.inlang/settings.json only makes paraglide warn and compile nothing.
import { describe, expect, it } from 'vitest';
import { verifyCompiled } from '../../../scripts/i18n/paraglide.ts';
import * as m from '../../paraglide/messages.js';
import { t } from './ui.ts';

describe('the compiled paraglide messages', () => {
  it('export a known message in every locale', () => {
    expect(m['header.login']({}, { locale: 'zh-CN' })).toBe('登录');
    expect(m['header.login']({}, { locale: 'en' })).toBe('Log in');
    expect(m['header.login']({}, { locale: 'zh-TW' })).toBe('登入');
  });

  it('hold every key of every message file with its text', () => {
    expect(verifyCompiled(m)).toEqual([]);
  });

  it('are what t() returns on the server', () => {
    expect(t('en', 'flow.pageOf', { page: 2, pages: 5 })).toBe(m['flow.pageOf']({ page: 2, pages: 5 }, { locale: 'en' }));
  });
});

describe('the compile check itself', () => {
  it('reports a module that compiled no messages, and a wrong text', () => {
    expect(verifyCompiled({}).length).toBeGreaterThan(400);
    const wrong = { ...m, 'header.login': () => 'x' };
    expect(verifyCompiled(wrong)).toEqual(['header.login (zh-CN): compiled text differs', 'header.login (en): compiled text differs', 'header.login (zh-TW): compiled text differs']);
  });
});
