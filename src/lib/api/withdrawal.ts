// Take-back (取回) endpoints: asking for items to go to the player's Steam account, and
// the record centre's page of take-back records. Types only from the contract, so no zod ships.
import type { WithdrawalPage, WithdrawResult } from '../../shared/contracts/withdrawal.ts';
import { api } from './index.ts';

export const WITHDRAW_PAGE_SIZE = 15;

export const withdrawalApi = {
  /** Moves items: idempotent; the key is one per confirmed dialog (a retry reuses it). */
  request: (ids: readonly string[], idempotencyKey: string, totpCode?: string) =>
    api.post<WithdrawResult>('/profile/ornamentRetrieval', { ids: ids.join(','), ...(totpCode ? { totpCode } : {}) }, { idempotencyKey }),
  /** state -1: every record. */
  page: (page: number, state = -1, pageSize = WITHDRAW_PAGE_SIZE) =>
    api.get<WithdrawalPage>('/profile/getMyRetrievalPage', { page, pageSize, state }),
  newKey: () => api.newIdempotencyKey(),
};
