// Giveaway states, tabs and bounds without zod: the pages import these, and the contract
// (contracts/giveaway.ts, which needs zod for its request schemas) re-exports them, so a page's
// bundle does not carry the validator.
/** 0 open (taking entries), 1 drawing (entry closed, waiting for the beacon round), 2 drawn, 3 cancelled. */
export const GIVEAWAY_STATE = { open: 0, drawing: 1, drawn: 2, cancelled: 3 } as const;
export type GiveawayState = (typeof GIVEAWAY_STATE)[keyof typeof GIVEAWAY_STATE];

export const GIVEAWAY_KINDS = ['official', 'streamer'] as const;
export type GiveawayKind = (typeof GIVEAWAY_KINDS)[number];
export const GIVEAWAY_DRAW_MODES = ['time', 'full'] as const;
export type GiveawayDrawMode = (typeof GIVEAWAY_DRAW_MODES)[number];
/** The spec's five tabs of /giveaways. */
export const GIVEAWAY_TABS = ['official', 'streamer', 'mine', 'open', 'ended'] as const;
export type GiveawayTab = (typeof GIVEAWAY_TABS)[number];

export const MAX_GIVEAWAY_PRIZES = 100;
export const MAX_GIVEAWAY_ENTRANTS = 100_000;
/** The earliest draw time is this far ahead of creation; the latest this many days. */
export const GIVEAWAY_MIN_LEAD_SECONDS = 60;
export const GIVEAWAY_MAX_DAYS = 30;
/** Demo rooms (outside production) draw when this many have joined. */
export const DEMO_GIVEAWAY_ENTRANTS = 3;

