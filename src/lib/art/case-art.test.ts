// Each case's drawn face (docs/decisions/0106-asset-mirror.md): the 18 seeded cases give 18
// distinct faces, the same case always the same one, from its name, theme and contents.
import { describe, expect, it } from 'vitest';
import { caseArtFiles } from '../../../scripts/art/case-art-files.ts';
import { loadCases, catalogueById } from '../../server/modules/boxes/data/index.ts';
import { caseArtSvg } from './case-art-svg.ts';
import { caseLook, rarestColor, type CaseLike } from './case-art.ts';

const items = catalogueById();
const seeded: CaseLike[] = loadCases().cases.map((c) => ({
  id: c.id, themeId: c.themeId, name: c.name.en, colors: c.items.map((e) => items.get(e.ornamentId)!.rarity.color),
}));
const face = (c: CaseLike) => {
  const l = caseLook(c);
  return `${l.shape}/${l.material}/${l.pattern}/${l.emblem}/${l.hue}/${l.colors.glow}`;
};

describe('case faces', () => {
  it('gives the 18 seeded cases 18 distinct faces, using every shape and material', () => {
    expect(seeded).toHaveLength(18);
    expect(new Set(seeded.map(face)).size).toBe(18);
    const looks = seeded.map(caseLook);
    expect(new Set(looks.map((l) => l.shape))).toEqual(new Set(['crate', 'chest', 'briefcase', 'vault']));
    expect(new Set(looks.map((l) => l.material))).toEqual(new Set(['painted', 'brushed', 'wood', 'carbon']));
    // The three cases of a theme share its emblem but never a shape.
    for (const theme of new Set(seeded.map((c) => c.themeId))) {
      const ofTheme = seeded.filter((c) => c.themeId === theme).map(caseLook);
      expect(new Set(ofTheme.map((l) => l.emblem)).size).toBe(1);
      expect(new Set(ofTheme.map((l) => l.shape)).size).toBe(ofTheme.length);
    }
  });

  it('always gives the same case the same face and the same drawing', () => {
    for (const c of seeded) {
      expect(face({ ...c, colors: [...c.colors!].reverse() })).toBe(face(c));
      expect(caseArtSvg({ ...c, name: c.name! })).toBe(caseArtSvg({ ...c, name: c.name! }));
    }
    // Pinned, so a change to how faces are derived is a deliberate one (it redraws every case).
    expect(face(seeded[13])).toBe('crate/brushed/chevron/blade/339/#eb4b4b');
  });

  it('glows in the colour of the rarest item the case holds', () => {
    expect(rarestColor(['#4b69ff', '#e4ae39', '#eb4b4b'])).toBe('#e4ae39');
    expect(rarestColor(['#4b69ff', 'bogus'])).toBe('#4b69ff');
    expect(rarestColor([])).toBe('#b0c3d9');
    const base = { id: 1, themeId: 1, name: 'Test' };
    expect(caseLook({ ...base, colors: ['#4b69ff'] }).colors.glow).toBe('#4b69ff');
    expect(caseLook({ ...base, colors: ['#4b69ff', '#d32ce6'] }).colors.glow).toBe('#d32ce6');
  });

  it('draws each case as a small SVG with no filter', () => {
    for (const svg of Object.values(caseArtFiles())) {
      expect(svg.length).toBeLessThan(16_000);
      expect(svg).not.toMatch(/<filter|filter\s*[:=]/);
    }
  });
});
