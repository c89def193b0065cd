// The console's case calls (browser): thin wrappers over api.ts, typed by the shared contracts.
import type {
  BoxSort, ConsoleBoxDetail, ConsoleBoxList, ConsoleBoxPreview, ConsoleOrnamentHit, ConsoleProposal,
} from '../../shared/console/boxes.ts';
import { createQueryList } from '../paged.ts';
import { consoleGet, consolePost } from './api.ts';

export interface DraftInput {
  boxId: number;
  items: { ornamentId: number; weight: number }[];
  slug?: string;
  nameZhCN?: string;
  nameEn?: string;
  nameZhTW?: string;
  themeId?: number;
  image?: string;
}

export const boxesApi = {
  list: (q: { q?: string; state?: string; sort?: BoxSort; page: number; pageSize: number }) => consoleGet<ConsoleBoxList>('/boxes', q),
  detail: (id: number) => consoleGet<ConsoleBoxDetail>(`/boxes/${id}`),
  proposal: (id: number) => consoleGet<ConsoleProposal>(`/boxes/proposals/${id}`),
  ornaments: (q: string) => consoleGet<ConsoleOrnamentHit[]>('/boxes/ornaments', { q }),
  preview: (d: DraftInput) => consolePost<ConsoleBoxPreview>('/boxes/preview', d),
  propose: (d: DraftInput & { reason: string }) => consolePost<{ id: number }>('/boxes/propose', d),
  approve: (id: number, reason = '') => consolePost<{ boxId: number; version: number }>(`/boxes/proposals/${id}/approve`, { reason }),
  reject: (id: number, reason = '') => consolePost<{ id: number }>(`/boxes/proposals/${id}/reject`, { reason }),
  retire: (id: number, reason: string) => consolePost<{ id: number }>(`/boxes/${id}/retire`, { reason }),
  unretire: (id: number, reason: string) => consolePost<{ id: number }>(`/boxes/${id}/unretire`, { reason }),
};

/** A timestamp as staff read it: local date and time to the minute. */
export function when(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export interface BoxListFilter {
  q: string;
  /** '-1' every case, '0' on sale, '1' retired. */
  state: string;
}

/** /console/boxes: the cases, filtered, sorted and paged by the server (docs/decisions/0041-paged-lists.md). */
export const boxList = createQueryList<BoxListFilter, ConsoleBoxList>({ q: '', state: '-1' }, { page: 1, pageSize: 20, sort: { id: 'id', desc: false } }, (f, query) => {
  const sort = (query.sort ? `${query.sort.id}_${query.sort.desc ? 'desc' : 'asc'}` : 'id_asc') as BoxSort;
  return boxesApi.list({ q: f.q, state: f.state, sort, page: query.page, pageSize: query.pageSize });
});
