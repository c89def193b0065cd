// Rarity colours as the drawings use them (the silhouettes themselves: src/lib/art/).

/** Steam's "consumer grade" grey, for an item whose rarity colour is missing or malformed. */
export const FALLBACK_RARITY_COLOR = '#b0c3d9';

export function rarityColor(color: string | null | undefined): string {
  return color && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : FALLBACK_RARITY_COLOR;
}
