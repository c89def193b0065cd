// The console's giveaway calls (browser): thin wrappers over api.ts, typed by the shared contracts.
import type {
  ConsoleGiveawayDetail, ConsoleGiveawayList, ConsoleGiveawaySkin,
} from '../../shared/console/giveaways.ts';
import type { AuditRow, Page } from '../../shared/contracts/console-staff.ts';
import { createQueryList } from '../paged.ts';
import { consoleGet, consolePost } from './api.ts';

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
