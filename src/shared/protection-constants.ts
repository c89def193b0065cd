// Player protection: the lists a player chooses from, and the rules' constants.

export const LIMIT_KINDS = ['deposit', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** day = the last 24 hours, week = 7 days, month = 30 days (rolling windows ending now). */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_PERIOD_MS: Record<LimitPeriod, number> = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 };

/** A raise or a removal waits this long, then needs the player's second confirmation. */
export const LIMIT_RAISE_DELAY_MS = 86_400_000;
/** A player who skipped setting a limit at a deposit is asked again this many days later. */
export const LIMIT_PROMPT_AGAIN_DAYS = 7;

export const EXCLUSION_KINDS = ['cooloff', 'self'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];
/** A cool-off (time-out) lasts 24h, 7d or 30d; a self-exclusion 6 months, 1 year or 5 years (the GAMSTOP periods). */
export const EXCLUSION_LENGTHS = { cooloff: ['24h', '7d', '30d'], self: ['6m', '1y', '5y'] } as const satisfies Record<ExclusionKind, readonly string[]>;
export type ExclusionLength = (typeof EXCLUSION_LENGTHS)[ExclusionKind][number];

/** When an exclusion of `length` started at `start` ends (months by the calendar, in UTC). */
export function exclusionEnd(start: Date, length: ExclusionLength): Date {
  const d = new Date(start.getTime());
  switch (length) {
    case '24h': return new Date(d.getTime() + 86_400_000);
    case '7d': return new Date(d.getTime() + 7 * 86_400_000);
    case '30d': return new Date(d.getTime() + 30 * 86_400_000);
    case '6m': d.setUTCMonth(d.getUTCMonth() + 6); return d;
    case '1y': d.setUTCFullYear(d.getUTCFullYear() + 1); return d;
    case '5y': d.setUTCFullYear(d.getUTCFullYear() + 5); return d;
  }
}

export const REALITY_INTERVALS = [15, 30, 60] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];
export const REALITY_DEFAULT_MINUTES = 60;
/** A pause in play this long ends the play session; the next play starts a new one. */
export const REALITY_SESSION_GAP_MINUTES = 30;

/**
 * What the gate is asked about: every game's entry point, a deposit, and promotion.
 * 'depositWithoutRealName' is a deposit where the operator turned the real-name rule off (REAL_NAME=off).
 */
export const PLAY_ACTIONS = ['deposit', 'depositWithoutRealName', 'case', 'battle', 'dream', 'shop', 'giveaway', 'promotion', 'reward'] as const;
export type PlayAction = (typeof PLAY_ACTIONS)[number];

/** Published case results are kept and queryable for at least this long (China's 2017 rule). */
export const PUBLISHED_RESULTS_DAYS = 90;
