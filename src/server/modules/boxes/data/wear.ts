// Wear grades in their fixed order. The order is part of the id scheme (wear index), so never reorder.
import type { Localized, WearKey } from './types.ts';

export const WEARS: readonly WearKey[] = ['FN', 'MW', 'FT', 'WW', 'BS'];

/** Steam market wording: the catalogue's names use it, and the API's wearName can too. */
export const WEAR_NAMES: Readonly<Record<WearKey, Localized>> = {
  FN: { 'zh-CN': '崭新出厂', en: 'Factory New' },
  MW: { 'zh-CN': '略有磨损', en: 'Minimal Wear' },
  FT: { 'zh-CN': '久经沙场', en: 'Field-Tested' },
  WW: { 'zh-CN': '破损不堪', en: 'Well-Worn' },
  BS: { 'zh-CN': '战痕累累', en: 'Battle-Scarred' },
};
