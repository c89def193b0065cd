// The catalogue's weapon types grouped into the categories players filter by: the shop's tabs
// (the spec's screens: dagger, AWP, M4, AK, pistol; src/shared/shop.ts) plus gloves and "other" (every other
// gun). Labels are the UI messages `skin.category.<key>`.

/** Filter order as the chips show it; `all` is no filter. */
export const SKIN_CATEGORIES = ['dagger', 'gloves', 'awp', 'm4', 'ak', 'pistol', 'other'] as const;
export type SkinCategory = (typeof SKIN_CATEGORIES)[number];

const BY_WEAPON_TYPE: Readonly<Record<string, SkinCategory>> = {
  knife: 'dagger',
  gloves: 'gloves',
  awp: 'awp',
  m4: 'm4',
  ak: 'ak',
  pistol: 'pistol',
};

/** The category of a catalogue weapon type (Ornament.weaponType); rifles, SMGs, shotguns… are `other`. */
export function skinCategoryOf(weaponType: string): SkinCategory {
  return BY_WEAPON_TYPE[weaponType] ?? 'other';
}

/** Steam's rarity keys, lowest first (the catalogue's rarity.key). */
export const RARITY_KEYS = ['consumer', 'industrial', 'milspec', 'restricted', 'classified', 'covert', 'contraband', 'extraordinary'] as const;
export type RarityKey = (typeof RARITY_KEYS)[number];
