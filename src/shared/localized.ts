// Text kept in data (catalogue names, payment channels, banners) rather than in the message
// tables: zh-CN and English are required; zh-TW is optional (the generated catalogue and cases
// always carry it; other data may not, and rows seeded before it was generated lack it), and a
// missing zh-TW shows the zh-CN text (readable to a Traditional reader) rather than nothing.
import type { Lang } from './locales.ts';

export type Localized = { readonly 'zh-CN': string; readonly en: string; readonly 'zh-TW'?: string };

export function localized(value: Localized, lang: Lang): string {
  return value[lang] ?? value['zh-CN'];
}
