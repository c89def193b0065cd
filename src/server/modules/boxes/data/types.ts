// Shapes of the two committed JSON files that scripts/catalogue writes (catalogue.json, cases.json).
// The server seeds its tables from them; nothing here is read by the browser directly.
import type { Grade } from '../../../../shared/contracts/box.ts';

/** A name as we write it in the tables (scripts/catalogue): Simplified Chinese and English. */
export interface LocalizedSource {
  'zh-CN': string;
  en: string;
}

/**
 * Every name is stored in the site's three languages. zh-TW is Steam's Traditional Chinese name
 * for skins and weapons (cs2-lib's tchinese table) and src/shared/zh-tw's conversion of the
 * zh-CN text for the names we wrote (wear, rarity, cases, themes).
 */
export interface Localized extends LocalizedSource {
  'zh-TW': string;
}

export type WeaponType =
  | 'knife'
  | 'gloves'
  | 'awp'
  | 'm4'
  | 'ak'
  | 'pistol'
  | 'rifle'
  | 'smg'
  | 'shotgun'
  | 'machinegun'
  | 'sniper';

/** The shop's filter tabs; gloves and every other gun fall under "other". */
export type ShopCategory = 'dagger' | 'awp' | 'm4' | 'ak' | 'pistol' | 'other';

export type WearKey = 'FN' | 'MW' | 'FT' | 'WW' | 'BS';

/** Steam's rarity names (not cs2-lib's internal "ancient"/"legendary"...), because they are what players read. */
export type RarityKey =
  | 'consumer'
  | 'industrial'
  | 'milspec'
  | 'restricted'
  | 'classified'
  | 'covert'
  | 'contraband'
  | 'extraordinary';

export interface CatalogueRarity extends Localized {
  key: RarityKey;
  color: string; // Steam hex colour, "#eb4b4b"
}

export interface CatalogueItem {
  /** cs2-lib item id × 10 + wear index (FN 0 … BS 4) × 2 + (StatTrak ? 1 : 0); see scripts/catalogue/ids.ts. */
  id: number;
  name: Localized; // full market name: "★ StatTrak™ Karambit | Doppler (Factory New)"
  weapon: Localized; // "AK-47", "爪子刀"
  weaponType: WeaponType;
  shopCategory: ShopCategory;
  rarity: CatalogueRarity;
  wear: WearKey;
  statTrak: boolean;
  image: string; // relative path; the site prefixes ASSET_BASE_URL
  price: number; // integer fen
  grade: Grade;
}

export interface CatalogueFile {
  source: string; // the cs2-lib release it was generated from, "@ianlucas/cs2-lib@7.33.1"
  items: CatalogueItem[]; // sorted by id
}

export interface CaseTheme {
  id: number;
  name: Localized;
}

/** One item of a case: it wins when the roll's ticket is in [ticketFrom, ticketTo]. */
export interface CaseItem {
  ornamentId: number; // a CatalogueItem id
  ticketFrom: number;
  ticketTo: number;
}

export interface CaseDefinition {
  id: number;
  slug: string;
  themeId: number;
  name: Localized;
  image: string;
  version: number; // odds change only through a new version (design: Fairness)
  items: CaseItem[]; // ranges tile 1..TICKETS in this order
}

export interface CasesFile {
  themes: CaseTheme[];
  cases: CaseDefinition[];
}
