// Catalogue items as the API shows them (the contracts' Ornament), in the request's language.
import type { Grade, Ornament } from '../../../shared/contracts/box.ts';
import { formatFen } from '../../../shared/money.ts';
import type { Lang } from '../../../shared/messages.ts';
import { localized, type Localized } from '../../../shared/localized.ts';
import type { DropTexts } from '../../../shared/drop-texts.ts';

/** What the `info` column of an ornament holds (the catalogue entry minus the queried columns). */
export interface OrnamentInfo {
  name: Localized;
  rarity: { key: string; color: string } & Localized;
  wear: string;
  statTrak: boolean;
  image: string;
  /** The model's English name (the catalogue's weapon.en); absent in rows seeded before it was kept. */
  weapon?: string;
}

export interface OrnamentRow {
  id: number;
  price: bigint;
  grade: number;
  weaponType: string;
  info: OrnamentInfo;
}

const WEAR_NAMES: Record<string, Localized> = {
  FN: { 'zh-CN': '崭新出厂', en: 'Factory New', 'zh-TW': '嶄新出廠' },
  MW: { 'zh-CN': '略有磨损', en: 'Minimal Wear', 'zh-TW': '略有磨損' },
  FT: { 'zh-CN': '久经沙场', en: 'Field-Tested', 'zh-TW': '久經沙場' },
  WW: { 'zh-CN': '破损不堪', en: 'Well-Worn', 'zh-TW': '破損不堪' },
  BS: { 'zh-CN': '战痕累累', en: 'Battle-Scarred', 'zh-TW': '戰痕累累' },
};

export function toOrnament(row: OrnamentRow, lang: Lang, price: bigint = row.price): Ornament {
  const { info } = row;
  return {
    ornamentId: row.id,
    name: localized(info.name, lang),
    image: info.image,
    rarity: { key: info.rarity.key, color: info.rarity.color, name: localized(info.rarity, lang) },
    price: formatFen(price),
    grade: row.grade as Grade,
    weaponType: row.weaponType,
    ...(info.weapon ? { weapon: info.weapon } : {}),
    wear: info.wear,
    wearName: WEAR_NAMES[info.wear] ? localized(WEAR_NAMES[info.wear], lang) : info.wear,
    statTrak: info.statTrak,
  };
}

/** A live drop's words in the languages other than the feed's zh-CN (shared/drop-texts.ts). */
export function dropTexts(row: OrnamentRow, boxName: Localized | null): Partial<Record<Lang, DropTexts>> {
  const texts: Partial<Record<Lang, DropTexts>> = {};
  for (const lang of ['en', 'zh-TW'] as const) {
    const o = toOrnament(row, lang);
    texts[lang] = { name: o.name, wearName: o.wearName, rarityName: o.rarity.name, boxName: boxName ? localized(boxName, lang) : '' };
  }
  return texts;
}
