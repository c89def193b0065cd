// Every key in every language (zh-CN, en and the generated zh-TW), for the UI strings (the
// paraglide message files messages/<locale>.json) and the API messages alike: present, not
// empty, with the same {placeholders}; and the generated zh-TW files are what the generator
// makes from today's zh-CN (fails until `npm run i18n:zh-TW` ran).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGED } from '../../shared/zh-tw/chars.ts';
import { generateZhTW, readMessages } from '../../../scripts/i18n/zh-tw/generate.ts';
import { VERBATIM_KEYS } from '../../shared/zh-tw/phrases.ts';
import { MESSAGE_SOURCES } from '../../shared/messages.ts';
import { messagesZhTW } from '../../shared/messages.zh-TW.generated.ts';

// The files themselves, not UI_TABLES (which fills a zh-TW gap from zh-CN).
const uiSources = { 'zh-CN': readMessages('messages/zh-CN.json').table, en: readMessages('messages/en.json').table };
const uiZhTW = readMessages('messages/zh-TW.json').table;

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

/** Problems of `table` against the zh-CN `base`, one line each (an empty list passes). */
function problems(base: Readonly<Record<string, string>>, table: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const key of Object.keys(base)) {
    const text = table[key];
    if (text === undefined) out.push(`${key}: missing`);
    else if (text.trim() === '') out.push(`${key}: empty`);
    else if (placeholders(text).join() !== placeholders(base[key]!).join()) out.push(`${key}: placeholders ${placeholders(text)} ≠ ${placeholders(base[key]!)}`);
  }
  for (const key of Object.keys(table)) if (!(key in base)) out.push(`${key}: not in zh-CN`);
  for (const [key, text] of Object.entries(base)) if (text.trim() === '') out.push(`${key}: empty in zh-CN`);
  return out;
}

const simplifiedOnly = new Set([...CHANGED.replace(/ /g, '')].filter((_, i) => i % 2 === 0));

describe.each([
  ['UI strings', uiSources, uiZhTW],
  ['API messages', MESSAGE_SOURCES as Record<string, Record<string, string>>, messagesZhTW],
])('%s', (_name, sources, zhTW) => {
  const zhCN = sources['zh-CN']!;

  it('has every zh-CN key in English, non-empty, with the same placeholders', () => {
    expect(problems(zhCN, sources.en!)).toEqual([]);
  });

  it('has every zh-CN key in the generated zh-TW, non-empty, with the same placeholders', () => {
    expect(problems(zhCN, zhTW)).toEqual([]);
  });

  it('has no Simplified-only character left in zh-TW (language names aside)', () => {
    const left = Object.entries(zhTW)
      .filter(([key]) => !VERBATIM_KEYS.has(key))
      .filter(([, text]) => [...text].some((c) => simplifiedOnly.has(c)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(left).toEqual([]);
  });
});

describe('the generated zh-TW tables', () => {
  it('are up to date with the zh-CN tables (run `npm run i18n:zh-TW`)', () => {
    const { files, unmapped } = generateZhTW();
    expect([...unmapped.keys()], 'Han characters missing from src/shared/zh-tw/chars.ts').toEqual([]);
    for (const f of files) expect(readFileSync(f.path, 'utf8') === f.text, `${f.path} is stale`).toBe(true);
  });

  it('use Taiwan wording', () => {
    expect(uiZhTW['header.login']).toBe('登入');
    expect(uiZhTW['header.recharge']).toBe('儲值');
    expect(uiZhTW['nav.logout']).toBe('登出');
    expect(uiZhTW['language.zh-CN']).toBe('简体中文');
    expect(messagesZhTW['err.notSignedIn']).toBe('請先登入');
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
