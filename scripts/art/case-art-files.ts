// The case art files (public/art/cases/<id>.svg) for the committed cases, with the highlights the
// server computes from the same data (its three most valuable models) and the rarity colours of all
// it holds (its trim is the rarest's).
import { caseArtSvg } from '../../src/lib/art/case-art-svg.ts';
import { caseHighlights } from '../../src/server/modules/boxes/catalogue.ts';
import { loadCases, loadCatalogue } from '../../src/server/modules/boxes/data/index.ts';
import type { OrnamentRow } from '../../src/server/modules/boxes/ornaments.ts';

export function caseArtFiles(): Record<string, string> {
  const ornaments = new Map<number, OrnamentRow>(loadCatalogue().items.map((i) => [i.id, {
    id: i.id, price: BigInt(i.price), grade: i.grade, weaponType: i.weaponType,
    info: { name: i.name, rarity: i.rarity, wear: i.wear, statTrak: i.statTrak, image: i.image, weapon: i.weapon.en },
  }]));
  const files: Record<string, string> = {};
  for (const c of loadCases().cases) {
    const version = { table: c.items };
    files[`public/art/cases/${c.id}.svg`] = caseArtSvg({
      id: c.id, themeId: c.themeId, name: c.name.en, highlights: caseHighlights(version, ornaments),
      colors: c.items.map((e) => ornaments.get(e.ornamentId)!.info.rarity.color),
    });
  }
  return files;
}
