import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { caseHighlights, type BoxVersion } from '../../server/modules/boxes/catalogue.ts';
import { loadCases, loadCatalogue } from '../../server/modules/boxes/data/index.ts';
import type { OrnamentRow } from '../../server/modules/boxes/ornaments.ts';
import { CaseArt } from './CaseArt.tsx';

// The 18 committed cases with the highlights the server sends for them.
const catalogue = loadCatalogue();
const ornaments = new Map<number, OrnamentRow>(catalogue.items.map((i) => [i.id, {
  id: i.id, price: BigInt(i.price), grade: i.grade, weaponType: i.weaponType,
  info: { name: i.name, rarity: i.rarity, wear: i.wear, statTrak: i.statTrak, image: i.image, weapon: i.weapon.en },
}]));
const cases = loadCases().cases.map((c) => {
  const version: BoxVersion = { boxId: c.id, version: 1, price: 1n, table: c.items };
  return { id: c.id, themeId: c.themeId, name: c.name.en, highlights: caseHighlights(version, ornaments) };
});
const draw = (box: (typeof cases)[number]) => renderToStaticMarkup(<CaseArt box={box} />);

describe('CaseArt', () => {
  it('draws two different cases differently: colour, pattern or emblem, and their own top models', () => {
    const [a, b] = [draw(cases[0]!), draw(cases[1]!)];
    expect(a).not.toBe(b);
    const look = (svg: string) => /data-case-look="([^"]+)"/.exec(svg)![1];
    expect(look(a)).not.toBe(look(b));
  });

  it('gives each of the catalogue\'s cases its own look, and fans its most valuable models behind it', () => {
    expect(cases.length).toBeGreaterThanOrEqual(18);
    const looks = new Set(cases.map((c) => /data-case-look="([^"]+)"/.exec(draw(c))![1]));
    expect(looks.size).toBe(cases.length);
    for (const c of cases) {
      const fanned = [...draw(c).matchAll(/data-fan="([^"]+)"/g)].map((m) => m[1]).sort();
      expect(fanned, c.name).toEqual(c.highlights.map((h) => h.weapon).sort());
      expect(fanned.length, c.name).toBe(3);
    }
  });

  it('paints each fanned model in its rarity colour, and names the case for screen readers', () => {
    const c = cases.find((x) => x.id === 14)!; // Karambit Dream
    const svg = draw(c);
    expect(svg).toContain(`aria-label="${c.name}"`);
    expect(svg).toContain(`fill="${c.highlights[0]!.color}"`);
  });
});
