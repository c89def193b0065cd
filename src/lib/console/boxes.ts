// The console's case calls (browser), typed by the shared contracts, and the stores and actions of
// its pages (the list, one case, the new case's options; the editor's are in box-editor.ts).
import type {
  BoxSort, ConsoleBoxDetail, ConsoleBoxList, ConsoleBoxPreview, ConsoleOrnamentHit, ConsoleProposal,
} from '../../shared/console/boxes.ts';
import type { Translator } from '../i18n/ui.ts';
import { createQueryList } from '../paged.ts';
import { createAction, createActionFamily } from './action.ts';
import { consoleGet, consolePost } from './api.ts';
import { createLoad } from './load.ts';

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

/** /console/boxes/[id]: the case, its versions and its proposals. */
export const boxDetail = createLoad((id: number) => boxesApi.detail(id));

/** The case's page opened: nothing shown until it answers. */
export function openBox(id: number): Promise<string> {
  boxDetail.reset();
  boxRetire.reset();
  proposalDecisions.reset();
  return boxDetail.load(id);
}

/** Something changed on the case's page: the case read again (the page shown stays until it answers). */
export function reloadBox(id: number): Promise<string> {
  return boxDetail.load(id);
}

/** Retires a case, or puts a retired one back on sale, with the reason; then reads the case again. */
export async function setBoxRetired(id: number, retire: boolean, reason: string): Promise<void> {
  await (retire ? boxesApi.retire(id, reason) : boxesApi.unretire(id, reason));
  void reloadBox(id);
}

/** Approves (resolves to the version it became) or rejects (null) another staff member's proposal. */
export async function decideProposal(proposalId: number, approve: boolean, reason: string): Promise<number | null> {
  if (!approve) {
    await boxesApi.reject(proposalId, reason);
    return null;
  }
  return (await boxesApi.approve(proposalId, reason)).version;
}

/** The case page's retire / put-back form; the notice says which was done. */
export const boxRetire = createAction(
  (_t: Translator, id: number, retire: boolean, reason: string) => setBoxRetired(id, retire, reason),
  { notice: (_v, t, _id, retire) => t(retire ? 'console_boxes_retireDone' : 'console_boxes_unretireDone') },
);

/** Approve / reject on each pending proposal, keyed by its id: the notice names the version it became, or says it was rejected. */
export const proposalDecisions = createActionFamily(
  (proposalId: number, _t: Translator, approve: boolean, reason: string) => decideProposal(proposalId, approve, reason),
  { notice: (version, _id, t) => (version !== null ? t('console_boxes_approved', { version }) : t('console_boxes_rejected')) },
);

/** /console/boxes/new: the themes, case images and house edge a new case is made with (the list's first page carries them). */
export const boxNewOptions = createLoad(() => boxesApi.list({ page: 1, pageSize: 1 }));
