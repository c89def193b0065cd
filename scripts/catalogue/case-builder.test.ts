import { describe, expect, it } from 'vitest';
import { TICKETS } from '../../src/shared/contracts/box.ts';
import type { CatalogueFile, CatalogueItem } from '../../src/server/modules/boxes/data/types.ts';
import { buildCases } from './case-builder.ts';
import type { CaseSpec, ThemeSpec } from './cases.ts';

// A minimal catalogue: ten items called "Item 1".."Item 10" with ids 10..100.
const catalogue: CatalogueFile = {
  source: 'test',
  items: Array.from({ length: 10 }, (_, i) => ({ id: (i + 1) * 10, name: { en: `Item ${i + 1}`, 'zh-CN': `物品 ${i + 1}` }, price: 100 }) as CatalogueItem),
};
const themes: ThemeSpec[] = [{ slug: 't', name: { 'zh-CN': '主题', en: 'Theme' } }];
const spec = (items: CaseSpec['items']): CaseSpec => ({
  slug: 'c',
  theme: 't',
  name: { 'zh-CN': '箱', en: 'Case' },
  container: 'box',
  version: 1,
  items,
});
const eight = (last: number | 'rest' = 'rest'): CaseSpec['items'] => [
  ...Array.from({ length: 7 }, (_, i) => [`Item ${i + 1}`, 1_000] as const),
  ['Item 8', last],
];
const build = (s: CaseSpec) => buildCases(themes, [s], catalogue, () => '/img.webp');

describe('buildCases', () => {
  it('lays ranges end to end over 1..TICKETS, the rest item taking what is left', () => {
    const { cases, themes: out } = build(spec(eight()));
    expect(out).toEqual([{ id: 1, name: { ...themes[0].name, 'zh-TW': '主題' } }]);
    const items = cases[0].items;
    expect(items[0]).toEqual({ ornamentId: 10, ticketFrom: 1, ticketTo: 1_000 });
    expect(items[7]).toEqual({ ornamentId: 80, ticketFrom: 7_001, ticketTo: TICKETS });
    expect(cases[0]).toMatchObject({ id: 1, slug: 'c', themeId: 1, image: '/img.webp', version: 1 });
  });

  it('refuses a case that could not tile exactly or breaks a rule', () => {
    expect(() => build(spec(eight(1_000)))).toThrow(/exactly 1/); // no rest item
    expect(() => build(spec(eight().slice(1)))).toThrow(/7 items/);
    expect(() => build(spec([...eight().slice(0, 7), ['Item 8', 'rest'], ['Item 9', 'rest']]))).toThrow(/2 items/);
    expect(() => build(spec([['Item 1', TICKETS], ...eight().slice(1)]))).toThrow(/nothing for the 'rest'/);
    expect(() => build(spec([['Item 1', 0], ...eight().slice(1)]))).toThrow(/0 tickets/);
    expect(() => build(spec([['Item 1', 1.5], ...eight().slice(1)]))).toThrow(/1.5 tickets/);
    expect(() => build(spec([['Nope', 10], ...eight().slice(1)]))).toThrow(/not in the catalogue/);
    expect(() => build(spec([['Item 2', 10], ...eight().slice(1)]))).toThrow(/listed twice/);
    expect(() => build({ ...spec(eight()), theme: 'x' })).toThrow(/unknown theme/);
    expect(() => buildCases(themes, [spec(eight()), spec(eight())], catalogue, () => '')).toThrow(/used twice/);
  });
});
