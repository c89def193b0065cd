// Catalogue items as the API shows them (the contracts' Ornament), in the request's language.
import type { Grade, Ornament } from '../../../shared/contracts/box.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';

/** What the `info` column of an ornament holds (the catalogue entry minus the queried columns). */
export interface OrnamentInfo {
  name: Record<Lang, string>;
  rarity: { key: string; color: string } & Record<Lang, string>;
  wear: string;
  statTrak: boolean;
  image: string;
}

export interface OrnamentRow {
  id: number;
  price: bigint;
  grade: number;
  weaponType: string;
  info: OrnamentInfo;
}

const WEAR_NAMES: Record<string, Record<Lang, string>> = {
  FN: { 'zh-CN': '崭新出厂', en: 'Factory New' },
  MW: { 'zh-CN': '略有磨损', en: 'Minimal Wear' },
  FT: { 'zh-CN': '久经沙场', en: 'Field-Tested' },
  WW: { 'zh-CN': '破损不堪', en: 'Well-Worn' },
  BS: { 'zh-CN': '战痕累累', en: 'Battle-Scarred' },
};

export function toOrnament(row: OrnamentRow, lang: Lang, price: bigint = row.price): Ornament {
  const { info } = row;
  return {
    ornamentId: row.id,
    name: info.name[lang],
    image: info.image,
    rarity: { key: info.rarity.key, color: info.rarity.color, name: info.rarity[lang] },
    price: formatFen(price),
    grade: row.grade as Grade,
    weaponType: row.weaponType,
    wear: info.wear,
    wearName: WEAR_NAMES[info.wear]?.[lang] ?? info.wear,
    statTrak: info.statTrak,
  };
}
