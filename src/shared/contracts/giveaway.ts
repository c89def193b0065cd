// Giveaways (roll rooms; the spec's route /giveaways): request schemas for the player's and the
// streamer's calls, the answers' shapes and the live payload. Prices are yuan strings as
// everywhere; room and user ids are decimal strings (bigint in the database). The console's own
// create call reuses `giveawayRoomFields` (src/server/console/giveaways).
import { z } from 'zod';
import { hasForbiddenChars } from '../forbidden-chars.ts';
import type { Ornament } from './box.ts';
import type { Wearing } from './rewards/virtual.ts';
import { flag, intParam, msg, oneOf, paging, str, text } from './fields.ts';

export {
  DEMO_GIVEAWAY_ENTRANTS, GIVEAWAY_DRAW_MODES, GIVEAWAY_KINDS, GIVEAWAY_MAX_DAYS, GIVEAWAY_MIN_LEAD_SECONDS, GIVEAWAY_STATE, GIVEAWAY_TABS,
  MAX_GIVEAWAY_ENTRANTS, MAX_GIVEAWAY_PRIZES, type GiveawayDrawMode, type GiveawayKind, type GiveawayState, type GiveawayTab,
} from '../giveaway-constants.ts';
import { GIVEAWAY_DRAW_MODES, GIVEAWAY_TABS, MAX_GIVEAWAY_ENTRANTS, MAX_GIVEAWAY_PRIZES, type GiveawayDrawMode, type GiveawayKind, type GiveawayState } from '../giveaway-constants.ts';

const ID_MAX = 999_999_999;
export const giveawayId = intParam('field.giveawayId', null, 1, ID_MAX);

export const giveawayListQuery = paging.extend({
  tab: oneOf('field.tab', GIVEAWAY_TABS).default('open'),
});
const invite = str('field.invite').max(64, msg('v.tooLong', { field: 'field.invite', max: 64 }));
export const giveawayDetailQuery = z.object({ id: giveawayId, invite: invite.optional() });
/** The join code: 1-32 printable characters, compared exactly (not trimmed inside). */
export const joinCode = str('field.joinCode').trim().max(32, msg('v.tooLong', { field: 'field.joinCode', max: 32 }));
export const joinGiveawayBody = z.object({
  id: giveawayId,
  code: joinCode.optional(),
  /** The invite link's token, for a streamer room limited to its link. */
  invite: invite.optional(),
});
export const myEntriesQuery = paging;
export const winnersQuery = giveawayDetailQuery;

/** Ids of backpack items or catalogue skins, comma-separated or a JSON array; 1 to 100. */
export const prizeIds = z
  .union([z.array(z.union([z.number(), z.string()])), z.string(), z.number()], { error: () => msg('v.giveawayPrizes', { max: MAX_GIVEAWAY_PRIZES }) })
  .transform((v, ctx) => {
    const parts = Array.isArray(v) ? v.map(String) : typeof v === 'number' ? [String(v)] : v.split(',');
    if (parts.some((p) => hasForbiddenChars(p))) {
      ctx.addIssue({ code: 'custom', message: msg('v.controlChars', { field: 'field.prizes' }) });
      return z.NEVER;
    }
    const ids = parts.map((p) => p.trim()).filter((p) => p !== '');
    if (ids.length < 1 || ids.length > MAX_GIVEAWAY_PRIZES) {
      ctx.addIssue({ code: 'custom', message: msg('v.giveawayPrizes', { max: MAX_GIVEAWAY_PRIZES }) });
      return z.NEVER;
    }
    if (!ids.every((p) => /^\d{1,18}$/.test(p) && BigInt(p) >= 1n)) {
      ctx.addIssue({ code: 'custom', message: msg('v.integer', { field: 'field.prizes' }) });
      return z.NEVER;
    }
    return ids;
  });

/** An ISO 8601 time with its offset ("2026-11-24T20:00:00+08:00") or epoch milliseconds. */
const drawAt = z
  .union([z.string(), z.number()], { error: () => msg('v.type', { field: 'field.drawAt' }) })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return null;
    if (typeof v === 'string' && hasForbiddenChars(v)) {
      ctx.addIssue({ code: 'custom', message: msg('v.controlChars', { field: 'field.drawAt' }) });
      return z.NEVER;
    }
    const t = typeof v === 'number' || /^\d{10,16}$/.test(String(v).trim()) ? new Date(Number(v)) : new Date(String(v).trim());
    if (Number.isNaN(t.getTime()) || (typeof v === 'string' && !/^\d{10,16}$/.test(v.trim()) && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v.trim()))) {
      ctx.addIssue({ code: 'custom', message: msg('v.drawAt') });
      return z.NEVER;
    }
    return t;
  });

/**
 * What every room is made of, whoever makes it. The draw time's bounds (not in the past, at most
 * GIVEAWAY_MAX_DAYS ahead) and "full needs a maximum" are checked by the service against its clock.
 */
export const giveawayRoomFields = z.object({
  title: text('field.title', 2, 60),
  description: str('field.description').trim().max(500, msg('v.tooLong', { field: 'field.description', max: 500 })).optional().default(''),
  drawMode: oneOf('field.drawMode', GIVEAWAY_DRAW_MODES),
  drawAt,
  maxEntrants: intParam('field.maxEntrants', 0, 0, MAX_GIVEAWAY_ENTRANTS),
  /** Yuan, 0: no deposit condition. */
  minDeposit: intParam('field.minDeposit', 0, 0, 1_000_000),
  depositDays: intParam('field.depositDays', 30, 1, 365),
  joinCode: joinCode.optional(),
  requireVerified: flag('field.requireVerified'),
  /** Ids of the prizes: a streamer's backpack item ids; in the console, catalogue skin (ornament) ids. */
  prizes: prizeIds,
});
export type GiveawayRoomFields = z.output<typeof giveawayRoomFields>;

/** A streamer's room: the fields, and whether it is seen only through its invite link. */
export const createStreamerGiveawayBody = giveawayRoomFields.extend({
  inviteOnly: flag('field.inviteOnly'),
});
export const cancelGiveawayBody = z.object({ id: giveawayId });

/** What one condition asks and whether the visitor meets it (null: not signed in, unknown). */
export interface GiveawayCondition {
  kind: 'deposit' | 'joinCode' | 'verified';
  /** deposit: { amount (yuan), days, have (yuan; null signed out) }. */
  params: Record<string, string | number | null>;
  met: boolean | null;
}

export interface GiveawayPrize extends Ornament {
  pos: number;
  /** After the draw. */
  winner: ({ userId: string; nickname: string; avatar: string; code: number; ticket: number; range: number } & Partial<Wearing>) | null;
}

export interface GiveawayCard {
  id: string;
  kind: GiveawayKind;
  title: string;
  state: GiveawayState;
  drawMode: GiveawayDrawMode;
  /** ISO time of the draw (time mode), or null. */
  drawAt: string | null;
  maxEntrants: number | null;
  entrantCount: number;
  poolValue: string;
  prizeCount: number;
  /** The three most valuable prizes, for the card's pictures. */
  preview: Ornament[];
  /** The streamer of a streamer room. */
  host: ({ nickname: string; avatar: string } & Partial<Wearing>) | null;
  hasJoinCode: boolean;
  joined: boolean;
  createTime: string;
}

export interface GiveawayFairness {
  serverSeedHash: string;
  /** Shown once drawn. */
  serverSeed: string | null;
  salt: string | null;
  /** Fixed when entry closed. */
  closedAt: string | null;
  /** SHA-256 of the entrant list (GET api/roll/entrants serves the list itself, once entry has closed). */
  entrantsHash: string | null;
  beacon: { name: 'drand' | 'local'; round: number | null; randomness: string | null; signature: string | null; publicKey: string; chainHash: string | null; periodSeconds: number; genesisTime: number };
  publicSeed: string | null;
}

export interface GiveawayDetail extends GiveawayCard {
  description: string;
  prizes: GiveawayPrize[];
  conditions: GiveawayCondition[];
  /** The visitor's entry (roll code) or null. */
  myEntry: { code: number; createTime: string } | null;
  /** Whether the visitor may join now, and if not, the message key of why (signed out: 'auth'). */
  canJoin: boolean;
  whyNot: string | null;
  /** Latest entrants first (masked nicknames). */
  recentEntrants: ({ nickname: string; avatar: string; code: number } & Partial<Wearing>)[];
  fairness: GiveawayFairness;
  /** The streamer's invite link token (only to the streamer, for an invite-only room). */
  inviteToken: string | null;
  /** The visitor is this streamer room's host (may cancel it before it closes). */
  mine: boolean;
  cancelledAt: string | null;
  drawnAt: string | null;
  serverTime: string;
}

/**
 * GET api/roll/entrants?id: the published entrant list, [code, userId] in code order, the list the
 * hash is over. Null until entry closes. Apart from the detail, which a room of 100,000 entrants
 * would otherwise make megabytes long on every refresh; the verifier and the fairness panel ask for it.
 */
export interface GiveawayEntrants {
  entrantsHash: string | null;
  entrants: [number, string][] | null;
}

/** The record centre's roll record (the spec's fields): the roll code and its range. */
export interface GiveawayEntryRecord {
  giveawayId: string;
  title: string;
  code: number;
  /** 1..entrantCount at the draw (or so far). */
  range: [number, number];
  state: GiveawayState;
  /** What the player won, if anything. */
  prize: Ornament | null;
  createTime: string;
}

/** Live event 41 (EVENT.giveaway): a room's state changed (joined count, closed, drawn, cancelled). */
export interface GiveawayEvent {
  id: string;
  state: GiveawayState;
  entrantCount: number;
  /** After the draw: prize position → winner. */
  winners: { pos: number; userId: string; nickname: string; code: number }[] | null;
}
