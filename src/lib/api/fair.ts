// Provably-fair endpoints (design "Fairness").
import type { RollInfo, RotateResult, SeedInfo } from '../../shared/contracts/fair.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export const ROLLS_PAGE_SIZE = 15;

export const fairApi = {
  seed: () => api.get<SeedInfo>('/fair/getSeed'),
  setClientSeed: (clientSeed: string) => api.post<SeedInfo | null>('/fair/setClientSeed', { clientSeed }),
  rotate: () => api.post<RotateResult>('/fair/rotateSeed', {}),
  roll: (id: string) => api.get<RollInfo>('/fair/getRoll', { id }),
  myRolls: (page: number, opts: RequestOptions = {}) =>
    api.get<Page<RollInfo>>('/fair/myRolls', { page, pageSize: ROLLS_PAGE_SIZE }, opts),
};
