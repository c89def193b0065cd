import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseArtFiles } from '../../../scripts/art/case-art-files.ts';
import { caseArtSvg } from '../../lib/art/case-art-svg.ts';
import { loadCases } from '../../server/modules/boxes/data/index.ts';
import { CRATE, FORMS } from '../../lib/art/case-art.ts';
import { CaseArt, CaseArtPlaceholder } from './CaseArt.tsx';
import { ServerOnly } from './SafeImage.tsx';

const files = caseArtFiles();
const cases = loadCases().cases;
const look = (svg: string) => /data-case-look="([^"]+)"/.exec(svg)![1];
const fanned = (svg: string) => [...svg.matchAll(/data-fan="([^"]+)"/g)].map((m) => m[1]);

describe('case art', () => {
  it('draws two different cases differently: colour, pattern or emblem, and their own top models', () => {
    const [a, b] = [files['public/art/cases/1.svg'], files['public/art/cases/2.svg']];
    expect(a).not.toBe(b);
    expect(look(a)).not.toBe(look(b));
    // Same highlights, another case: still another look.
    const hl = [{ weapon: 'Karambit', weaponType: 'knife', color: '#e4ae39' }];
    expect(look(caseArtSvg({ id: 4, themeId: 2, name: 'x', highlights: hl }))).not.toBe(look(caseArtSvg({ id: 5, themeId: 2, name: 'x', highlights: hl })));
  });

  it('gives each of the 18 cases its own look, fanning three of its most valuable items', () => {
    expect(cases.length).toBeGreaterThanOrEqual(18);
    const svgs = cases.map((c) => files[`public/art/cases/${c.id}.svg`]);
    expect(new Set(svgs.map(look)).size).toBe(cases.length);
    for (const svg of svgs) expect(fanned(svg)).toHaveLength(3);
    expect(fanned(files['public/art/cases/14.svg'])).toContain('Karambit'); // Karambit Dream
  });

  it('every case has its committed drawing, the one the code makes (run npm run art after a change)', () => {
    for (const [file, svg] of Object.entries(files)) {
      expect(fs.existsSync(file), `${file} is missing`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), file).toBe(svg);
    }
  });

  it('the page shows the case\'s drawing, named for screen readers', () => {
    const html = renderToStaticMarkup(<CaseArt box={{ id: 14, name: '爪子刀之梦' }} />);
    expect(html).toContain('src="/art/cases/14.svg"');
    expect(html).toContain('alt="爪子刀之梦"');
  });
});

describe('the container picture over the drawing', () => {
  afterEach(() => vi.unstubAllEnvs());
  const IMAGE = '/images/abc.webp';

  it('online, a case shows its container picture from the asset base, its drawing underneath until it loads', () => {
    vi.stubEnv('ASSET_BASE_URL', 'https://cdn.example');
    const html = renderToStaticMarkup(<CaseArt box={{ id: 14, name: '爪子刀之梦', image: IMAGE }} />);
    expect(html).toContain('data-case-picture="cdn"');
    expect(html).toContain('src="https://cdn.example/images/abc.webp"');
    expect(html).toContain('alt="爪子刀之梦"');
    // The drawing is the picture's stand-in: there, but not named twice for screen readers.
    expect(html).toContain('src="/art/cases/14.svg"');
    expect(html).toMatch(/<img src="\/art\/cases\/14\.svg" alt(="")?[ >]/);
  });

  it('with pictures off, or a case without one, only the drawing shows', () => {
    vi.stubEnv('ASSET_BASE_URL', 'off');
    for (const box of [{ id: 3, name: 'x', image: IMAGE }, { id: 3, name: 'x' }]) {
      const html = renderToStaticMarkup(<CaseArt box={box} />);
      expect(html).toContain('data-case-picture="drawn"');
      expect(html).not.toContain('images/abc.webp');
      expect(html).toContain('alt="x"');
    }
  });

  it('on a page no island hydrates, both are in the HTML: the picture hidden over the drawing, for the page script to show', () => {
    vi.stubEnv('ASSET_BASE_URL', 'https://cdn.example');
    const html = renderToStaticMarkup(<ServerOnly><CaseArt box={{ id: 3, name: 'x', image: IMAGE }} /></ServerOnly>);
    expect(html.indexOf('data-case-drawing')).toBeLessThan(html.indexOf('data-case-cdn'));
    expect(html).toContain('case-art-placeholder');
    expect(/<img[^>]*data-case-cdn[^>]*>/.exec(html)![0]).toContain('opacity-0');
  });
});

describe('case art placeholder', () => {
  it('a card shows a crate placeholder under its picture, also where no script runs', () => {
    const html = renderToStaticMarkup(<ServerOnly><CaseArt box={{ id: 3, name: 'x' }} /></ServerOnly>);
    expect(html).toContain('data-testid="case-art-placeholder"');
    expect(html.indexOf('case-art-placeholder')).toBeLessThan(html.indexOf('<img'));
  });

  it('sits inside the body of every drawn form, so the loaded drawing hides it', () => {
    const html = renderToStaticMarkup(<CaseArtPlaceholder />);
    const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(new RegExp(`<rect[^>]* ${a}="([\\d.]+)"`).exec(html)![1]));
    for (const form of [CRATE, ...Object.values(FORMS)]) {
      expect(x).toBeGreaterThanOrEqual(form.box.x);
      expect(x + w).toBeLessThanOrEqual(form.box.x + form.box.w);
      expect(y).toBeGreaterThanOrEqual(form.box.y);
      expect(y + h).toBeLessThanOrEqual(form.box.y + form.box.h);
    }
  });
});
