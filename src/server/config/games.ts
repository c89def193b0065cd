// The games and the economy (docs/configuration.md "Games and the economy"): case prices and
// sell-back, battles' pace, the dream game, points, the points shop, and the fairness watchdog.
import { decimal, int, type Source } from './read.ts';

export interface GamesConfig {
  boxes: {
    /** Case price = expected value / (1 - edge). */
    houseEdgePercent: number;
    /** Sell-back pays this share of an item's price. */
    recoveryPercent: number;
  };
  battles: {
    /** How long each round's reveal lasts (BATTLE_ROUND_MS). */
    roundMs: number;
    /** The same in a room created as fast (BATTLE_FAST_ROUND_MS). */
    fastRoundMs: number;
    /** A waiting room dissolves by itself after this long (BATTLE_DISSOLVE_MINUTES). */
    dissolveAfterMs: number;
  };
  /** Points earned on spending (POINTS_EARN_PERCENT, up to 2 decimals): what a case, a battle seat or a dream costs × this share. */
  points: { earnPercent: number };
  /** The points shop: a skin costs its catalogue price × markupPercent / 100 in points (SHOP_MARKUP, e.g. 1.2). */
  shop: { markupPercent: number };
  /** The dream game: chance bounds, house edge, the pool's price range. */
  dream: {
    /** DREAM_MIN_PERCENT / DREAM_MAX_PERCENT: the chance a player may pick, in whole percent. */
    minPercent: number;
    maxPercent: number;
    /** DREAM_EDGE_PERCENT: fee = target price × chance ÷ (1 − edge). */
    edgePercent: number;
    /** DREAM_POOL_MIN / DREAM_POOL_MAX (yuan): catalogue skins priced within are dream targets. */
    poolMinFen: bigint;
    poolMaxFen: bigint;
  };
  /** WATCHDOG_MINUTES: how often the fairness watchdog re-computes a sample of the last day's stored rolls (modules/fairness/watchdog/). */
  watchdogMinutes: number;
}

/** DREAM_*. */
export function readDream(src: Source): GamesConfig['dream'] {
  const { problems } = src;
  const dream = {
    minPercent: int(src, 'DREAM_MIN_PERCENT', 1, 1, 99),
    maxPercent: int(src, 'DREAM_MAX_PERCENT', 75, 1, 99),
    edgePercent: int(src, 'DREAM_EDGE_PERCENT', 5, 0, 50),
    poolMinFen: BigInt(int(src, 'DREAM_POOL_MIN', 5, 0, 10_000_000)) * 100n,
    poolMaxFen: BigInt(int(src, 'DREAM_POOL_MAX', 20_000, 1, 10_000_000)) * 100n,
  };
  if (problems.ok('DREAM_MIN_PERCENT', 'DREAM_MAX_PERCENT') && dream.minPercent > dream.maxPercent) {
    problems.add(`DREAM_MIN_PERCENT (${dream.minPercent}) is above DREAM_MAX_PERCENT (${dream.maxPercent})`);
  }
  if (problems.ok('DREAM_POOL_MIN', 'DREAM_POOL_MAX') && dream.poolMinFen > dream.poolMaxFen) problems.add('DREAM_POOL_MIN is above DREAM_POOL_MAX');
  return dream;
}

/** WATCHDOG_MINUTES. */
export function readWatchdog(src: Source): GamesConfig['watchdogMinutes'] {
  return int(src, 'WATCHDOG_MINUTES', 5, 1, 1440);
}

/** HOUSE_EDGE_PERCENT, RECOVERY_PERCENT, BATTLE_*, POINTS_EARN_PERCENT, SHOP_MARKUP. */
export function readGames(src: Source): Pick<GamesConfig, 'boxes' | 'battles' | 'points' | 'shop'> {
  const boxes = {
    houseEdgePercent: int(src, 'HOUSE_EDGE_PERCENT', 10, 0, 50),
    recoveryPercent: int(src, 'RECOVERY_PERCENT', 95, 1, 100),
  };
  const battles = {
    roundMs: int(src, 'BATTLE_ROUND_MS', 6000, 100, 60_000),
    fastRoundMs: int(src, 'BATTLE_FAST_ROUND_MS', 3000, 100, 60_000),
    dissolveAfterMs: int(src, 'BATTLE_DISSOLVE_MINUTES', 30, 1, 1440) * 60_000,
  };
  const points = { earnPercent: decimal(src, 'POINTS_EARN_PERCENT', 2, 0, 50) };
  const shop = { markupPercent: Math.round(decimal(src, 'SHOP_MARKUP', 1.2, 1, 10) * 100) };
  return { boxes, battles, points, shop };
}
