import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../server/modules/boxes/data/index.ts';
import fs from 'node:fs';
import { silhouetteHref, silhouetteName, symbolId } from './silhouette-names.ts';
import { drawnWeapons, silhouetteFor, silhouetteSprite } from './weapon-silhouettes.ts';

const catalogue = loadCatalogue();
const weapons = [...new Set(catalogue.items.map((i) => i.weapon.en))].sort();

describe('weapon silhouettes', () => {
  it('the catalogue has every kind of knife, glove and gun (so the checks below mean something)', () => {
    const types = (t: string) => new Set(catalogue.items.filter((i) => i.weaponType === t).map((i) => i.weapon.en)).size;
    expect(types('knife')).toBeGreaterThanOrEqual(20);
    expect(types('gloves')).toBeGreaterThanOrEqual(8);
    expect(weapons.length).toBeGreaterThanOrEqual(60);
  });

  it('draws every weapon of the catalogue as itself, never a fallback shape', () => {
    expect(weapons.filter((w) => silhouetteFor(w, 'rifle').weapon !== w)).toEqual([]);
    // What the pages pick (by name, without the geometry) is the same drawing.
    expect(weapons.filter((w) => silhouetteName(w, 'rifle') !== w)).toEqual([]);
    expect(weapons.filter((w) => !drawnWeapons().includes(w))).toEqual([]);
  });

  it('the pages\' sprite holds every drawing under its own id and is what the code draws', () => {
    const sprite = fs.readFileSync('public/art/silhouettes.svg', 'utf8');
    expect(sprite, 'run npm run art').toBe(silhouetteSprite());
    const ids = weapons.map(symbolId);
    expect(new Set(ids).size).toBe(weapons.length);
    for (const w of weapons) {
      expect(sprite).toContain(`<symbol id="${symbolId(w)}" viewBox="0 0 100 50"`);
      expect(silhouetteHref(w)).toBe(`/art/silhouettes.svg#${symbolId(w)}`);
    }
  });

  it('gives every weapon its own drawing: no two catalogue weapons share a silhouette', () => {
    const byDrawing = new Map<string, string[]>();
    for (const w of weapons) {
      const key = silhouetteFor(w).paths.join(' ');
      byDrawing.set(key, [...(byDrawing.get(key) ?? []), w]);
    }
    expect([...byDrawing.values()].filter((names) => names.length > 1)).toEqual([]);
  });

  it('keeps every drawing inside its 100 × 50 box, with real SVG path data', () => {
    for (const w of drawnWeapons()) {
      for (const d of silhouetteFor(w).paths) {
        expect(d, w).toMatch(/^(M[-\d. L]+Z)+$/);
        const numbers = d.replace(/[MLZ]/g, ' ').trim().split(/\s+/).map(Number);
        numbers.forEach((v, i) => expect(v, `${w} ${i % 2 ? 'y' : 'x'}`).toBeGreaterThanOrEqual(-0.5));
        numbers.forEach((v, i) => expect(v, `${w}`).toBeLessThanOrEqual(i % 2 ? 50.5 : 100.5));
      }
    }
  });

  it('an unknown weapon falls back to its type\'s model', () => {
    expect(silhouetteFor('Zeus x27', 'pistol').weapon).toBe('Glock-18');
    expect(silhouetteFor(undefined, 'knife').weapon).toBe('Karambit');
    expect(silhouetteFor(null, null).weapon).toBe('AK-47');
  });
});
