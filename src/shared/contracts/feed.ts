// The live socket (the spec's calls): STOMP over WebSocket, destination /topic/messages, JSON bodies
// {eventType, data}. Drops prepend to the recent and top-drop feeds.
import { z } from 'zod';
import { intParam } from './fields.ts';
import type { Ornament } from './box.ts';
import type { Lang } from '../locales.ts';
import type { DropTexts } from '../drop-texts.ts';

import { FEED_CAP } from '../constants.ts';

export { EVENT, FEED_CAP, FEED_DESTINATION } from '../constants.ts';

export interface DropRecord extends Ornament {
  id: string; // the backpack item id: unique per drop
  nickname: string;
  avatar: string;
  bot: boolean;
  /** The player's member (VIP) level, shown beside the name; 0 for bots and none. */
  vipLevel?: number;
  /** What the player wears (contracts/rewards/virtual.ts Wearing): frame image path, #rrggbb; '' or absent none. */
  avatarFrame?: string;
  nameColour?: string;
  source: 'case' | 'battle' | 'dream' | 'roll';
  boxId: number | null;
  boxName: string;
  createTime: string;
  /**
   * Live messages of a case drop: when its reel stops (server clock, ISO). Browsers hold the drop
   * until then; the lastDrop list leaves such drops out until it has passed.
   */
  revealAt?: string;
  /**
   * Live messages only: one broadcast reaches readers of every language, so besides its zh-CN
   * text a live drop carries the other languages' (the page picks its own: shared/drop-texts.ts).
   */
  texts?: Partial<Record<Lang, DropTexts>>;
}

export interface FeedMessage {
  eventType: number;
  data: unknown;
}

export const lastDropQuery = z.object({
  limit: intParam('field.limit', FEED_CAP, 1, 50),
  isTop: intParam('field.isTop', 0, 0, 1),
});

export interface HomeStats {
  openedCount: number; // cases opened, all time
  userCount: number;
  usersOnline: number; // open live-feed connections
  topDropToday: DropRecord | null;
}
