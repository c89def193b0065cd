// Console players area: what its routes accept. Pages import the same schemas' types.
import { z } from 'zod';
import { msg, oneOf, paging, str, text } from '../contracts/fields.ts';

/** A bigint id in a path or field: 1 to 18 digits. */
export const idText = (field: 'field.playerId' | 'field.adjustmentId' | 'field.totpRemovalId') =>
  str(field, 'v.type').trim().refine((s) => /^[1-9]\d{0,17}$/.test(s), msg('v.type', { field }));

export const PLAYER_SORTS = ['id_desc', 'id_asc'] as const;

/** GET api/console/players: one search box over id, phone, nickname and invitation code. */
export const playerSearchQuery = paging.extend({
  q: str('field.search').trim().max(50, msg('v.tooLong', { field: 'field.search', max: 50 })).optional(),
  /** -1 all, 0 active, 1 banned, 2 cancelled. */
  status: oneOf('field.playerStatus', ['-1', '0', '1', '2']).default('-1'),
  sort: oneOf('field.sort', PLAYER_SORTS).default('id_desc'),
});

export const playerParams = z.object({ id: idText('field.playerId') });
export const adjustmentParams = z.object({ id: idText('field.adjustmentId') });

export const PLAYER_RECORDS = ['ledger', 'rolls', 'backpack', 'orders', 'sessions', 'notes', 'adjustments'] as const;
export type PlayerRecord = (typeof PLAYER_RECORDS)[number];
export const playerRecordParams = z.object({ id: idText('field.playerId'), record: oneOf('field.playerRecord', PLAYER_RECORDS) });
export const playerRecordQuery = paging;

export const banBody = z.object({ reason: text('field.reason', 2, 200) });
export const unbanBody = z.object({ reason: text('field.reason', 2, 200) });
export const noteBody = z.object({ body: text('field.note', 1, 1000) });
export const endSessionsBody = z.object({ reason: text('field.reason', 2, 200) });

/** A signed yuan amount, never zero: "+" credits the player, "-" debits. */
const signedYuan = str('field.amount', 'v.amount')
  .trim()
  .refine((s) => s.length > 0, msg('v.required', { field: 'field.amount' }))
  .refine((s) => /^[+-]?(0|[1-9]\d{0,9})(\.\d{1,2})?$/.test(s) && !/^[+-]?0(\.0{1,2})?$/.test(s), msg('v.signedAmount'));

export const adjustBody = z.object({
  accountType: oneOf('field.accountType', ['main', 'secondary']),
  amount: signedYuan,
  reason: text('field.reason', 2, 200),
});

export const ADJUSTMENT_STATES = ['-1', '0', '1', '2'] as const;
export const adjustmentListQuery = paging.extend({ state: oneOf('field.adjustmentState', ADJUSTMENT_STATES).default('0') });
export const decideBody = z.object({ reason: str('field.reason').trim().max(200, msg('v.tooLong', { field: 'field.reason', max: 200 })).optional() });

/** POST api/console/players/{id}/removeTotp: why the player's authenticator should go (they lost it and its recovery codes). */
export const removeTotpBody = z.object({ reason: text('field.reason', 1, 200) });
export const totpRemovalParams = z.object({ id: idText('field.totpRemovalId') });
/** -1 all, 0 pending, 1 approved, 2 rejected, 3 withdrawn, 4 stale. */
export const TOTP_REMOVAL_STATES = ['-1', '0', '1', '2', '3', '4'] as const;
export const totpRemovalListQuery = paging.extend({
  state: oneOf('field.totpRemovalState', TOTP_REMOVAL_STATES).default('0'),
  userId: idText('field.playerId').optional(),
});

/** A row of the players search (money as yuan strings, as on the wire). */
export interface PlayerRow {
  id: string;
  phone: string | null;
  nickname: string;
  invitationCode: string;
  status: number;
  steamId: string | null;
  createdAt: string;
  main: string;
  secondary: string;
}

/** A player's page header: who they are, their state, balances and what their backpack holds. */
export interface PlayerProfile extends Omit<PlayerRow, 'main' | 'secondary'> {
  inviterId: string | null;
  banReason: string | null;
  bannedAt: string | null;
  email: string | null;
  tradeUrl: string | null;
  realNameVerified: boolean;
  /** Given in the console: may open streamer giveaways. */
  streamer: boolean;
  channelCode: string | null;
  /** Yuan strings; points and coins in their own units (1 = 1 yuan of value). */
  balances: { main: string; secondary: string; points: string; coins: string };
  backpack: { count: number; value: string };
  liveSessions: number;
  /** A confirmed authenticator (second factor) is on. */
  totpEnabled: boolean;
  /** An authenticator removal waits for approval. */
  totpRemovalPending: boolean;
}
