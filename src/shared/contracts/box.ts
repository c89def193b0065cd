// Cases (boxes): catalogue, odds, opening. Prices are yuan strings; odds are percent strings with
// 4 decimals ("0.2600"), exactly (ticketTo - ticketFrom + 1) / 1,000,000.
import { z } from 'zod';
import { intParam, paging } from './fields.ts';
import { couponIdParam } from './rewards/coupons.ts';

import { MAX_OPEN } from '../constants.ts';

export { MAX_OPEN, TICKETS } from '../constants.ts';

export interface Rarity {
  key: string; // cs2-lib rarity key, e.g. "covert"
  color: string; // Steam colour, "#eb4b4b"
  name: string; // in the request's language
}

/** 0: knives and gloves; 1: covert; 2: classified; 3: everything else. Top drops are 0 and 1. */
export type Grade = 0 | 1 | 2 | 3;

export interface Ornament {
  ornamentId: number;
  name: string;
  image: string; // relative path; the browser prefixes ASSET_BASE_URL
  rarity: Rarity;
  price: string;
  grade: Grade;
  weaponType: string; // knife, gloves, awp, m4, ak, pistol, rifle, smg, shotgun, machinegun, sniper
  /** The model, as the catalogue names it in English ("AK-47", "Karambit"): picks its drawn silhouette. */
  weapon?: string;
  wear: string; // FN MW FT WW BS, localized name in wearName
  wearName: string;
  statTrak: boolean;
}

export interface BoxTheme {
  id: number;
  name: string;
}

/** One of a case's most valuable items, as its art draws it (src/lib/art/case-art.ts). */
export interface CaseHighlight {
  weapon?: string;
  weaponType: string;
  color: string; // rarity colour
}

export interface BoxSummary {
  id: number;
  name: string;
  image: string;
  price: string;
  rtp: string; // percent, 2 decimals: "92.50"
  themeId: number;
  version: number;
  /** The case's three most valuable models (one item each), fanned behind the case in its art. */
  highlights?: CaseHighlight[];
}

export interface BoxItem extends Ornament {
  odds: string;
  ticketFrom: number;
  ticketTo: number;
}

export interface BoxDetail extends BoxSummary {
  items: BoxItem[]; // sorted by price, most valuable first
  /**
   * The version's committed table: lowercase hex SHA-256 of the JSON rows [ornamentId, ticketFrom,
   * ticketTo, priceFen] in table (ticket) order (shared/fairness/table-hash.ts, docs/fairness.md).
   * getBoxDetail always sends it; optional only so pages built from a summary need not invent one.
   */
  tableHash?: string;
}

export const boxListQuery = paging.extend({
  themeId: intParam('field.themeId', -1, -1, 1000),
});

/** `version`: an earlier version's odds (a battle or a roll verified against the odds it used); 0 is the current one. */
export const boxDetailQuery = z.object({
  id: intParam('field.boxId', null, 1, 1_000_000_000),
  version: intParam('field.boxVersion', 0, 0, 1_000_000_000),
});

export const openBoxBody = z.object({
  boxId: intParam('field.boxId', null, 1, 1_000_000_000),
  number: intParam('field.number', 1, 1, MAX_OPEN),
  /** A case coupon: its `off` comes off price × number; absent: the plain opening. */
  couponId: couponIdParam,
});

export interface OpenedDrop extends Ornament {
  id: string; // backpack item id
  recoveryPrice: string;
  rollId: string;
  nonce: number;
  ticket: number;
}

export interface OpenBoxResult {
  drops: OpenedDrop[];
  balance: string;
  /** The points after the opening: it earns POINTS_EARN_PERCENT of its price. */
  points: string;
  /**
   * What the opening took from the balance: price × number less a case coupon's `off`;
   * "0.00" for a free case. The result dialog shows this as the cost, not the list price.
   */
  paid: string;
}

export interface Banner {
  id: number;
  image: string;
  title: string;
  link: string;
}
