// Builds the catalogue in memory from cs2-lib: one entry per (skin, wear, StatTrak™) of the selection.
import type { CS2Item } from '@ianlucas/cs2-lib';
import type { CatalogueFile, CatalogueItem, CatalogueRarity, Localized, RarityKey, WearKey } from '../../src/server/modules/boxes/data/types.ts';
import { WEAR_NAMES } from '../../src/server/modules/boxes/data/wear.ts';
import { type Cs2Lib, nameOf } from './cs2lib.ts';
import { catalogueId } from './ids.ts';
import { type PriceTier, priceFen } from './prices.ts';
import { SELECTION, type SkinRef } from './selection.ts';
import { withZhTW } from './zh-tw.ts';
import {
  RARITIES,
  gradeOf,
  rarityKeyOf,
  shopCategoryOf,
  statTrakEligible,
  wearsOf,
  weaponTypeOf,
} from './taxonomy.ts';

const SKIN_TYPES = new Set(['weapon', 'melee', 'glove']);

/** Finds the one cs2-lib skin a selection entry names, or throws. */
function resolve(index: ReadonlyMap<string, CS2Item[]>, ref: SkinRef): CS2Item {
  const [name, phase] = typeof ref === 'string' ? [ref, undefined] : ref;
  const found = (index.get(name) ?? []).filter((i) => i.altName === phase);
  if (found.length !== 1) {
    const label = phase ? `${name} (${phase})` : name;
    throw new Error(`selection: "${label}" matches ${found.length} cs2-lib skins, expected exactly 1`);
  }
  return found[0];
}

/** Steam market style: "★ StatTrak™ Karambit | Doppler (Factory New)"; the ★ marks knives and gloves. */
function marketName(skin: string, starred: boolean, statTrak: boolean, wear: string): string {
  return `${starred ? '★ ' : ''}${statTrak ? 'StatTrak™ ' : ''}${skin} (${wear})`;
}

export function buildCatalogue(lib: Cs2Lib): CatalogueFile {
  const index = new Map<string, CS2Item[]>();
  for (const item of lib.items) {
    if (!SKIN_TYPES.has(item.type) || item.base) continue;
    const name = nameOf(lib.en, item.id);
    index.set(name, [...(index.get(name) ?? []), item]);
  }
  const statTrakable = statTrakEligible(lib.items, (id) => nameOf(lib.en, id));

  const rarities = Object.fromEntries(Object.entries(RARITIES).map(([k, r]) => [k, withZhTW(r)])) as Record<RarityKey, CatalogueRarity>;

  const items: CatalogueItem[] = [];
  for (const ref of SELECTION) {
    const skin = resolve(index, ref);
    const weaponType = weaponTypeOf(skin);
    const rarityKey = rarityKeyOf(skin);
    const tier: PriceTier = weaponType === 'knife' ? 'knife' : weaponType === 'gloves' ? 'gloves' : (rarityKey as PriceTier);
    const starred = weaponType === 'knife' || weaponType === 'gloves';
    const base = skin.baseId === undefined ? undefined : lib.byId.get(skin.baseId);
    if (!base) throw new Error(`cs2-lib skin ${skin.id} has no base weapon`);
    const skinName: Localized = { 'zh-CN': nameOf(lib.zh, skin.id), en: nameOf(lib.en, skin.id), 'zh-TW': nameOf(lib.tw, skin.id) };
    const weapon: Localized = { 'zh-CN': nameOf(lib.zh, base.id), en: nameOf(lib.en, base.id), 'zh-TW': nameOf(lib.tw, base.id) };

    const variants: [WearKey, boolean][] = [];
    for (const wear of wearsOf(skin)) {
      variants.push([wear, false]);
      if (statTrakable.has(skin.id)) variants.push([wear, true]);
    }
    for (const [wear, statTrak] of variants) {
      items.push({
        id: catalogueId(skin.id, wear, statTrak),
        name: {
          'zh-CN': marketName(skinName['zh-CN'], starred, statTrak, WEAR_NAMES[wear]['zh-CN']),
          en: marketName(skinName.en, starred, statTrak, WEAR_NAMES[wear].en),
          'zh-TW': marketName(skinName['zh-TW'], starred, statTrak, WEAR_NAMES[wear]['zh-TW']),
        },
        weapon,
        weaponType,
        shopCategory: shopCategoryOf(weaponType),
        rarity: rarities[rarityKey],
        wear,
        statTrak,
        image: skin.image ?? `/skins/${skin.id}.png`,
        price: priceFen({ tier, model: skin.model ?? '', skin: skinName.en, wear, statTrak }),
        grade: gradeOf(weaponType, rarityKey),
      });
    }
  }
  items.sort((a, b) => a.id - b.id);
  for (let i = 1; i < items.length; i++) {
    if (items[i].id === items[i - 1].id) throw new Error(`duplicate catalogue id ${items[i].id}: a skin is selected twice`);
  }
  // Cases refer to items by English market name, and players tell items apart by name: keep both unique.
  for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
    const names = new Set<string>();
    for (const i of items) {
      if (names.has(i.name[lang])) throw new Error(`two catalogue items are both called "${i.name[lang]}"`);
      names.add(i.name[lang]);
    }
  }
  return { source: `@ianlucas/cs2-lib@${lib.version}`, items };
}
