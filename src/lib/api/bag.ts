// Backpack endpoints: the paged item list and selling items back (exchangeQuantity).
import type { BagPage, BagState, ExchangeResult } from '../../shared/contracts/bag.ts';
import type { RarityKey } from '../../shared/skin-category.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export type BagOrderBy = 'time' | 'price' | 'rarity';
export type BagOrder = 'desc' | 'asc';

export interface BagQuery {
  moduleId: number; // -1 all
  page: number;
  pageSize: number;
  orderBy: BagOrderBy;
  order: BagOrder;
  rarity?: RarityKey | 'all';
  state?: BagState;
  name?: string;
}

/** The query as sent: the newer filters only when they narrow the list, so the usual ask stays as it was. */
function params(q: BagQuery): Record<string, string | number> {
  const { rarity, state, name, ...rest } = q;
  return {
    ...rest,
    ...(rarity && rarity !== 'all' ? { rarity } : {}),
    ...(state !== undefined && state !== 0 ? { state } : {}),
    ...(name?.trim() ? { name: name.trim() } : {}),
  };
}

export const bagApi = {
  page: (q: BagQuery, opts: RequestOptions = {}) => api.get<BagPage>('/profile/getMyOrnamentPage', params(q), opts),
  /** Moves items and money: idempotent, ids comma-separated (contracts/bag.ts). */
  sell: (ids: readonly string[]) => api.post<ExchangeResult>('/profile/exchangeQuantity', { ids: ids.join(',') }, { idempotent: true }),
};
