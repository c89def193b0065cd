// Skin endpoints: the catalogue list and one skin's detail with its cases.
import type { SkinDetail, SkinList } from '../../shared/contracts/skin.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

/** The list's filters as the page holds them; blank strings and `all` are no filter. */
export interface SkinFilters {
  search: string;
  category: string;
  rarity: string;
  minPrice: string;
  maxPrice: string;
  sort: string;
}

export const SKIN_PAGE_SIZE = 24;

export const NO_FILTERS: SkinFilters = { search: '', category: 'all', rarity: 'all', minPrice: '', maxPrice: '', sort: 'default' };

export const skinApi = {
  list: (f: SkinFilters, page: number, opts: RequestOptions = {}) => {
    const params: Record<string, string | number> = { page, pageSize: SKIN_PAGE_SIZE, sort: f.sort, category: f.category, rarity: f.rarity };
    if (f.search.trim()) params.search = f.search.trim();
    if (f.minPrice.trim()) params.minPrice = f.minPrice.trim();
    if (f.maxPrice.trim()) params.maxPrice = f.maxPrice.trim();
    return api.get<SkinList>('/skin/list', params, opts);
  },
  detail: (id: number, opts: RequestOptions = {}) => api.get<SkinDetail>('/skin/detail', { id }, opts),
};
