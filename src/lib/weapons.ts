// Which silhouette stands in for an item whose picture is missing: the contract's weaponType
// (knife, gloves, awp, m4, ak, pistol, rifle, smg, shotgun, machinegun, sniper) folded into the
// eight shapes we draw.
export const SILHOUETTES = ['knife', 'gloves', 'rifle', 'pistol', 'sniper', 'smg', 'shotgun', 'machinegun'] as const;
export type Silhouette = (typeof SILHOUETTES)[number];

const ALIASES: Readonly<Record<string, Silhouette>> = {
  knife: 'knife',
  dagger: 'knife',
  gloves: 'gloves',
  glove: 'gloves',
  awp: 'sniper',
  sniper: 'sniper',
  ssg08: 'sniper',
  rifle: 'rifle',
  ak: 'rifle',
  m4: 'rifle',
  pistol: 'pistol',
  deagle: 'pistol',
  smg: 'smg',
  shotgun: 'shotgun',
  machinegun: 'machinegun',
};

/** Unknown types get the rifle: the most common shape in a case. */
export function silhouetteOf(weaponType: string | null | undefined): Silhouette {
  return ALIASES[(weaponType ?? '').trim().toLowerCase()] ?? 'rifle';
}

/** Steam's "consumer grade" grey, for an item whose rarity colour is missing or malformed. */
export const FALLBACK_RARITY_COLOR = '#b0c3d9';

export function rarityColor(color: string | null | undefined): string {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : FALLBACK_RARITY_COLOR;
}
