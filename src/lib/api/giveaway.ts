// Giveaway (roll room) endpoints (the spec's route /giveaways). Joining is free and the server
// refuses a second entry, so the join needs no idempotency key; create and cancel move skins and carry one.
import type { GiveawayCard, GiveawayDetail, GiveawayEntrants, GiveawayEntryRecord, GiveawayPrize, GiveawayTab } from '../../shared/contracts/giveaway.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export const GIVEAWAY_PAGE_SIZE = 24;

export interface CreateGiveawayInput {
  title: string;
  description: string;
  drawMode: 'time' | 'full';
  /** ISO time with its offset, for the time mode. */
  drawAt?: string;
  maxEntrants: number;
  minDeposit: number;
  depositDays: number;
  joinCode?: string;
  requireVerified: boolean;
  inviteOnly: boolean;
  /** Backpack item ids. */
  prizes: string[];
}

/** The list answers are `{ list, total }`; the paged lists also want the page they asked for. */
type Listed<T> = { list: T[]; total: number } & Partial<Page<T>>;
const paged = <T,>(p: Listed<T>, page: number, pageSize: number): Page<T> => ({ list: p.list, total: p.total, page: p.page ?? page, pageSize: p.pageSize ?? pageSize });

export const giveawayApi = {
  list: (tab: GiveawayTab, page = 1, opts: RequestOptions = {}) =>
    api.get<Listed<GiveawayCard>>('/roll/list', { tab, page, pageSize: GIVEAWAY_PAGE_SIZE }, opts).then((p) => paged(p, page, GIVEAWAY_PAGE_SIZE)),
  detail: (id: string, invite?: string | null, opts: RequestOptions = {}) =>
    api.get<GiveawayDetail>('/roll/detail', invite ? { id, invite } : { id }, opts),
  join: (id: string, code?: string, invite?: string | null) =>
    api.post<{ code: number; entrantCount: number }>('/roll/join', { id, ...(code ? { code } : {}), ...(invite ? { invite } : {}) }),
  myEntries: (page = 1, pageSize = 15, opts: RequestOptions = {}) =>
    api.get<Listed<GiveawayEntryRecord>>('/roll/myEntries', { page, pageSize }, opts).then((p) => paged(p, page, pageSize)),
  /** The published entrant list (null before entry closes): fetched only by who checks the draw. */
  entrants: (id: string, invite?: string | null, opts: RequestOptions = {}) =>
    api.get<GiveawayEntrants>('/roll/entrants', invite ? { id, invite } : { id }, opts),
  winners: (id: string, opts: RequestOptions = {}) => api.get<GiveawayPrize[]>('/roll/winners', { id }, opts),
  /** Moves skins out of the backpack: idempotent (a fresh key per click), as the server asks. */
  create: (body: CreateGiveawayInput) => api.post<{ id: string; inviteToken: string | null }>('/roll/create', { ...body, prizes: body.prizes.join(',') }, { idempotent: true }),
  cancel: (id: string) => api.post<unknown>('/roll/cancel', { id }, { idempotent: true }),
};
