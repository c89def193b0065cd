// The player's case openings for the record centre's openings tab (GET api/profile/getMyOpeningPage).
import type { OpeningRecord } from '../../shared/contracts/openings.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export const openingsApi = {
  page: (page: number, pageSize: number, opts: RequestOptions = {}) =>
    api.get<Page<OpeningRecord>>('/profile/getMyOpeningPage', { page, pageSize }, opts),
};
