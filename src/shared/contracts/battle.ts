// Battles (the spec's calls): rooms of 2-4 seats opening the same list of cases round by round.
// Request schemas for every battle call, the answers' shapes, and the live payloads 31/32/33/23.
// Prices are yuan strings as everywhere; room ids are decimal strings (bigint in the database).
import { z } from 'zod';
import { hasForbiddenChars } from '../forbidden-chars.ts';
import type { BoxSummary, BoxTheme, Ornament } from './box.ts';
import type { DropRecord } from './feed.ts';
import { flag, intParam, msg, paging } from './fields.ts';

/**
 * A room's state (spec numbering 0, 1, 2). Dissolved is ours: 3, a room closed before it filled
 * (by its creator or by the auto-dissolve job), every seat refunded.
 */
export const BATTLE_STATE = { waiting: 0, running: 1, ended: 2, dissolved: 3 } as const;
export type BattleState = (typeof BATTLE_STATE)[keyof typeof BATTLE_STATE];

export const BATTLE_MODES = ['classic', 'reverse'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];
/** The numbers list filters use for a mode (-1: every mode). */
export const BATTLE_MODE_CODE: Record<BattleMode, number> = { classic: 0, reverse: 1 };

export const MIN_BATTLE_BOXES = 1;
export const MAX_BATTLE_BOXES = 20;
export const BATTLE_SEATS = [2, 3, 4] as const;
/** The spec's moduleId of getBoxBattleThemeList: the cases allowed in battles. */
export const BATTLE_THEME_MODULE = 5;

const ID_MAX = 999_999_999;
const battleId = intParam('field.battleId', null, 1, ID_MAX);

/**
 * The cases of a room, in round order, repeats allowed: a JSON array of ids, or (a form) the ids
 * separated by commas ("3,3,7"), or one id. 1 to 20 of them.
 */
export const battleBoxIds = z
  .union([z.array(z.union([z.number(), z.string()])), z.string(), z.number()], { error: () => msg('v.battleBoxes', { min: MIN_BATTLE_BOXES, max: MAX_BATTLE_BOXES }) })
  .transform((v, ctx) => {
    const parts = Array.isArray(v) ? v.map(String) : typeof v === 'number' ? [String(v)] : v.split(',');
    if (parts.some((p) => hasForbiddenChars(p))) {
      ctx.addIssue({ code: 'custom', message: msg('v.controlChars', { field: 'field.boxIds' }) });
      return z.NEVER;
    }
    const ids = parts.map((p) => p.trim()).filter((p) => p !== '');
    if (ids.length < MIN_BATTLE_BOXES || ids.length > MAX_BATTLE_BOXES) {
      ctx.addIssue({ code: 'custom', message: msg('v.battleBoxes', { min: MIN_BATTLE_BOXES, max: MAX_BATTLE_BOXES }) });
      return z.NEVER;
    }
    if (!ids.every((p) => /^\d{1,9}$/.test(p) && Number(p) >= 1)) {
      ctx.addIssue({ code: 'custom', message: msg('v.integer', { field: 'field.boxIds' }) });
      return z.NEVER;
    }
    return ids.map(Number);
  });

export const createBattleBody = z
  .object({
    boxIds: battleBoxIds,
    seats: intParam('field.seats', 2, 2, 4),
    mode: z
      .union([z.string(), z.number()], { error: () => msg('v.type', { field: 'field.mode' }) })
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return 'classic';
        const s = String(v).trim();
        const found = BATTLE_MODES.find((m) => m === s || String(BATTLE_MODE_CODE[m]) === s);
        if (found) return found;
        ctx.addIssue({ code: 'custom', message: msg(hasForbiddenChars(s) ? 'v.controlChars' : 'v.type', { field: 'field.mode' }) });
        return z.NEVER;
      }),
    team: flag('field.team'),
    /** A fast room: its rounds are revealed at the shorter pace (BATTLE_FAST_ROUND_MS). */
    fast: flag('field.fast'),
    pos: intParam('field.pos', 1, 1, 4),
  })
  .superRefine((b, ctx) => {
    if (b.team && b.seats !== 4) ctx.addIssue({ code: 'custom', message: msg('v.battleTeamSeats') });
    else if (b.pos > b.seats) ctx.addIssue({ code: 'custom', message: msg('v.range', { field: 'field.pos', min: 1, max: b.seats }) });
  });
export type CreateBattleBody = z.output<typeof createBattleBody>;

export const battleIdBody = z.object({ id: battleId });
/** cancel: the creator dissolves a waiting room. */
export const cancelBattleBody = battleIdBody;
export const joinBattleBody = z.object({ id: battleId, pos: intParam('field.pos', null, 1, 4) });
export const joinBotBody = joinBattleBody;
/** getBots: the bots that may sit in room `id` (id optional: the whole roster). */
export const getBotsBody = z.object({ id: intParam('field.battleId', 0, 0, ID_MAX) });
export const battleDetailQuery = z.object({ id: battleId });
export const battleResultsQuery = battleDetailQuery;

const listMode = intParam('field.mode', -1, -1, 1);
/** getCurrentList: rooms waiting or running. official: -1 every room, 1 the house's (all bots), 0 the players'. */
export const currentBattleListQuery = paging.extend({
  mode: listMode,
  official: intParam('field.official', -1, -1, 1),
  pageSize: intParam('field.pageSize', 10, 1, 100),
});
/** getList and getMyBattleList: state -1 is every state. */
export const battleListQuery = currentBattleListQuery.extend({ state: intParam('field.state', -1, -1, 3) });
export const battleRankQuery = z.object({ limit: intParam('field.limit', 10, 1, 50) });
/** getBattleList: the few rooms a page shows beside its own content (the home page): waiting or running, newest first. */
export const battleHomeListQuery = z.object({ size: intParam('field.limit', 4, 1, 20) });
/** How far back highlight looks: rooms that ended in the last this many days. */
export const BATTLE_HIGHLIGHT_DAYS = 7;
/** highlight: the biggest wins of players' rooms ended lately (BATTLE_HIGHLIGHT_DAYS), biggest first. */
export const battleHighlightQuery = z.object({ size: intParam('field.limit', 6, 1, 20) });
export const battleThemeListQuery = z.object({
  moduleId: intParam('field.moduleId', BATTLE_THEME_MODULE, BATTLE_THEME_MODULE, BATTLE_THEME_MODULE),
  themeId: intParam('field.themeId', -1, -1, 1000),
});

// ---- Answers

export interface BattleBox {
  boxId: number;
  version: number;
  name: string;
  image: string;
  price: string;
}

export interface BattleSeat {
  pos: number;
  /** 1 (seats 1-2) or 2 (seats 3-4) in a 2v2 room; null otherwise. */
  team: 1 | 2 | null;
  bot: boolean;
  nickname: string;
  avatar: string;
  /** Member (VIP) level shown beside the name; 0 for bots. */
  vipLevel: number;
  /** What the player wears (contracts/rewards/virtual.ts Wearing): frame image path, #rrggbb; '' or absent none. */
  avatarFrame?: string;
  nameColour?: string;
  /** The seed this seat rolls with (a bot's is published: botClientSeed). */
  clientSeed: string;
  /** Sum of this seat's revealed rounds (yuan). */
  total: string;
  /** Once ended: this seat won (alone or with its team). */
  winner: boolean;
}

export interface BattleSummary {
  id: string;
  mode: BattleMode;
  team: boolean;
  /** Opened by the house with bots in every seat (the official tab), so there is always a room to watch. */
  official: boolean;
  seats: number;
  state: BattleState;
  boxes: BattleBox[];
  rounds: number;
  /** Sum of the case prices: what every seat pays. */
  costPerSeat: string;
  /** Seats filled, in seat order (empty seats absent). */
  seatList: BattleSeat[];
  creator: { nickname: string; avatar: string };
  createTime: string;
  startTime: string | null;
  /** When the last round is revealed (running) or was (ended). */
  endTime: string | null;
  /** The asking player's seat, when signed in and seated; null otherwise (and in live events). */
  myPos: number | null;
  /** The asking player created this room (may add bots and dissolve it); false for visitors and in live events. */
  mine: boolean;
}

export interface BattleRoll {
  round: number;
  pos: number;
  ticket: number;
  /** The case version's range holding the ticket. */
  ticketFrom: number;
  ticketTo: number;
  item: Ornament;
}

export interface BattleFairness {
  serverSeedHash: string;
  /**
   * Committed at creation: SHA-256 of the JSON array of each round's case-version tableHash in round
   * order (docs/fairness.md, "Committed drop tables"); null on rooms created before it was kept.
   */
  caseListHash: string | null;
  /** Shown once the room has ended. */
  serverSeed: string | null;
  salt: string | null;
  /** Derived once every seat is filled (battleRoomSeed). */
  roomPublicSeed: string | null;
  /** The tie-break roll, when one was needed: the tied seats (or teams) and the ticket. */
  tiebreak: { candidates: number[]; ticket: number } | null;
}

export interface BattleDetail extends BattleSummary {
  fairness: BattleFairness;
  roundMs: number;
  /** The server's clock when it answered: the page schedules the reveal from it. */
  serverTime: string;
  /** Rounds already revealed by the server clock (0..rounds). */
  revealedRounds: number;
  /** Revealed rolls only, round by round, seat by seat. */
  rolls: BattleRoll[];
  /** Once ended: the winning seats; 2v2 and free-for-all alike. */
  winners: number[] | null;
}

/** What create/joinBattle/joinBot answer: the room, and the payer's balance after (a bot: null). */
export interface BattleSeatResult {
  room: BattleDetail;
  balance: string | null;
}

export interface BattleAward {
  pos: number;
  items: (Ornament & { round: number; fromPos: number })[];
  value: string;
}

export interface BattleResults {
  id: string;
  state: BattleState;
  winners: number[] | null;
  /** Once ended: the items each winning seat took. */
  awards: BattleAward[];
  rolls: BattleRoll[];
  fairness: BattleFairness;
}

export interface BattleBot {
  id: number;
  nickname: string;
  avatar: string;
}

export interface BattleRankEntry {
  rank: number;
  nickname: string;
  avatar: string;
  /** Member (VIP) level shown beside the name. */
  vipLevel: number;
  /** Value of the battle items won in the period (yuan). */
  amount: string;
}

export interface BattleRank {
  today: BattleRankEntry[];
  week: BattleRankEntry[];
  all: BattleRankEntry[];
}

/**
 * One entry of highlight: a winning seat held by a player (never a bot: what a bot wins goes back
 * to the house) in a players' room that has ended, and the value of the items that seat took.
 */
export interface BattleHighlight {
  room: BattleSummary;
  /** The winning seat, as room.seatList shows it. */
  seat: BattleSeat;
  /** Value of the items this seat took (yuan); the seat paid room.costPerSeat. */
  won: string;
}

/** getBoxBattleThemeList: the themes, and the cases allowed in battles (of themeId, or all for -1). */
export interface BattleThemeList {
  themes: BoxTheme[];
  list: BoxSummary[];
}

// ---- Live payloads on /topic/messages (EVENT in ../constants.ts)

/** 31 battle create: a new room appears in every list. */
export type BattleCreateEvent = BattleSummary;

/** 32 battle state: a seat filled, the room started, ended or dissolved. */
export interface BattleStateEvent {
  id: string;
  state: BattleState;
  change: 'seat' | 'start' | 'end' | 'dissolve';
  seatList: BattleSeat[];
  startTime: string | null;
  endTime: string | null;
}

/** 33 battle rank: the ranking changed. */
export type BattleRankEvent = BattleRank;

/** 23 battle drop: one of a player's winning items (never a bot's), once the room has ended. */
export type BattleDropEvent = DropRecord & { source: 'battle'; battleId: string };
