import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER_ART } from '../lib/art/banner-art.ts';
import { BANNERS, bannersIn } from './banners.ts';

const publicDir = path.resolve('public');

describe('home banners', () => {
  it('names a drawn picture for every banner: first deposit, provably fair, knives', () => {
    expect(BANNERS.map((b) => b.image)).toEqual(['/banners/first-deposit.svg', '/banners/provably-fair.svg', '/banners/knives.svg']);
  });

  it('every banner picture exists in the site\'s public files (none 404s) and is an SVG drawing', () => {
    for (const b of BANNERS) {
      expect(b.image, `banner ${b.id}`).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      const file = path.join(publicDir, b.image);
      expect(fs.existsSync(file), `${b.image} is missing from public/`).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 300"/);
      expect(svg.length).toBeGreaterThan(1000); // drawn, not a placeholder
      expect(svg).toMatch(/<\/svg>\n$/);
    }
  });

  it('the committed pictures are what the drawings make (run `npm run art` after a change)', () => {
    for (const b of BANNERS) {
      const name = path.basename(b.image);
      expect(BANNER_ART[name], name).toBeDefined();
      expect(fs.readFileSync(path.join(publicDir, b.image), 'utf8'), name).toBe(BANNER_ART[name]());
    }
  });

  it('the first-deposit picture writes no figure: the title carries the configured one', () => {
    expect(BANNER_ART['first-deposit.svg']()).not.toMatch(/\d+\s*%/);
    expect(bannersIn('en', 35)[0]).toMatchObject({ id: 1, title: '+35% on your first deposit' });
    expect(bannersIn('zh-CN', 0).map((b) => b.id)).toEqual([2, 3]);
  });

  it('the knives banner fans the catalogue\'s own knife silhouettes', () => {
    expect((BANNER_ART['knives.svg']().match(/<path d="M/g) ?? []).length).toBeGreaterThan(8);
  });
});
