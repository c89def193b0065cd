import { describe, expect, it } from 'vitest';
import catalogue from '../server/modules/boxes/data/catalogue.json' with { type: 'json' };
import { RARITY_KEYS, SKIN_CATEGORIES, skinCategoryOf } from './skin-category.ts';

describe('skin categories', () => {
  it('agree with the catalogue shop category wherever the shop has a tab, and split gloves from other', () => {
    for (const item of catalogue.items) {
      const c = skinCategoryOf(item.weaponType);
      expect(SKIN_CATEGORIES).toContain(c);
      if (item.weaponType === 'gloves') expect(c).toBe('gloves');
      else expect(c).toBe(item.shopCategory);
    }
  });

  it('list every rarity the catalogue uses', () => {
    for (const item of catalogue.items) expect(RARITY_KEYS).toContain(item.rarity.key);
  });
});
