// Member levels (VIP, the spec's route /personal/vip and its getGradeInfo call): growth is cumulative
// completed deposits; each level pays a one-time reward in gold coins through the ledger.

/** GET api/profile/getGradeInfo */
export interface GradeInfo {
  /** 0 until the first level is reached. */
  level: number;
  /** Cumulative completed deposits (yuan). */
  growth: string;
  /** The next level and the growth it needs in all (yuan); null at the top. */
  nextLevel: number | null;
  nextGrowth: string | null;
  levels: GradeLevelView[];
}

export interface GradeLevelView {
  level: number;
  minGrowth: string;
  /** The one-time reward in gold coins (yuan). */
  rewardCoins: string;
  /** What the level gives, as message keys with their parameters (the page words them). */
  benefits: { key: string; params: Record<string, string | number> }[];
  /** When this player received the level's reward; null when not (yet). */
  receivedTime: string | null;
  /** What was received (yuan), which may differ from today's table when it changed since. */
  receivedCoins: string | null;
  /** The free cases the level gives once, named in the request's language; null: none. */
  freeBox: GradeFreeBox | null;
  /** The free cases received with it, as given then; null when none (or not received). */
  receivedFreeBox: GradeFreeBox | null;
}

export interface GradeFreeBox {
  boxId: number;
  name: string;
  count: number;
}
