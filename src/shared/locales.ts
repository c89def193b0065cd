// The table of UI locales (the spec: "about 55 UI locales", some right-to-left) and the three
// languages the site is translated into. Shared by the server (pickLang, API messages), the
// Astro middleware and layout (<html lang dir>) and the browser (language dialog). No zod here:
// this file is imported by the middleware and the browser bundle and must stay tiny.

/** The languages with translated strings; zh-CN is the default and is served unprefixed. */
export type Lang = 'zh-CN' | 'en' | 'zh-TW';
export const SITE_LANGS: readonly Lang[] = ['zh-CN', 'en', 'zh-TW'];
export const DEFAULT_LANG: Lang = 'zh-CN';

export type Dir = 'ltr' | 'rtl';

export interface Locale {
  /** BCP 47 code, as written in `<html lang>`. */
  code: string;
  /** The name of the language in that language (what a reader looks for in a selector). */
  nativeName: string;
  dir: Dir;
}

// Sorted by code. Only SITE_LANGS have translations; the rest exist so that <html lang dir> and
// a future translation know each locale's script direction (ar, fa, he, ur are right-to-left).
export const LOCALES: readonly Locale[] = [
  { code: 'af', nativeName: 'Afrikaans', dir: 'ltr' },
  { code: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'az', nativeName: 'Azərbaycan dili', dir: 'ltr' },
  { code: 'bg', nativeName: 'Български', dir: 'ltr' },
  { code: 'bn', nativeName: 'বাংলা', dir: 'ltr' },
  { code: 'ca', nativeName: 'Català', dir: 'ltr' },
  { code: 'cs', nativeName: 'Čeština', dir: 'ltr' },
  { code: 'da', nativeName: 'Dansk', dir: 'ltr' },
  { code: 'de', nativeName: 'Deutsch', dir: 'ltr' },
  { code: 'el', nativeName: 'Ελληνικά', dir: 'ltr' },
  { code: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'es', nativeName: 'Español', dir: 'ltr' },
  { code: 'es-419', nativeName: 'Español (Latinoamérica)', dir: 'ltr' },
  { code: 'et', nativeName: 'Eesti', dir: 'ltr' },
  { code: 'fa', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'fi', nativeName: 'Suomi', dir: 'ltr' },
  { code: 'fil', nativeName: 'Filipino', dir: 'ltr' },
  { code: 'fr', nativeName: 'Français', dir: 'ltr' },
  { code: 'he', nativeName: 'עברית', dir: 'rtl' },
  { code: 'hi', nativeName: 'हिन्दी', dir: 'ltr' },
  { code: 'hr', nativeName: 'Hrvatski', dir: 'ltr' },
  { code: 'hu', nativeName: 'Magyar', dir: 'ltr' },
  { code: 'hy', nativeName: 'Հայերեն', dir: 'ltr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'it', nativeName: 'Italiano', dir: 'ltr' },
  { code: 'ja', nativeName: '日本語', dir: 'ltr' },
  { code: 'ka', nativeName: 'ქართული', dir: 'ltr' },
  { code: 'kk', nativeName: 'Қазақ тілі', dir: 'ltr' },
  { code: 'km', nativeName: 'ខ្មែរ', dir: 'ltr' },
  { code: 'ko', nativeName: '한국어', dir: 'ltr' },
  { code: 'lo', nativeName: 'ລາວ', dir: 'ltr' },
  { code: 'lt', nativeName: 'Lietuvių', dir: 'ltr' },
  { code: 'lv', nativeName: 'Latviešu', dir: 'ltr' },
  { code: 'mn', nativeName: 'Монгол', dir: 'ltr' },
  { code: 'ms', nativeName: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'my', nativeName: 'မြန်မာ', dir: 'ltr' },
  { code: 'nb', nativeName: 'Norsk bokmål', dir: 'ltr' },
  { code: 'nl', nativeName: 'Nederlands', dir: 'ltr' },
  { code: 'pl', nativeName: 'Polski', dir: 'ltr' },
  { code: 'pt', nativeName: 'Português', dir: 'ltr' },
  { code: 'pt-BR', nativeName: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ro', nativeName: 'Română', dir: 'ltr' },
  { code: 'ru', nativeName: 'Русский', dir: 'ltr' },
  { code: 'sk', nativeName: 'Slovenčina', dir: 'ltr' },
  { code: 'sl', nativeName: 'Slovenščina', dir: 'ltr' },
  { code: 'sr', nativeName: 'Српски', dir: 'ltr' },
  { code: 'sv', nativeName: 'Svenska', dir: 'ltr' },
  { code: 'sw', nativeName: 'Kiswahili', dir: 'ltr' },
  { code: 'ta', nativeName: 'தமிழ்', dir: 'ltr' },
  { code: 'th', nativeName: 'ไทย', dir: 'ltr' },
  { code: 'tr', nativeName: 'Türkçe', dir: 'ltr' },
  { code: 'uk', nativeName: 'Українська', dir: 'ltr' },
  { code: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'uz', nativeName: 'Oʻzbek', dir: 'ltr' },
  { code: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
  { code: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  { code: 'zh-TW', nativeName: '繁體中文', dir: 'ltr' },
];

const byCode = new Map(LOCALES.map((l) => [l.code.toLowerCase(), l]));

/** The table entry for a code (case-insensitive), or undefined. */
export function findLocale(code: string): Locale | undefined {
  return byCode.get(code.toLowerCase());
}

/** Script direction of a locale code; a region subtag falls back to its language ("ar-EG" → rtl). */
export function localeDir(code: string): Dir {
  const exact = findLocale(code) ?? findLocale(code.split('-')[0] ?? '');
  return exact?.dir ?? 'ltr';
}

export function isSiteLang(value: unknown): value is Lang {
  return typeof value === 'string' && (SITE_LANGS as readonly string[]).includes(value);
}

/**
 * The site language for a `lang` header, cookie or Accept-Language-like tag: Traditional
 * Chinese tags (zh-TW, zh-Hant…, zh-HK, zh-MO) → zh-TW; English (en, en-US…) → en; anything else,
 * including a missing value, → zh-CN (the product is Chinese first).
 */
export function pickLang(tag: string | undefined | null): Lang {
  const t = (tag ?? '').trim().split(/[,;]/)[0].trim().replace(/_/g, '-').toLowerCase();
  if (/^en(-|$)/.test(t)) return 'en';
  if (/^zh-(tw|hk|mo)(-|$)/.test(t) || /^zh-hant(-|$)/.test(t)) return 'zh-TW';
  return 'zh-CN';
}
