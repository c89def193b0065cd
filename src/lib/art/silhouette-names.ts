// Which drawn silhouette an item gets, without the drawings: the browser only needs the name of a
// symbol in the sprite public/art/silhouettes.svg (written by `node scripts/art/draw.ts` from
// src/lib/art/*-silhouettes.ts), so the geometry never weighs on a page's JavaScript.

export const SILHOUETTE_SPRITE = '/art/silhouettes.svg';

/** Every weapon of the catalogue that has its own drawing (a test keeps this list and the drawings equal). */
export const DRAWN_WEAPONS: ReadonlySet<string> = new Set([
  'AK-47', 'M4A4', 'M4A1-S', 'AUG', 'FAMAS', 'Galil AR', 'SG 553', 'AWP', 'SSG 08', 'SCAR-20', 'G3SG1',
  'MAC-10', 'MP9', 'MP7', 'MP5-SD', 'UMP-45', 'P90', 'PP-Bizon', 'Glock-18', 'USP-S', 'P2000', 'P250',
  'Desert Eagle', 'Five-SeveN', 'CZ75-Auto', 'Tec-9', 'Dual Berettas', 'R8 Revolver', 'Nova', 'XM1014',
  'MAG-7', 'Sawed-Off', 'M249', 'Negev',
  'Bayonet', 'M9 Bayonet', 'Karambit', 'Talon Knife', 'Butterfly Knife', 'Flip Knife', 'Gut Knife',
  'Huntsman Knife', 'Falchion Knife', 'Bowie Knife', 'Shadow Daggers', 'Stiletto Knife', 'Ursus Knife',
  'Navaja Knife', 'Classic Knife', 'Paracord Knife', 'Survival Knife', 'Nomad Knife', 'Skeleton Knife', 'Kukri Knife',
  'Sport Gloves', 'Driver Gloves', 'Hand Wraps', 'Moto Gloves', 'Specialist Gloves', 'Hydra Gloves',
  'Bloodhound Gloves', 'Broken Fang Gloves',
]);

/** The contract's weaponType -> the model drawn when the item names no weapon we draw. */
const BY_TYPE: Readonly<Record<string, string>> = {
  ak: 'AK-47',
  m4: 'M4A4',
  awp: 'AWP',
  rifle: 'Galil AR',
  sniper: 'SSG 08',
  pistol: 'Glock-18',
  deagle: 'Desert Eagle',
  smg: 'MP9',
  shotgun: 'Nova',
  machinegun: 'M249',
  knife: 'Karambit',
  gloves: 'Sport Gloves',
};

/** The weapon drawn for an item: its own, else its type's representative, else a rifle. */
export function silhouetteName(weapon: string | null | undefined, weaponType?: string | null): string {
  return weapon && DRAWN_WEAPONS.has(weapon) ? weapon : BY_TYPE[(weaponType ?? '').trim().toLowerCase()] ?? 'AK-47';
}

/** "Desert Eagle" -> "desert-eagle": the symbol's id in the sprite. */
export const symbolId = (weapon: string): string => weapon.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The sprite address of a weapon's drawing, for <use href>. */
export const silhouetteHref = (weapon: string): string => `${SILHOUETTE_SPRITE}#${symbolId(weapon)}`;
