// The drawing that stands in for an item's picture when it cannot load (offline, ASSET_BASE_URL=off,
// a CDN error): one silhouette per weapon of the catalogue, keyed by the catalogue's English weapon
// name (the contract's `weapon`). An item without one (older data, a type added later) gets its
// weapon type's representative, never a blank.
import { GLOVE_SILHOUETTES } from './glove-silhouettes.ts';
import { GUN_SILHOUETTES } from './gun-silhouettes.ts';
import { KNIFE_SILHOUETTES } from './knife-silhouettes.ts';
import { pathOf, type Part } from './shapes.ts';

const DRAWINGS: Readonly<Record<string, readonly Part[]>> = { ...GUN_SILHOUETTES, ...KNIFE_SILHOUETTES, ...GLOVE_SILHOUETTES };

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
  const name = weapon && DRAWINGS[weapon] ? weapon : BY_TYPE[(weaponType ?? '').trim().toLowerCase()] ?? 'AK-47';
  let drawing = cache.get(name);
  if (!drawing) {
    drawing = { weapon: name, paths: DRAWINGS[name]!.map(pathOf) };
    cache.set(name, drawing);
  }
  return drawing;
}
