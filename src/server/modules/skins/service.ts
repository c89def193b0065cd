// api/skin/list and api/skin/detail over the in-memory catalogue (nothing here touches the database).
import type { SkinCase, SkinDetail, SkinList, SkinListQuery, SkinSummary } from '../../../shared/contracts/skin.ts';
import type { Lang } from '../../../shared/locales.ts';
import { boxSummary, type Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { skinIndex, ticketsPercent, type SkinEntry } from './skin-index.ts';

function summary(e: SkinEntry, lang: Lang): SkinSummary {
  return { ...toOrnament(e.row, lang), category: e.category, caseCount: e.cases.length };
}

/**
 * Words of the search text, lower-cased: a name matches when it holds every one of them. A word
 * that starts with a Latin letter or digit must start a word of the name ("ak" finds AK-47, not
 * every StatTrak™); any other word (Chinese) may sit anywhere in it.
 */
function searchTerms(search: string | undefined): ((name: string) => boolean)[] {
  return (search ?? '').toLowerCase().split(/\s+/).filter((w) => w.length > 0).map((w) => {
    if (!/^[a-z0-9]/.test(w)) return (name: string) => name.includes(w);
    const re = new RegExp(`(?:^|[^a-z0-9])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
    return (name: string) => re.test(name);
  });
}

export function listSkins(c: Catalogue, q: SkinListQuery, lang: Lang): SkinList {
  const terms = searchTerms(q.search);
  const hits = skinIndex(c).orders[q.sort].filter((e) =>
    (q.category === 'all' || e.category === q.category)
    && (q.rarity === 'all' || e.rarity === q.rarity)
    && (q.minPrice === undefined || e.row.price >= q.minPrice)
    && (q.maxPrice === undefined || e.row.price <= q.maxPrice)
    && terms.every((match) => match(e.search[lang])));
  const list = hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((e) => summary(e, lang));
  return { list, total: hits.length, page: q.page, pageSize: q.pageSize };
}

/** The skin and every case on sale holding it, or null for an id the catalogue lacks. */
export function skinDetail(c: Catalogue, id: number, lang: Lang): SkinDetail | null {
  const e = skinIndex(c).byId.get(id);
  if (!e) return null;
  const cases: SkinCase[] = e.cases.map(({ box, tickets }) => ({ ...boxSummary(c, box, lang), odds: ticketsPercent(tickets), tickets }));
  return { ...summary(e, lang), cases };
}
