// The console's players area, client side: the calls its pages make (api/console/players and
// api/console/adjustments), the shapes they answer with, and the stores and actions its pages use.
import type { PlayerProfile, PlayerRecord, PlayerRow } from '../../shared/console/players.ts';
import type { Translator } from '../i18n/ui.ts';
import { createQueryList } from '../paged.ts';
import { createAction } from './action.ts';
import { consoleGet, consolePost } from './api.ts';
import { createLoad } from './load.ts';

export type { PlayerProfile, PlayerRow };

export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface Adjustment {
  id: string;
  userId: string;
  accountType: 'main' | 'secondary';
  amount: string;
  state: number;
  /** Why a proposed one waits: its own amount, or the 24-hour total of the player or of the proposer. */
  wait?: 'amount' | 'player24h' | 'staff24h';
}

export type RecordRow = Record<string, string | number | boolean | null>;

export const playersApi = {
  search: (q: { q?: string; status: string; sort: string; page: number; pageSize: number }) => consoleGet<Paged<PlayerRow>>('/players', q),
  profile: (id: string) => consoleGet<PlayerProfile>(`/players/${encodeURIComponent(id)}`),
  records: (id: string, record: PlayerRecord, page: number, pageSize: number) =>
    consoleGet<Paged<RecordRow>>(`/players/${encodeURIComponent(id)}/${record}`, { page, pageSize }),
  ban: (id: string, reason: string) => consolePost<{ endedSessions: number }>(`/players/${encodeURIComponent(id)}/ban`, { reason }),
  unban: (id: string, reason: string) => consolePost<null>(`/players/${encodeURIComponent(id)}/unban`, { reason }),
  grantStreamer: (id: string, reason: string) => consolePost<null>(`/players/${encodeURIComponent(id)}/grantStreamer`, { reason }),
  revokeStreamer: (id: string, reason: string) => consolePost<null>(`/players/${encodeURIComponent(id)}/revokeStreamer`, { reason }),
  endSessions: (id: string, reason: string) => consolePost<{ endedSessions: number }>(`/players/${encodeURIComponent(id)}/endSessions`, { reason }),
  note: (id: string, body: string) => consolePost<{ id: string }>(`/players/${encodeURIComponent(id)}/note`, { body }),
  adjust: (id: string, b: { accountType: string; amount: string; reason: string }) => consolePost<Adjustment>(`/players/${encodeURIComponent(id)}/adjust`, b),
  adjustments: (q: { state: string; page: number; pageSize: number }) => consoleGet<Paged<RecordRow>>('/adjustments', q),
  approve: (id: string, reason = '') => consolePost<Adjustment>(`/adjustments/${encodeURIComponent(id)}/approve`, { reason }),
  reject: (id: string, reason = '') => consolePost<Adjustment>(`/adjustments/${encodeURIComponent(id)}/reject`, { reason }),
  /** Proposes removing the player's authenticator; it waits for a second staff member (the queue is ./totp-removals.ts). */
  removeTotp: (id: string, reason: string) => consolePost<{ id: string; userId: string; state: number }>(`/players/${encodeURIComponent(id)}/removeTotp`, { reason }),
};

export interface PlayerListFilter {
  q: string;
  /** '-1' every state, else a player status. */
  status: string;
}

/** /console/players: the search's matches, paged by the server, by id either way (docs/decisions/0041-paged-lists.md). */
export const playerList = createQueryList<PlayerListFilter, Paged<PlayerRow>>({ q: '', status: '-1' }, { page: 1, pageSize: 20, sort: { id: 'id', desc: true } }, (f, query) =>
  playersApi.search({ q: f.q, status: f.status, sort: query.sort?.desc === false ? 'id_asc' : 'id_desc', page: query.page, pageSize: query.pageSize }));

/** /console/adjustments: the adjustments by approval state (pending first), paged by the server. */
export const adjustmentList = createQueryList<{ state: string }, Paged<RecordRow>>({ state: '0' }, { page: 1, pageSize: 20, sort: null }, (f, query) =>
  playersApi.adjustments({ state: f.state, page: query.page, pageSize: query.pageSize }));

/**
 * The queue's approve / reject: one decision at a time, its refusal or what was posted or
 * rejected shown above the list (the row changes state as the list is read again).
 */
export const adjustmentDecision = createAction(
  (_t: Translator, id: string, approve: boolean) => decideAdjustment(id, approve),
  { notice: (r, t, _id, approve) => t(approve ? 'console_players_approvedDone' : 'console_players_rejectedDone', { amount: r.amount }) },
);

/** The queue's page opened: no decision's message from before, the pending ones first. */
export function startAdjustments(): Promise<string> {
  adjustmentDecision.reset();
  return adjustmentList.start();
}

/** Approves or rejects an adjustment, then reloads the queue either way. */
export async function decideAdjustment(id: string, approve: boolean): Promise<Adjustment> {
  try {
    return await (approve ? playersApi.approve(id) : playersApi.reject(id));
  } finally {
    void adjustmentList.refresh();
  }
}

/** A player's records on their console page, one record kind (tab) at a time, paged by the server. */
export const playerRecordList = createQueryList<{ id: string; tab: PlayerRecord }, Paged<RecordRow>>({ id: '', tab: 'ledger' }, { page: 1, pageSize: 20, sort: null }, (f, query) =>
  playersApi.records(f.id, f.tab, query.page, query.pageSize));

/** /console/players/{id}: the player's profile. */
export const playerProfile = createLoad((id: string) => playersApi.profile(id));

/** The player's page opened: nothing shown until the profile answers. */
export function openPlayer(id: string): Promise<string> {
  playerProfile.reset();
  playerWrite.reset();
  return playerProfile.load(id);
}

/** A change on the player's page: the profile and the shown records page read again. */
export function playerChanged(id: string): void {
  void playerProfile.load(id);
  void playerRecordList.refresh();
}

async function thenChanged<T>(id: string, write: Promise<T>): Promise<T> {
  const answer = await write;
  playerChanged(id);
  return answer;
}

/** The writes staff make on a player's page; each rejects with the refusal, else reads the page again. */
export const playerActions = {
  /** Bans (every session ends); resolves to how many sessions ended. */
  ban: (id: string, reason: string) => thenChanged(id, playersApi.ban(id, reason)).then((r) => r.endedSessions),
  unban: (id: string, reason: string) => thenChanged(id, playersApi.unban(id, reason)),
  grantStreamer: (id: string, reason: string) => thenChanged(id, playersApi.grantStreamer(id, reason)),
  revokeStreamer: (id: string, reason: string) => thenChanged(id, playersApi.revokeStreamer(id, reason)),
  /** Resolves to how many sessions ended. */
  endSessions: (id: string, reason: string) => thenChanged(id, playersApi.endSessions(id, reason)).then((r) => r.endedSessions),
  note: (id: string, body: string) => thenChanged(id, playersApi.note(id, body)),
  /** Posted at once or waiting for a second staff member: the answer says which. */
  adjust: (id: string, b: { accountType: string; amount: string; reason: string }) => thenChanged(id, playersApi.adjust(id, b)),
  /** Waits for a second, independent staff member; the page then says a removal is pending. */
  removeTotp: (id: string, reason: string) => thenChanged(id, playersApi.removeTotp(id, reason)),
};

/** One of the player page's forms as sent (which one, and what was typed in it). */
export type PlayerWrite =
  | { op: 'ban' | 'unban' | 'grantStreamer' | 'revokeStreamer' | 'endSessions' | 'removeTotp'; reason: string }
  | { op: 'note'; body: string }
  | { op: 'adjust'; accountType: string; amount: string; reason: string };

/** Makes the write; resolves to what the page says about it. */
async function writePlayer(t: Translator, id: string, w: PlayerWrite): Promise<string> {
  switch (w.op) {
    case 'ban': return t('console_players_bannedDone', { n: await playerActions.ban(id, w.reason) });
    case 'unban': await playerActions.unban(id, w.reason); return t('console_players_unbanned');
    case 'grantStreamer': await playerActions.grantStreamer(id, w.reason); return t('console_giveaways_streamerGranted');
    case 'revokeStreamer': await playerActions.revokeStreamer(id, w.reason); return t('console_giveaways_streamerRevoked');
    case 'endSessions': return t('console_players_endedDone', { n: await playerActions.endSessions(id, w.reason) });
    case 'note': await playerActions.note(id, w.body); return t('console_players_noteDone');
    case 'removeTotp': await playerActions.removeTotp(id, w.reason); return t('console_totpRemoval_proposed');
    case 'adjust': {
      const r = await playerActions.adjust(id, { accountType: w.accountType, amount: w.amount, reason: w.reason });
      // Above the configured amount it waits for a second staff member (or for the player's 24 hours).
      const pending = r.wait === 'player24h' ? 'console_players_adjustPendingPlayer'
        : r.wait === 'staff24h' ? 'console_players_adjustPendingStaff' : 'console_players_adjustPending';
      return t(r.state === 1 ? 'console_players_adjustPosted' : pending, { amount: r.amount });
    }
  }
}

/**
 * The player page's forms: one write at a time for them all (one busy flag, one refusal), and the
 * notice the page shows above them. Cleared when a player's page opens.
 */
export const playerWrite = createAction(writePlayer, { notice: (text) => text });
