// Backpack endpoints: the paged item list and selling items back (exchangeQuantity).
import type { BagItem, ExchangeResult } from '../../shared/contracts/bag.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export type BagOrderBy = 'time' | 'price';
export type BagOrder = 'desc' | 'asc';

export interface BagQuery {
  moduleId: number; // -1 all
  page: number;
  pageSize: number;
  orderBy: BagOrderBy;
  order: BagOrder;
}

export const bagApi = {
  page: (q: BagQuery, opts: RequestOptions = {}) => api.get<Page<BagItem>>('/profile/getMyOrnamentPage', { ...q }, opts),
  /** Moves items and money: idempotent, ids comma-separated (contracts/bag.ts). */
  sell: (ids: readonly string[]) => api.post<ExchangeResult>('/profile/exchangeQuantity', { ids: ids.join(',') }, { idempotent: true }),
};
