// The drawn avatar of a player without an uploaded picture: two colours and an emblem picked
// from a hash of the player's id, so every player has their own and keeps it on every page and
// device (no storage, nothing random). Pure, so the server and the first client render agree.

/** The emblems, as 24×24 SVG path data, drawn in white over the gradient. */
export const EMBLEMS: readonly string[] = [
  // crosshair
  'M12 3v5M12 16v5M3 12h5M16 12h5M12 7a5 5 0 1 0 0 10a5 5 0 1 0 0-10',
  // hexagon
  'M12 4l7 4v8l-7 4l-7-4V8z',
  // star
  'M12 3l2.6 5.6l6.1.7l-4.5 4.2l1.2 6L12 16.6L6.6 19.5l1.2-6L3.3 9.3l6.1-.7z',
  // diamond
  'M12 3l8 9l-8 9l-8-9z',
  // chevrons
  'M5 8l7 5l7-5M5 13l7 5l7-5',
  // bolt
  'M13 3L6 13h5l-1 8l7-10h-5z',
  // shield
  'M12 3l7 3v5c0 5-3.5 8-7 10c-3.5-2-7-5-7-10V6z',
  // crown
  'M4 17l1.5-9l4 4L12 6l2.5 6l4-4L20 17z',
  // flame
  'M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5c0 2 1 3 2 3c0-3-1-5 .5-8',
  // blades
  'M5 19L17 5l2 0l0 2L5 19M19 19L7 5L5 5l0 2L19 19',
];

export interface AvatarLook {
  /** Hues of the gradient's two stops (degrees). */
  from: number;
  to: number;
  /** Index into EMBLEMS. */
  emblem: number;
  /** The gradient's direction (degrees). */
  angle: number;
}

/** FNV-1a over the UTF-16 units, then a final mix so near seeds ("7", "8") land far apart. */
function hash(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function avatarLook(seed: string): AvatarLook {
  const h = hash(seed);
  const from = h % 360;
  return {
    from,
    // 40–140° apart: two distinct colours that still sit well together.
    to: (from + 40 + ((h >>> 9) % 101)) % 360,
    emblem: (h >>> 16) % EMBLEMS.length,
    angle: ((h >>> 24) % 8) * 45,
  };
}
