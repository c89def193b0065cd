import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEARS } from '../../src/server/modules/boxes/data/wear.ts';
import { buildAll, DATA_DIR } from './build.ts';
import { loadCs2Lib } from './cs2lib.ts';
import { catalogueId, decodeCatalogueId } from './ids.ts';
import { statTrakEligible, wearsOf } from './taxonomy.ts';

describe('generator', () => {
  it('is deterministic and the committed files are up to date (else run `npm run catalogue`)', () => {
    const first = buildAll();
    const second = buildAll();
    expect(second.files).toEqual(first.files);
    for (const [file, text] of Object.entries(first.files)) {
      expect(readFileSync(new URL(file, DATA_DIR), 'utf8'), file).toBe(text);
    }
  });

  it('derives ids from the cs2-lib id, wear and StatTrak™ and can decode them', () => {
    expect(catalogueId(222, 'FN', false)).toBe(2220);
    expect(catalogueId(222, 'FT', true)).toBe(2225);
    expect(catalogueId(222, 'BS', true)).toBe(2229);
    expect(decodeCatalogueId(2225)).toEqual({ cs2Id: 222, wear: 'FT', statTrak: true });
    const { catalogue } = buildAll();
    for (const item of catalogue.items) {
      const { wear, statTrak } = decodeCatalogueId(item.id);
      expect([wear, statTrak]).toEqual([item.wear, item.statTrak]);
    }
  });

  it('only sells wear grades a skin can have', () => {
    const lib = loadCs2Lib();
    const skin = (name: string) => lib.items.find((i) => i.type !== 'case' && lib.en[i.id]?.name === name && !i.altName)!;
    expect(wearsOf(skin('AK-47 | Redline'))).toEqual(['MW', 'FT', 'WW', 'BS']); // floats 0.10–0.70
    expect(wearsOf(skin('AWP | Asiimov'))).toEqual(['FT', 'WW', 'BS']); // 0.18–1.00
    expect(wearsOf(skin('Karambit | Fade'))).toEqual(['FN', 'MW']); // 0.00–0.08
  });

  it('never makes StatTrak™ gloves, but knives from cases can be', () => {
    const lib = loadCs2Lib();
    const eligible = statTrakEligible(lib.items, (id) => lib.en[id]?.name ?? '');
    for (const i of lib.items) if (i.type === 'glove') expect(eligible.has(i.id)).toBe(false);
    // cs2-lib puts one Doppler phase in the case's list; every phase is StatTrak™ in the game.
    const phases = lib.items.filter((i) => lib.en[i.id]?.name === 'Karambit | Doppler');
    expect(phases.length).toBeGreaterThan(1);
    for (const p of phases) expect(eligible.has(p.id)).toBe(true);
    // A collection-only skin (Dust II collection, no case) has no StatTrak™.
    const safari = lib.items.find((i) => lib.en[i.id]?.name === 'AK-47 | Safari Mesh')!;
    expect(eligible.has(safari.id)).toBe(false);
    const { catalogue } = buildAll();
    expect(catalogue.items.some((i) => i.weaponType === 'knife' && i.statTrak)).toBe(true);
    expect(catalogue.items.some((i) => i.weaponType === 'gloves' && i.statTrak)).toBe(false);
  });

  it('prices every skin monotonically across its own wears and StatTrak™', () => {
    const { catalogue } = buildAll();
    const byId = new Map(catalogue.items.map((i) => [i.id, i.price]));
    for (const item of catalogue.items) {
      const { cs2Id, wear, statTrak } = decodeCatalogueId(item.id);
      const nextWear = WEARS[WEARS.indexOf(wear) + 1];
      const worse = nextWear && byId.get(catalogueId(cs2Id, nextWear, statTrak));
      if (worse !== undefined) expect(item.price).toBeGreaterThanOrEqual(worse);
      if (!statTrak) {
        const st = byId.get(catalogueId(cs2Id, wear, true));
        if (st !== undefined) expect(st).toBeGreaterThanOrEqual(item.price);
      }
    }
  });
});
