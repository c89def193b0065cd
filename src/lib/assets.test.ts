import { describe, expect, it } from 'vitest';
import { assetSrcSet, assetUrl } from './assets.ts';
import { rarityColor } from './weapons.ts';

describe('assetUrl', () => {
  it('prefixes relative paths with the base, same origin by default', () => {
    expect(assetUrl('items/ak.png', '')).toBe('/items/ak.png');
    expect(assetUrl('/items/ak.png', '')).toBe('/items/ak.png');
    expect(assetUrl('items/ak.png', 'https://cdn.test/')).toBe('https://cdn.test/items/ak.png');
    expect(assetUrl('items/ak.png', 'https://cdn.test/assets')).toBe('https://cdn.test/assets/items/ak.png');
  });

  it('keeps absolute and data URLs, and empty stays empty', () => {
    expect(assetUrl('https://x.test/a.png', 'https://cdn.test')).toBe('https://x.test/a.png');
    expect(assetUrl('//x.test/a.png', 'https://cdn.test')).toBe('//x.test/a.png');
    expect(assetUrl('data:image/png;base64,AAA', 'https://cdn.test')).toBe('data:image/png;base64,AAA');
    expect(assetUrl('', 'https://cdn.test')).toBe('');
    expect(assetUrl(null)).toBe('');
  });

  it('asks for no picture when the base is off (the silhouette is drawn at once)', () => {
    expect(assetUrl('/images/abc.webp', 'off')).toBe('');
    expect(assetUrl('data:image/png;base64,AAA', 'off')).toBe('data:image/png;base64,AAA');
  });
});

describe('assetSrcSet', () => {
  it('names both mirror widths of a mirrored picture, and nothing for a CDN picture', () => {
    const url = assetUrl('/images/abc.webp', '/assets/mirror/512');
    expect(url).toBe('/assets/mirror/512/images/abc.webp');
    expect(assetSrcSet(url)).toBe('/assets/mirror/256/images/abc.webp 256w, /assets/mirror/512/images/abc.webp 512w');
    expect(assetSrcSet(assetUrl('/images/abc.webp', 'https://cdn.test'))).toBeUndefined();
  });
});

describe('rarity colours', () => {
  it('accepts hex colours only', () => {
    expect(rarityColor('#eb4b4b')).toBe('#eb4b4b');
    expect(rarityColor('red; background: url(x)')).toBe('#b0c3d9');
    expect(rarityColor(undefined)).toBe('#b0c3d9');
  });
});
