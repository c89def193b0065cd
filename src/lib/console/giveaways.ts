// The console's giveaway calls (browser), typed by the shared contracts, and the stores its pages
// render: the room list, one room with its audit entries, the create form's skin search.
import type {
  ConsoleGiveawayDetail, ConsoleGiveawayList, ConsoleGiveawaySkin,
} from '../../shared/console/giveaways.ts';
import type { AuditRow, Page } from '../../shared/contracts/console-staff.ts';
import type { Translator } from '../i18n/ui.ts';
import { createQueryList } from '../paged.ts';
import { consoleGet, consolePath, consolePost } from './api.ts';
import { createAction } from './action.ts';
import { createLoad } from './load.ts';

export interface GiveawayCreateInput {
  title: string;
  description: string;
  drawMode: 'time' | 'full';
  /** ISO time with offset, or '' (full mode without a time). */
  drawAt: string;
  maxEntrants: number;
  minDeposit: number;
  depositDays: number;
  joinCode?: string;
  requireVerified: boolean;
  /** Catalogue skin ids in pool order (one entry per prize; the same skin may repeat). */
  prizes: number[];
}

export const giveawaysApi = {
  list: (q: { kind: string; state: string; page: number; pageSize: number }) => consoleGet<ConsoleGiveawayList>('/giveaways', q),
  detail: (id: string) => consoleGet<ConsoleGiveawayDetail>('/giveaways/detail', { id }),
  skins: (q: string) => consoleGet<ConsoleGiveawaySkin[]>('/giveaways/skins', { q }),
  create: (b: GiveawayCreateInput) => consolePost<{ id: string }>('/giveaways/create', b),
  cancel: (id: string, reason: string) => consolePost<null>('/giveaways/cancel', { id, reason }),
  /** The room's audit entries (giveaways.view). */
  audit: (id: string) => consoleGet<Page<AuditRow>>('/giveaways/audit', { id }),
};

/** Yuan strings summed exactly in fen. */
export function sumYuan(values: string[]): string {
  const fen = values.reduce((s, v) => {
    const [i, f = ''] = v.split('.');
    return s + BigInt(i) * 100n + BigInt((f + '00').slice(0, 2));
  }, 0n);
  return `${fen / 100n}.${String(fen % 100n).padStart(2, '0')}`;
}

export interface GiveawayListFilter {
  kind: string;
  /** '-1' every state, else a room state. */
  state: string;
}

/** /console/giveaways: every room, filtered by kind and state, paged by the server (docs/decisions/0041-paged-lists.md). */
export const giveawayList = createQueryList<GiveawayListFilter, ConsoleGiveawayList>({ kind: 'all', state: '-1' }, { page: 1, pageSize: 20, sort: null }, (f, query) =>
  giveawaysApi.list({ kind: f.kind, state: f.state, page: query.page, pageSize: query.pageSize }));

/** /console/giveaways/{id}: the room. */
export const giveawayRoom = createLoad((id: string) => giveawaysApi.detail(id));
/** The room's audit entries. */
export const giveawayAudit = createLoad((id: string) => giveawaysApi.audit(id).then((p) => p.rows));

/** The room's page opened: nothing shown until it answers. */
export function openGiveaway(id: string): Promise<string> {
  giveawayRoom.reset();
  giveawayAudit.reset();
  giveawayCancel.reset();
  return giveawayRoom.load(id);
}

/** Cancels a room that still takes entries, the reason for the audit log; then reads the room and its audit again. */
export async function cancelGiveaway(id: string, reason: string): Promise<void> {
  await giveawaysApi.cancel(id, reason);
  void giveawayAudit.load(id);
  await giveawayRoom.load(id);
}

/** The room page's cancel form: busy while it runs, the refusal or the notice that it was cancelled. */
export const giveawayCancel = createAction(
  (_t: Translator, id: string, reason: string) => cancelGiveaway(id, reason),
  { notice: (_v, t) => t('console_giveaways_cancelled') },
);

/** The create form's prize picker: catalogue skins matching a name or an id. */
export const giveawaySkinSearch = createLoad((q: string) => giveawaysApi.skins(q));

/** Opens an official room; resolves to its id. */
export const createGiveaway = (input: GiveawayCreateInput): Promise<string> => giveawaysApi.create(input).then((r) => r.id);

/**
 * The create form's write: opens the room, then goes to its page. It stays busy on success, so the
 * form is not sent again (a second room) while the browser leaves.
 */
export const giveawayCreate = createAction(async (input: GiveawayCreateInput) => {
  const id = await createGiveaway(input);
  window.location.assign(consolePath(`/console/giveaways/${id}`));
  return id;
}, { leaves: true });
