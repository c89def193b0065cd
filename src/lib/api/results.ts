// Published case results (GET api/box/results, public), the net deposits and the history export.
import type { BoxResultRow, NetDeposits } from '../../shared/contracts/protection/results.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import { $auth } from '../stores/auth.ts';
import { api } from './index.ts';

export const RESULTS_PAGE_SIZE = 20;
export const HISTORY_MONTHS = 3;

export const resultsApi = {
  list: (boxId: number, page: number) => api.get<Page<BoxResultRow>>('/box/results', { boxId, page, pageSize: RESULTS_PAGE_SIZE }),
  netDeposits: (months = HISTORY_MONTHS) => api.get<NetDeposits>('/profile/netDeposits', { months }),
  /** The CSV as a file (a plain link would not carry the token, which lives in the page, not a cookie). */
  async exportHistory(lang: string, months = HISTORY_MONTHS): Promise<{ blob: Blob; fileName: string }> {
    const headers: Record<string, string> = { lang, accept: 'text/csv' };
    const token = $auth.get();
    if (token) headers.token = token;
    const res = await fetch(`/api/profile/exportHistory?months=${months}`, { headers, credentials: 'same-origin' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'history.csv';
    return { blob: await res.blob(), fileName: name };
  },
};
