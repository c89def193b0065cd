// Wear grades in their fixed order. The order is part of the id scheme (wear index), so never reorder.
import type { Localized, WearKey } from './types.ts';

export const WEARS: readonly WearKey[] = ['FN', 'MW', 'FT', 'WW', 'BS'];

/**
 * Steam market wording: the catalogue's names use it, and the API's wearName can too. cs2-lib has
 * no wear names in Traditional Chinese, so zh-TW is src/shared/zh-tw's conversion of zh-CN
 * (scripts/catalogue/build.test.ts checks it stays so).
 */
export const WEAR_NAMES: Readonly<Record<WearKey, Localized>> = {
  FN: { 'zh-CN': '崭新出厂', en: 'Factory New', 'zh-TW': '嶄新出廠' },
  MW: { 'zh-CN': '略有磨损', en: 'Minimal Wear', 'zh-TW': '略有磨損' },
  FT: { 'zh-CN': '久经沙场', en: 'Field-Tested', 'zh-TW': '久經沙場' },
  WW: { 'zh-CN': '破损不堪', en: 'Well-Worn', 'zh-TW': '破損不堪' },
  BS: { 'zh-CN': '战痕累累', en: 'Battle-Scarred', 'zh-TW': '戰痕累累' },
};
