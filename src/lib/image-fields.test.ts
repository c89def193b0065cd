import { describe, expect, it } from 'vitest';
import { imageUrl, ITEM_IMAGE_FIELDS, SITE_IMAGE_FIELDS } from './image-fields.ts';

const CDN = 'https://cdn.test/base';

describe('imageUrl', () => {
  it('covers every image field the spec names, each once', () => {
    const all = [...ITEM_IMAGE_FIELDS, ...SITE_IMAGE_FIELDS].sort();
    expect(all).toEqual(['avatar', 'banner', 'boxImage', 'giftImage', 'headGround', 'headPic', 'image', 'sourceImage', 'virtualImg', 'weaponImage', 'winVoucherImg']);
  });

  it('prefixes catalogue pictures with the asset base', () => {
    for (const field of ITEM_IMAGE_FIELDS) {
      expect(imageUrl(field, '/images/abc.webp', CDN)).toBe('https://cdn.test/base/images/abc.webp');
      expect(imageUrl(field, 'images/abc.webp', CDN)).toBe('https://cdn.test/base/images/abc.webp');
    }
    // A base that is off asks for no picture (the drawn silhouette shows).
    expect(imageUrl('winVoucherImg', '/images/abc.webp', 'off')).toBe('');
  });

  it('serves the site\'s own pictures from this origin, whatever the item base', () => {
    for (const field of SITE_IMAGE_FIELDS) {
      expect(imageUrl(field, '/avatars/presets/01.svg', CDN)).toBe('/avatars/presets/01.svg');
      expect(imageUrl(field, 'virtual/frame-gold.svg', 'off')).toBe('/virtual/frame-gold.svg');
    }
  });

  it('keeps absolute and data addresses, and empty stays empty', () => {
    expect(imageUrl('avatar', 'https://steamcdn.test/a.jpg', CDN)).toBe('https://steamcdn.test/a.jpg');
    expect(imageUrl('image', 'https://x.test/a.png', CDN)).toBe('https://x.test/a.png');
    expect(imageUrl('headPic', 'data:image/png;base64,AAA')).toBe('data:image/png;base64,AAA');
    expect(imageUrl('avatar', '')).toBe('');
    expect(imageUrl('boxImage', null, CDN)).toBe('');
  });
});
