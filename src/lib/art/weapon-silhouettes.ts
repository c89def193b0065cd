// The drawings that stand in for an item's picture when it cannot load (offline, ASSET_BASE_URL=off,
// a CDN error): one silhouette per weapon of the catalogue, keyed by the catalogue's English weapon
// name (the contract's `weapon`). An item without one (older data, a type added later) gets its
// weapon type's representative, never a blank. The pages use them through the sprite this module
// writes (silhouetteSprite -> public/art/silhouettes.svg), not by importing the geometry.
import { GLOVE_SILHOUETTES } from './glove-silhouettes.ts';
import { GUN_SILHOUETTES } from './gun-silhouettes.ts';
import { KNIFE_SILHOUETTES } from './knife-silhouettes.ts';
import { pathOf, type Part } from './shapes.ts';
import { silhouetteName, symbolId } from './silhouette-names.ts';

const DRAWINGS: Readonly<Record<string, readonly Part[]>> = { ...GUN_SILHOUETTES, ...KNIFE_SILHOUETTES, ...GLOVE_SILHOUETTES };

export interface SilhouetteDrawing {
  /** The weapon drawn (a key of the catalogue's weapon names). */
  weapon: string;
  /** One SVG path per part (holes drawn with fill-rule evenodd). */
  paths: readonly string[];
}

const cache = new Map<string, SilhouetteDrawing>();

/** The weapons that have their own drawing. */
export function drawnWeapons(): string[] {
  return Object.keys(DRAWINGS);
}

/** The drawing for a weapon name, else for the weapon type, else a rifle. */
export function silhouetteFor(weapon: string | null | undefined, weaponType?: string | null): SilhouetteDrawing {
  const name = weapon && DRAWINGS[weapon] ? weapon : silhouetteName(undefined, weaponType);
  let drawing = cache.get(name);
  if (!drawing) {
    drawing = { weapon: name, paths: DRAWINGS[name].map(pathOf) };
    cache.set(name, drawing);
  }
  return drawing;
}

/** All drawings as one SVG sprite of <symbol>s, ids from symbolId (public/art/silhouettes.svg). */
export function silhouetteSprite(): string {
  const symbols = drawnWeapons().map((w) => {
    const paths = silhouetteFor(w).paths.map((d) => `<path d="${d}"/>`).join('');
    return `<symbol id="${symbolId(w)}" viewBox="0 0 100 50" fill-rule="evenodd">${paths}</symbol>`;
  });
  return ['<svg xmlns="http://www.w3.org/2000/svg">', ...symbols, '</svg>', ''].join('\n');
}
