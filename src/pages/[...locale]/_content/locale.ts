// What every content page needs: its three locales as static paths (zh-CN unprefixed), the
// UI language for the layout, and its collection's entries in one locale, in list order.
import { getCollection, type CollectionEntry } from 'astro:content';
import { isLang, DEFAULT_LANG, type Lang } from '../../../lib/i18n/ui.ts';
import { CONTENT_LOCALES, localePath, type ContentLocale } from '../../../shared/content-schema.ts';

export { localePath, type ContentLocale };

/** `[...locale]` params: undefined is zh-CN (no prefix), then /en and /zh-TW. */
export function localeParams(): { locale: string | undefined; lang: ContentLocale }[] {
  return CONTENT_LOCALES.map((lang) => ({ locale: lang === 'zh-CN' ? undefined : lang, lang }));
}

/** The layout's UI language; a content locale the UI tables lack falls back to the default. */
export function uiLang(locale: ContentLocale): Lang {
  return isLang(locale) ? locale : DEFAULT_LANG;
}

type Name = 'help' | 'support' | 'events' | 'promotions';

export interface LocalEntry<C extends Name> {
  /** The id without its locale folder ("opening-cases"). */
  slug: string;
  entry: CollectionEntry<C>;
}

export async function entriesIn<C extends Name>(collection: C, locale: ContentLocale): Promise<LocalEntry<C>[]> {
  const all = (await getCollection(collection)) as CollectionEntry<C>[];
  return all
    .filter((e) => e.id.startsWith(`${locale}/`))
    .map((entry) => ({ slug: entry.id.slice(locale.length + 1), entry }))
    .sort((a, b) => a.entry.data.order - b.entry.data.order || a.slug.localeCompare(b.slug));
}

/** The news in one locale, newest first (/news). */
export async function newsIn(locale: ContentLocale): Promise<{ slug: string; entry: CollectionEntry<'news'> }[]> {
  return (await getCollection('news'))
    .filter((e) => e.id.startsWith(`${locale}/`))
    .map((entry) => ({ slug: entry.id.slice(locale.length + 1), entry }))
    .sort((a, b) => b.entry.data.publishedAt.getTime() - a.entry.data.publishedAt.getTime() || a.slug.localeCompare(b.slug));
}

/** Dates are shown as YYYY-MM-DD, the same in every language (frontmatter dates are UTC days). */
export function day(d: Date): string {
  return d.toISOString().slice(0, 10);
}
