// The message catalogue (messages/<locale>.json: the pages' strings and the API's `api.` keys,
// docs/decisions/0100): every zh-CN key in English and in the generated zh-TW, present, not empty,
// with the same {placeholders}, and no other key; and messages/zh-TW.json is exactly what
// `npm run i18n:zh-TW` makes from today's zh-CN (fails when it was edited by hand or not
// regenerated).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateZhTW, readMessages, VERBATIM_KEYS } from '../../../scripts/i18n/zh-tw/generate.ts';
import { simplifiedOnlyChars } from '../../shared/zh-tw/simplified-only.ts';
import { MESSAGE_TABLES, translate } from '../../shared/messages.ts';
import { UI_TABLES } from './ui-tables.ts';

// The files themselves, not UI_TABLES or MESSAGE_TABLES (which fill a zh-TW gap from zh-CN).
const catalogue = {
  'zh-CN': readMessages('messages/zh-CN.json').table,
  en: readMessages('messages/en.json').table,
  'zh-TW': readMessages('messages/zh-TW.json').table,
};

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

/** Problems of `table` against the zh-CN `base`, one line each (an empty list passes). */
function problems(base: Readonly<Record<string, string>>, table: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const key of Object.keys(base)) {
    const text = table[key];
    if (text === undefined) out.push(`${key}: missing`);
    else if (text.trim() === '') out.push(`${key}: empty`);
    else if (placeholders(text).join() !== placeholders(base[key]).join()) out.push(`${key}: placeholders ${placeholders(text).join()} ≠ ${placeholders(base[key]).join()}`);
  }
  for (const key of Object.keys(table)) if (!(key in base)) out.push(`${key}: not in zh-CN`);
  for (const [key, text] of Object.entries(base)) if (text.trim() === '') out.push(`${key}: empty in zh-CN`);
  return out;
}

describe('the message catalogue', () => {
  it('has every zh-CN key in English, non-empty, with the same placeholders', () => {
    expect(problems(catalogue['zh-CN'], catalogue.en)).toEqual([]);
  });

  it('has every zh-CN key in the generated zh-TW, non-empty, with the same placeholders', () => {
    expect(problems(catalogue['zh-CN'], catalogue['zh-TW'])).toEqual([]);
  });

  it('has no Simplified-only character left in zh-TW (language names aside)', async () => {
    const simplifiedOnly = await simplifiedOnlyChars();
    const left = Object.entries(catalogue['zh-TW'])
      .filter(([key]) => !VERBATIM_KEYS.has(key))
      .filter(([, text]) => [...text].some((c) => simplifiedOnly.has(c)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(left).toEqual([]);
  });

  it('gives the pages and the API each their own keys, from the same files', () => {
    for (const table of Object.values(UI_TABLES)) expect(Object.keys(table).filter((k) => k.startsWith('api.'))).toEqual([]);
    expect(MESSAGE_TABLES.en['err.notSignedIn']).toBe(catalogue.en['api.err.notSignedIn']);
    expect(translate('zh-TW', 'err.notSignedIn')).toBe(catalogue['zh-TW']['api.err.notSignedIn']);
  });
});

describe('the generated zh-TW', () => {
  it('is what `npm run i18n:zh-TW` makes from zh-CN (never edit messages/zh-TW.json by hand)', async () => {
    const { path, text } = await generateZhTW();
    expect(readFileSync(path, 'utf8') === text, `${path} is stale or was edited by hand: run npm run i18n:zh-TW`).toBe(true);
  });

  it('uses Taiwan wording', () => {
    const zhTW = catalogue['zh-TW'];
    expect(zhTW['header.login']).toBe('登入');
    expect(zhTW['header.recharge']).toBe('儲值');
    expect(zhTW['nav.logout']).toBe('登出');
    expect(zhTW['language.zh-CN']).toBe('简体中文');
    expect(zhTW['api.err.notSignedIn']).toBe('請先登入');
  });
});

describe('the completeness check itself', () => {
  it('reports a missing key, an empty string, differing placeholders and an extra key', () => {
    const base = { a: '共 {n} 件', b: '好', c: '是' };
    expect(problems(base, { a: '{count} items', b: ' ', d: 'x' })).toEqual([
      'a: placeholders {count} ≠ {n}',
      'b: empty',
      'c: missing',
      'd: not in zh-CN',
    ]);
  });
});
