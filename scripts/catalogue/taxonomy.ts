// How a cs2-lib skin maps onto the shop's vocabulary: weapon type, shop tab, Steam rarity, grade,
// and which wear grades the skin can exist in.
import type { CS2Item } from '@ianlucas/cs2-lib';
import type { Grade } from '../../src/shared/contracts/box.ts';
import type {
  CatalogueRarity,
  RarityKey,
  ShopCategory,
  WeaponType,
  WearKey,
} from '../../src/server/modules/boxes/data/types.ts';
import { WEARS } from '../../src/server/modules/boxes/data/wear.ts';

const SNIPERS = new Set(['ssg08', 'scar20', 'g3sg1']); // the AWP gets its own type
const SHOTGUNS = new Set(['nova', 'xm1014', 'mag7', 'sawedoff']);
const MACHINEGUNS = new Set(['m249', 'negev']);

export function weaponTypeOf(item: CS2Item): WeaponType {
  if (item.type === 'melee') return 'knife';
  if (item.type === 'glove') return 'gloves';
  const model = item.model ?? '';
  if (model === 'awp') return 'awp';
  if (model === 'm4a1' || model === 'm4a1_silencer') return 'm4'; // cs2-lib's "m4a1" is the M4A4
  if (model === 'ak47') return 'ak';
  if (item.category === 'secondary') return 'pistol';
  if (item.category === 'smg') return 'smg';
  if (SNIPERS.has(model)) return 'sniper';
  if (SHOTGUNS.has(model)) return 'shotgun';
  if (MACHINEGUNS.has(model)) return 'machinegun';
  if (item.category === 'rifle') return 'rifle';
  throw new Error(`no weapon type for cs2-lib item ${item.id} (${item.type}/${item.category}/${model})`);
}

const SHOP_CATEGORY: Record<WeaponType, ShopCategory> = {
  knife: 'dagger',
  awp: 'awp',
  m4: 'm4',
  ak: 'ak',
  pistol: 'pistol',
  gloves: 'other',
  rifle: 'other',
  smg: 'other',
  shotgun: 'other',
  machinegun: 'other',
  sniper: 'other',
};

export function shopCategoryOf(type: WeaponType): ShopCategory {
  return SHOP_CATEGORY[type];
}

/** Steam's rarity labels, keyed by the colour cs2-lib stores on each skin (zh-TW is added by ./zh-tw.ts). */
export const RARITIES: Readonly<Record<RarityKey, Omit<CatalogueRarity, 'zh-TW'>>> = {
  consumer: { key: 'consumer', color: '#b0c3d9', 'zh-CN': '消费级', en: 'Consumer Grade' },
  industrial: { key: 'industrial', color: '#5e98d9', 'zh-CN': '工业级', en: 'Industrial Grade' },
  milspec: { key: 'milspec', color: '#4b69ff', 'zh-CN': '军规级', en: 'Mil-Spec Grade' },
  restricted: { key: 'restricted', color: '#8847ff', 'zh-CN': '受限', en: 'Restricted' },
  classified: { key: 'classified', color: '#d32ce6', 'zh-CN': '保密', en: 'Classified' },
  covert: { key: 'covert', color: '#eb4b4b', 'zh-CN': '隐秘', en: 'Covert' },
  contraband: { key: 'contraband', color: '#e4ae39', 'zh-CN': '违禁', en: 'Contraband' },
  extraordinary: { key: 'extraordinary', color: '#eb4b4b', 'zh-CN': '非凡', en: 'Extraordinary' },
};

const BY_COLOR: Record<string, RarityKey> = {
  '#b0c3d9': 'consumer',
  '#5e98d9': 'industrial',
  '#4b69ff': 'milspec',
  '#8847ff': 'restricted',
  '#d32ce6': 'classified',
  '#eb4b4b': 'covert',
  '#e4ae39': 'contraband',
};

export function rarityKeyOf(item: CS2Item): RarityKey {
  if (item.type === 'glove') return 'extraordinary'; // Steam labels every glove so
  const key = item.rarity ? BY_COLOR[item.rarity] : undefined;
  if (!key) throw new Error(`cs2-lib item ${item.id} has an unknown rarity colour ${item.rarity}`);
  return key;
}

/** Grade 0 is the knife-and-gloves tier even though Steam calls knives "Covert". */
export function gradeOf(type: WeaponType, rarity: RarityKey): Grade {
  if (type === 'knife' || type === 'gloves') return 0;
  if (rarity === 'covert' || rarity === 'contraband') return 1;
  if (rarity === 'classified') return 2;
  return 3;
}

// Float bounds of each wear grade, as cs2-lib's economy constants define them.
const WEAR_BOUNDS: Record<WearKey, [number, number]> = {
  FN: [0, 0.07],
  MW: [0.07, 0.15],
  FT: [0.15, 0.37],
  WW: [0.37, 0.44],
  BS: [0.44, 1],
};

/** The wear grades whose float band overlaps the skin's float range (cs2-lib default 0.06–0.8). */
export function wearsOf(item: CS2Item): WearKey[] {
  const min = item.wearMin ?? 0.06;
  const max = item.wearMax ?? 0.8;
  return WEARS.filter((w) => min < WEAR_BOUNDS[w][1] && max > WEAR_BOUNDS[w][0]);
}

/**
 * Which skins come in StatTrak™, as in the game: every knife (each finish drops from some case);
 * guns that drop from a keyed weapon case (containerType 0 with a key), not collection-only skins
 * or key-less packages and terminals; never gloves. cs2-lib lists one item per Doppler-style
 * family in a case, so eligibility is shared by every item with the same English name (phases).
 */
export function statTrakEligible(items: readonly CS2Item[], englishName: (id: number) => string): ReadonlySet<number> {
  const inCase = new Set<number>();
  for (const c of items) {
    if (c.type !== 'case' || c.containerType !== 0 || !c.keys?.length) continue;
    for (const id of c.contents ?? []) inCase.add(id);
  }
  const families = new Set<string>();
  for (const i of items) if (i.type === 'weapon' && inCase.has(i.id)) families.add(englishName(i.id));
  const ids = new Set<number>();
  for (const i of items) {
    if (i.base) continue;
    if (i.type === 'melee' || (i.type === 'weapon' && families.has(englishName(i.id)))) ids.add(i.id);
  }
  return ids;
}
