// Case endpoints (design "API rules": getBoxList, getBoxDetail, openBox) and the theme list.
// The banners come with the home page (src/shared/banners.ts), not from a request.
import type { BoxDetail, BoxSummary, BoxTheme, OpenBoxResult } from '../../shared/contracts/box.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

/** The contract's largest page: the case catalogue is small, so lists ask for all of it. */
export const BOX_PAGE_SIZE = 100;
export const ALL_THEMES = -1;

export const boxApi = {
  themes: () => api.get<BoxTheme[]>('/common/getBoxThemeList'),
  list: (themeId: number, page = 1, opts: RequestOptions = {}) =>
    api.get<Page<BoxSummary>>('/box/getBoxList', { page, pageSize: BOX_PAGE_SIZE, themeId }, opts),
  /** `version`: an earlier version's odds (what a battle or roll used); omitted, the current. */
  detail: (id: number, version?: number) => api.get<BoxDetail>('/box/getBoxDetail', version ? { id, version } : { id }),
  /** Spends money: a fresh Idempotency-Key per click, so a replayed request opens nothing twice. */
  open: (boxId: number, number: number, couponId?: string) =>
    api.post<OpenBoxResult>('/box/openBox', { boxId, number, couponId }, { idempotent: true }),
};

/** Every case of a theme, page after page (at most `maxPages`, a guard against a bad total). */
export async function loadAllBoxes(themeId: number, opts: RequestOptions = {}, maxPages = 20): Promise<BoxSummary[]> {
  const out: BoxSummary[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const data = await boxApi.list(themeId, page, opts);
    out.push(...data.list);
    if (data.list.length === 0 || out.length >= data.total) break;
  }
  return out;
}
