import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEAR_NAMES, WEARS } from '../../src/server/modules/boxes/data/wear.ts';
import { simplifiedOnlyChars } from '../../src/shared/zh-tw/simplified-only.ts';
import { buildAll, DATA_DIR } from './build.ts';
import { loadCs2Lib } from './cs2lib.ts';
import { catalogueId, decodeCatalogueId } from './ids.ts';
import { RARITIES, statTrakEligible, wearsOf } from './taxonomy.ts';
import { zhTW } from './zh-tw.ts';

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

  it('names everything in Traditional Chinese: Steam\'s tchinese names for skins and weapons, our zh-CN converted for the rest', async () => {
    const { catalogue, cases } = buildAll();
    const redline = catalogue.items.find((i) => i.id === catalogueId(222, 'FT', true))!;
    expect(redline.name).toEqual({
      'zh-CN': 'StatTrak™ AK-47 | 红线 (久经沙场)',
      en: 'StatTrak™ AK-47 | Redline (Field-Tested)',
      'zh-TW': 'StatTrak™ AK-47 | 赤色流線 (久經沙場)',
    });
    const blaze = catalogue.items.find((i) => i.id === catalogueId(67, 'FN', false))!;
    expect(blaze.name['zh-TW']).not.toBe(blaze.name['zh-CN']);
    expect(blaze.rarity).toEqual({ ...RARITIES.restricted, 'zh-TW': '受限' });
    for (const w of WEARS) expect(WEAR_NAMES[w]['zh-TW'], w).toBe(zhTW(WEAR_NAMES[w]['zh-CN']));
    for (const i of catalogue.items) expect(i.rarity['zh-TW']).toBe(zhTW(i.rarity['zh-CN']));
    expect(cases.cases.find((c) => c.slug === 'snipers-nest')!.name).toEqual({ 'zh-CN': '狙击手之巢', en: "Sniper's Nest", 'zh-TW': '狙擊手之巢' });
    expect(cases.themes.find((t) => t.name.en === 'Rifles')!.name['zh-TW']).toBe('步槍');
    // No Simplified-only character in any zh-TW text (后 and 里 are Traditional too: 皇后, 底格里斯).
    const simplified = await simplifiedOnlyChars();
    const texts = [
      ...catalogue.items.flatMap((i) => [i.name['zh-TW'], i.weapon['zh-TW'], i.rarity['zh-TW']]),
      ...cases.cases.map((c) => c.name['zh-TW']),
      ...cases.themes.map((t) => t.name['zh-TW']),
    ];
    expect(texts.filter((t) => [...t].some((c) => simplified.has(c)))).toEqual([]);
  });

  it('converts any zh-CN text, keeping a character that has no other Traditional form', () => {
    expect(zhTW('饕餮之箱')).toBe('饕餮之箱');
  });
});
