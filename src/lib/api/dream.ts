// Dream endpoints: settings, the pool, the roll (Idempotency-Key per click), the record.
import type { Ornament } from '../../shared/contracts/box.ts';
import type { DreamConfig, DreamGoResult, DreamLogEntry, DreamSort } from '../../shared/contracts/dream.ts';
import type { RollInfo } from '../../shared/contracts/fair.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export const DREAM_POOL_PAGE_SIZE = 24;
export const DREAM_LOG_PAGE_SIZE = 15;

export interface DreamPoolQuery {
  search: string;
  sort: DreamSort;
  page: number;
}

export const dreamApi = {
  config: () => api.get<DreamConfig>('/dream/config'),
  pool: (q: DreamPoolQuery, opts: RequestOptions = {}) =>
    api.get<Page<Ornament>>('/dream/getDreamList', { page: q.page, pageSize: DREAM_POOL_PAGE_SIZE, sort: q.sort, ...(q.search ? { search: q.search } : {}) },
      // A newer search or page makes an older answer stale: only the latest is shown.
      { channel: 'dream-pool', ...opts }),
  /** Spends money (or staked items): a fresh Idempotency-Key per click. */
  go: (body: { targetId: number; chancePpm: number } | { targetId: number; stakeIds: string[] }) =>
    api.post<DreamGoResult>('/dream/go', body, { idempotent: true, json: true }),
  log: (page: number, opts: RequestOptions = {}) =>
    api.get<Page<DreamLogEntry>>('/profile/getMyDreamLog', { page, pageSize: DREAM_LOG_PAGE_SIZE }, opts),
  roll: (id: string) => api.get<RollInfo>('/fair/getDreamRoll', { id }),
};
