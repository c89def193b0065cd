// Battle endpoints (the spec's calls). Seat and money POSTs carry a fresh Idempotency-Key per
// click (like box.ts `open`), so a replayed request seats or charges nothing twice.
import type {
  BattleBot, BattleDetail, BattleMode, BattleRank, BattleResults, BattleSeatResult, BattleSummary, BattleThemeList,
} from '../../shared/contracts/battle.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { api } from './index.ts';

export interface CreateBattleInput {
  boxIds: number[];
  seats: number;
  mode: BattleMode;
  team: boolean;
  /** Rounds at the fast pace (BATTLE_FAST_ROUND_MS). */
  fast?: boolean;
  pos?: number;
}

export const BATTLE_LIST_SIZE = 20;

export const battleApi = {
  themes: (opts: RequestOptions = {}) => api.get<BattleThemeList>('/common/getBoxBattleThemeList', { moduleId: 5, themeId: -1 }, opts),
  create: (body: CreateBattleInput) => api.post<BattleSeatResult>('/battle/create', { ...body }, { idempotent: true }),
  join: (id: string, pos: number) => api.post<BattleSeatResult>('/battle/joinBattle', { id, pos }, { idempotent: true }),
  joinBot: (id: string, pos: number) => api.post<BattleSeatResult>('/battle/joinBot', { id, pos }, { idempotent: true }),
  cancel: (id: string) => api.post<unknown>('/battle/cancel', { id }, { idempotent: true }),
  bots: (id: string) => api.post<BattleBot[]>('/battle/getBots', { id }),
  detail: (id: string, opts: RequestOptions = {}) => api.get<BattleDetail>('/battle/getBattleDetail', { id }, opts),
  results: (id: string) => api.get<BattleResults>('/battle/getBattleResults', { id }),
  /** Rooms waiting or running; official -1 every room, 1 the house's bot rooms, 0 the players'. */
  current: (mode: number, official = -1, opts: RequestOptions = {}) =>
    api.get<Page<BattleSummary>>('/battle/getCurrentList', { mode, official, page: 1, pageSize: BATTLE_LIST_SIZE }, opts),
  list: (mode: number, state = -1, page = 1, opts: RequestOptions = {}) =>
    api.get<Page<BattleSummary>>('/battle/getList', { mode, state, page, pageSize: BATTLE_LIST_SIZE }, opts),
  mine: (mode: number, page = 1, opts: RequestOptions = {}) =>
    api.get<Page<BattleSummary>>('/battle/getMyBattleList', { mode, state: -1, page, pageSize: BATTLE_LIST_SIZE }, opts),
  rank: (opts: RequestOptions = {}) => api.get<BattleRank>('/battle/rank', { limit: 10 }, opts),
};
