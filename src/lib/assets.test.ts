import { describe, expect, it } from 'vitest';
import { assetUrl } from './assets.ts';
import { rarityColor, silhouetteOf } from './weapons.ts';

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
});

describe('weapon silhouettes and rarity colours', () => {
  it('folds contract weapon types into the drawn shapes', () => {
    expect(silhouetteOf('awp')).toBe('sniper');
    expect(silhouetteOf('AK')).toBe('rifle');
    expect(silhouetteOf('m4')).toBe('rifle');
    expect(silhouetteOf('knife')).toBe('knife');
    expect(silhouetteOf('gloves')).toBe('gloves');
    expect(silhouetteOf('machinegun')).toBe('machinegun');
    expect(silhouetteOf('something new')).toBe('rifle');
    expect(silhouetteOf(undefined)).toBe('rifle');
  });

  it('accepts hex colours only', () => {
    expect(rarityColor('#eb4b4b')).toBe('#eb4b4b');
    expect(rarityColor('red; background: url(x)')).toBe('#b0c3d9');
    expect(rarityColor(undefined)).toBe('#b0c3d9');
  });
});
