// The house's bots: a fixed roster, labelled as bots wherever they appear. A bot's
// seat is paid from house:bots, its client seed is the published botClientSeed(room, seat), and
// what it wins goes back to the house (no backpack item, no drop event).
import type { BattleBot } from '../../../shared/contracts/battle.ts';
import type { Lang } from '../../../shared/locales.ts';
import { localized, type Localized } from '../../../shared/localized.ts';

const ROSTER: readonly { id: number; name: Localized }[] = [
  { id: 1, name: { 'zh-CN': '机器人·雷霆', en: 'Bot Thunder', 'zh-TW': '機器人·雷霆' } },
  { id: 2, name: { 'zh-CN': '机器人·疾风', en: 'Bot Gale', 'zh-TW': '機器人·疾風' } },
  { id: 3, name: { 'zh-CN': '机器人·烈焰', en: 'Bot Blaze', 'zh-TW': '機器人·烈焰' } },
  { id: 4, name: { 'zh-CN': '机器人·寒冰', en: 'Bot Frost', 'zh-TW': '機器人·寒冰' } },
];

/** The roster in a language (rooms name their bots in the reader's; live events in zh-CN). */
export function botsIn(lang: Lang): BattleBot[] {
  return ROSTER.map((b) => ({ id: b.id, nickname: localized(b.name, lang), avatar: '' }));
}

/** The roster in zh-CN, the live feed's language. */
export const BOTS: readonly BattleBot[] = Object.freeze(botsIn('zh-CN'));

export function botById(id: number): BattleBot | undefined {
  return BOTS.find((b) => b.id === id);
}

/** A bot's name in a language ('' for an id not on the roster). */
export function botName(id: number, lang: Lang): string {
  const bot = ROSTER.find((b) => b.id === id);
  return bot ? localized(bot.name, lang) : '';
}

/** The first bot of the roster not yet in the room (a room has at most 3 bots, the roster 4). */
export function nextBot(seatedBotIds: readonly number[]): BattleBot {
  const bot = BOTS.find((b) => !seatedBotIds.includes(b.id));
  if (!bot) throw new Error('the bot roster is exhausted');
  return bot;
}
