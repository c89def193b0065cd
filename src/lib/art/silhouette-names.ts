// Which drawn silhouette an item gets, without the drawings: the browser only needs the name of a
// symbol in the sprite public/art/silhouettes.svg (written by `npm run art` from
// src/lib/art/*-silhouettes.ts), so the geometry never weighs on a page's JavaScript.

export const SILHOUETTE_SPRITE = '/art/silhouettes.svg';

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

/**
 * The weapon drawn for an item: its own (every weapon of the catalogue has a drawing: a test holds
 * the catalogue, the drawings and the sprite to that), else its type's representative, else a rifle.
 */
export function silhouetteName(weapon: string | null | undefined, weaponType?: string | null): string {
  return weapon || (BY_TYPE[(weaponType ?? '').trim().toLowerCase()] ?? 'AK-47');
}

/** "Desert Eagle" -> "desert-eagle": the symbol's id in the sprite. */
export const symbolId = (weapon: string): string => weapon.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The sprite address of a weapon's drawing, for <use href>. */
export const silhouetteHref = (weapon: string): string => `${SILHOUETTE_SPRITE}#${symbolId(weapon)}`;
