// Console giveaways area: what its routes accept and answer. Creating an official room
// takes the contract's room fields (src/shared/contracts/giveaway.ts giveawayRoomFields) with
// catalogue skin ids as prizes; cancelling needs a reason for the audit log. Nothing here carries a
// room's server seed before its draw, and no route lets staff name a winner.
import { z } from 'zod';
import { giveawayId, type GiveawayCondition, type GiveawayDrawMode, type GiveawayKind, type GiveawayState } from '../contracts/giveaway.ts';
import type { Ornament } from '../contracts/box.ts';
import { msg, oneOf, paging, str, text } from '../contracts/fields.ts';

/** GET api/console/giveaways: kind ('all', official, streamer), state (-1 all, 0..3), paged, newest first. */
export const consoleGiveawayListQuery = paging.extend({
  kind: oneOf('field.giveawayKind', ['all', 'official', 'streamer']).default('all'),
  state: oneOf('field.giveawayState', ['-1', '0', '1', '2', '3']).default('-1'),
});
export type ConsoleGiveawayListQuery = z.output<typeof consoleGiveawayListQuery>;

export const consoleGiveawayDetailQuery = z.object({ id: giveawayId });
export const consoleGiveawayCancelBody = z.object({ id: giveawayId, reason: text('field.reason', 2, 200) });
export const consoleGiveawaySkinsQuery = z.object({
  q: str('field.search').trim().max(50, msg('v.tooLong', { field: 'field.search', max: 50 })).optional(),
});

/** POST api/console/players/:id/grantStreamer and revokeStreamer. */
export const streamerBody = z.object({ reason: text('field.reason', 2, 200) });

/** Who made a room: a staff member (official) or a streamer (the player's nickname and id). */
export interface ConsoleGiveawayMaker {
  kind: 'staff' | 'streamer';
  id: string;
  name: string;
}

export interface ConsoleGiveawayRow {
  id: string;
  kind: GiveawayKind;
  title: string;
  state: GiveawayState;
  demo: boolean;
  poolValue: string;
  prizeCount: number;
  entrantCount: number;
  maxEntrants: number | null;
  drawMode: GiveawayDrawMode;
  drawAt: string | null;
  maker: ConsoleGiveawayMaker | null;
  createdAt: string;
}

export interface ConsoleGiveawayList {
  list: ConsoleGiveawayRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ConsoleGiveawayPrize extends Ornament {
  pos: number;
  /** The skin's value frozen at creation (yuan). */
  value: string;
  /** After the draw. */
  winner: { userId: string; nickname: string; code: number } | null;
}

export interface ConsoleGiveawayDetail extends ConsoleGiveawayRow {
  description: string;
  prizes: ConsoleGiveawayPrize[];
  conditions: GiveawayCondition[];
  /** Always public: the commitment shown from creation. */
  serverSeedHash: string;
  /** Only once drawn (null before: never exposed ahead of the draw). */
  serverSeed: string | null;
  publicSeed: string | null;
  closedAt: string | null;
  drawnAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  /** An invite-only streamer room. */
  inviteOnly: boolean;
}

export interface ConsoleGiveawaySkin extends Ornament {
  /** The name in the other language (zh-CN or en), to tell look-alikes apart. */
  otherName: string;
}
