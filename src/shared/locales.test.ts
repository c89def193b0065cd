import { describe, expect, it } from 'vitest';
import { findLocale, LOCALES, localeDir, pickLang, SITE_LANGS } from './locales.ts';

describe('pickLang', () => {
  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['en', 'en'],
    ['EN', 'en'],
    ['en-US', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['fr', 'zh-CN'],
    ['english', 'zh-CN'],
    ['', 'zh-CN'],
    [undefined, 'zh-CN'],
    [null, 'zh-CN'],
  ] as const)('%s → %s', (tag, lang) => {
    expect(pickLang(tag)).toBe(lang);
  });
});

describe('the locale table', () => {
  it('has about 55 locales with unique codes, native names and a direction', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(50);
    expect(LOCALES.length).toBeLessThanOrEqual(60);
    expect(new Set(LOCALES.map((l) => l.code.toLowerCase())).size).toBe(LOCALES.length);
    for (const l of LOCALES) {
      expect(l.nativeName.trim(), l.code).not.toBe('');
      expect(['ltr', 'rtl'], l.code).toContain(l.dir);
    }
  });

  it('marks Arabic, Hebrew, Persian and Urdu right-to-left and nothing else', () => {
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code).sort()).toEqual(['ar', 'fa', 'he', 'ur']);
  });

  it('holds every site language', () => {
    for (const lang of SITE_LANGS) expect(findLocale(lang)?.dir, lang).toBe('ltr');
    expect(findLocale('zh-TW')?.nativeName).toBe('繁體中文');
  });

  it('gives a regional tag its language direction', () => {
    expect(localeDir('ar-EG')).toBe('rtl');
    expect(localeDir('AR')).toBe('rtl');
    expect(localeDir('de-AT')).toBe('ltr');
    expect(localeDir('xx')).toBe('ltr');
  });
});
