// GET api/dream/getDreamList: the pool, filtered in memory from the catalogue (a few thousand
// skins, loaded at start): name search in the request's language, a price range within the pool's,
// price order, paging.
import type { Ornament } from '../../../shared/contracts/box.ts';
import type { DreamSort } from '../../../shared/contracts/dream.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { localized } from '../../../shared/localized.ts';
import type { Lang } from '../../../shared/messages.ts';
import { parseYuan } from '../../../shared/money.ts';
import type { Catalogue } from '../boxes/catalogue.ts';
import { toOrnament } from '../boxes/ornaments.ts';
import { inPool, type DreamRules } from './rules.ts';

export interface PoolQuery {
  page: number;
  pageSize: number;
  search?: string;
  minPrice?: string;
  maxPrice?: string;
  sort: DreamSort;
}

export function dreamPool(catalogue: Catalogue, rules: DreamRules, q: PoolQuery, lang: Lang): Page<Ornament> {
  const needle = q.search?.trim().toLocaleLowerCase() ?? '';
  const min = q.minPrice ? parseYuan(q.minPrice) : null;
  const max = q.maxPrice ? parseYuan(q.maxPrice) : null;
  const hits = [...catalogue.ornaments.values()].filter((o) =>
    inPool(o, rules)
    && (min === null || o.price >= min)
    && (max === null || o.price <= max)
    && (needle === '' || localized(o.info.name, lang).toLocaleLowerCase().includes(needle)));
  const sign = q.sort === 'price_asc' ? 1 : -1;
  hits.sort((a, b) => (a.price === b.price ? a.id - b.id : a.price < b.price ? -sign : sign));
  const list = hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize).map((o) => toOrnament(o, lang));
  return { list, total: hits.length, page: q.page, pageSize: q.pageSize };
}
