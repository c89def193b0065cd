// Constants of src/shared/contracts, mirrored for the browser bundle. The contract modules
// define their zod schemas at the top level, so importing even one number from them ships zod
// (~24 KB gzip) with the page, which breaks the 110 KB per-page budget. Islands import these
// instead; contract-constants.test.ts fails the moment a mirror drifts from its contract.
// (Better fix, for the owner of src/shared: move these into zod-free modules.)

/** contracts/box.ts */
export const MAX_OPEN = 5;
export const TICKETS = 1_000_000;

/** contracts/feed.ts */
export const FEED_DESTINATION = '/topic/messages';
export const FEED_CAP = 20;
export const EVENT = { caseDrop: 21, upgradeDrop: 22, battleDrop: 23, battleCreate: 31, battleState: 32, battleRank: 33 } as const;

/** contracts/bag.ts */
export const MODULE = { case: 1, battle: 2, dream: 3, shop: 4, roll: 5 } as const;
export const ITEM_STATE = { inBag: 0, sold: 1, withdrawing: 2, withdrawn: 3, consumed: 4 } as const;
