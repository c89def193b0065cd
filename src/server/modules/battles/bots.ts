// The house's bots (issue 12.2): a fixed roster, labelled as bots wherever they appear. A bot's
// seat is paid from house:bots, its client seed is the published botClientSeed(room, seat), and
// what it wins goes back to the house (no backpack item, no drop event).
import type { BattleBot } from '../../../shared/contracts/battle.ts';

export const BOTS: readonly BattleBot[] = Object.freeze([
  { id: 1, nickname: '机器人·雷霆', avatar: '' },
  { id: 2, nickname: '机器人·疾风', avatar: '' },
  { id: 3, nickname: '机器人·烈焰', avatar: '' },
  { id: 4, nickname: '机器人·寒冰', avatar: '' },
]);

export function botById(id: number): BattleBot | undefined {
  return BOTS.find((b) => b.id === id);
}

/** The first bot of the roster not yet in the room (a room has at most 3 bots, the roster 4). */
export function nextBot(seatedBotIds: readonly number[]): BattleBot {
  const bot = BOTS.find((b) => !seatedBotIds.includes(b.id));
  if (!bot) throw new Error('the bot roster is exhausted');
  return bot;
}
