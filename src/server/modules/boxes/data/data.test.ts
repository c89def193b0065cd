// Checks the committed JSON itself, through the same loaders the server uses.
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TICKETS } from '../../../../shared/contracts/box.ts';
import { casePrice, catalogueById, expectedValueFen, loadCases, loadCatalogue, rtpBasisPoints } from './index.ts';
import type { ShopCategory, WeaponType } from './types.ts';

const { items } = loadCatalogue();
const { themes, cases } = loadCases();
const byId = catalogueById();

describe('catalogue.json', () => {
  it('has at least 300 items with unique positive integer ids, sorted', () => {
    expect(items.length).toBeGreaterThanOrEqual(300);
    expect(byId.size).toBe(items.length);
    for (let i = 0; i < items.length; i++) {
      expect(Number.isSafeInteger(items[i].id) && items[i].id > 0).toBe(true);
      if (i > 0) expect(items[i].id).toBeGreaterThan(items[i - 1].id);
    }
  });

  it('covers every shop category, gloves and the other gun types', () => {
    const categories = new Set(items.map((i) => i.shopCategory));
    for (const c of ['dagger', 'awp', 'm4', 'ak', 'pistol', 'other'] satisfies ShopCategory[]) expect(categories).toContain(c);
    const types = new Set(items.map((i) => i.weaponType));
    for (const t of ['knife', 'gloves', 'awp', 'm4', 'ak', 'pistol', 'rifle', 'smg', 'shotgun', 'machinegun', 'sniper'] satisfies WeaponType[]) {
      expect(types).toContain(t);
    }
    // Both M4s are in the M4 tab.
    expect(new Set(items.filter((i) => i.weaponType === 'm4').map((i) => i.weapon.en))).toEqual(new Set(['M4A4', 'M4A1-S']));
  });

  it('sells at least 300 distinct skins (weapon | finish), every shop category well stocked', () => {
    // A skin is a weapon + finish; its wear grades and StatTrak™ are variants of it, not other skins.
    const skinOf = (name: string) => name.replace(/^★ /, '').replace(/^StatTrak™ /, '').replace(/ \([^()]*\)$/, '');
    const skins = new Map<string, { type: WeaponType; weapon: string }>();
    for (const i of items) {
      const skin = skinOf(i.name.en);
      expect(skin.startsWith(`${i.weapon.en} | `), i.name.en).toBe(true);
      const seen = skins.get(skin);
      if (seen) expect(seen, skin).toEqual({ type: i.weaponType, weapon: i.weapon.en });
      else skins.set(skin, { type: i.weaponType, weapon: i.weapon.en });
    }
    expect(skins.size).toBeGreaterThanOrEqual(300);
    const of = (...types: WeaponType[]) => [...skins.values()].filter((s) => types.includes(s.type));
    const weapons = (list: { weapon: string }[]) => new Set(list.map((s) => s.weapon));
    const minimums: [WeaponType[], number, number][] = [
      // weapon types, skins, different weapons (knife shapes, glove kinds, pistol models...)
      [['knife'], 48, 15],
      [['gloves'], 20, 6],
      [['awp'], 25, 1],
      [['m4'], 25, 2],
      [['ak'], 25, 1],
      [['pistol'], 60, 8],
      [['smg'], 15, 5],
      [['rifle'], 10, 4],
      [['sniper'], 6, 3],
      [['shotgun'], 6, 4],
      [['machinegun'], 4, 2],
      [['smg', 'rifle', 'sniper', 'shotgun', 'machinegun'], 50, 20],
    ];
    for (const [types, skinMin, weaponMin] of minimums) {
      expect(of(...types).length, types.join('+')).toBeGreaterThanOrEqual(skinMin);
      expect(weapons(of(...types)).size, types.join('+')).toBeGreaterThanOrEqual(weaponMin);
    }
    // Both M4s are well represented, not one of them.
    for (const m4 of ['M4A4', 'M4A1-S']) expect(of('m4').filter((s) => s.weapon === m4).length, m4).toBeGreaterThanOrEqual(10);
  });

  // About 1.39 MB with the zh-TW names (1.16 MB without them).
  it('stays a reasonable size to ship and seed (under 1.5 MB)', () => {
    expect(statSync(new URL('./catalogue.json', import.meta.url)).size).toBeLessThan(1_500_000);
  });

  it('names every item in the three languages, with wear and StatTrak™ in the name', () => {
    for (const i of items) {
      for (const v of [i.name, i.weapon, i.rarity]) {
        for (const text of [v['zh-CN'], v.en, v['zh-TW']]) expect(typeof text === 'string' && text.trim().length > 0).toBe(true);
      }
      expect(i.name.en.includes('StatTrak™')).toBe(i.statTrak);
      expect(i.name['zh-TW'].includes('StatTrak™')).toBe(i.statTrak);
      expect(i.name['zh-CN']).toMatch(/\((崭新出厂|略有磨损|久经沙场|破损不堪|战痕累累)\)$/);
      expect(i.name['zh-TW']).toMatch(/\((嶄新出廠|略有磨損|久經沙場|破損不堪|戰痕累累)\)$/);
      expect(i.name.en).toMatch(/\((Factory New|Minimal Wear|Field-Tested|Well-Worn|Battle-Scarred)\)$/);
    }
  });

  it('has well-formed fields: prices in whole fen, relative images, grade by type and rarity', () => {
    for (const i of items) {
      expect(Number.isSafeInteger(i.price) && i.price > 0).toBe(true);
      expect(i.image).toMatch(/^\/[^/]/); // relative to ASSET_BASE_URL, never a full URL
      expect(i.rarity.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(['FN', 'MW', 'FT', 'WW', 'BS']).toContain(i.wear);
      const expected =
        i.weaponType === 'knife' || i.weaponType === 'gloves'
          ? 0
          : i.rarity.key === 'covert' || i.rarity.key === 'contraband'
            ? 1
            : i.rarity.key === 'classified'
              ? 2
              : 3;
      expect(i.grade, i.name.en).toBe(expected);
    }
  });
});

describe('cases.json', () => {
  it('has at least 16 cases in at least 4 themes, each theme with a case', () => {
    expect(cases.length).toBeGreaterThanOrEqual(16);
    expect(themes.length).toBeGreaterThanOrEqual(4);
    for (const t of themes) expect(cases.some((c) => c.themeId === t.id), t.name.en).toBe(true);
    for (const t of themes) expect(t.name['zh-TW']?.trim(), t.name.en).toBeTruthy();
    expect(cases.map((c) => c.id)).toEqual(cases.map((_, i) => i + 1));
    expect(new Set(cases.map((c) => c.slug)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.name['zh-CN'].trim() && c.name.en.trim() && c.name['zh-TW'].trim()).toBeTruthy();
      expect(c.image).toMatch(/^\/[^/]/);
      expect(c.version).toBeGreaterThanOrEqual(1);
      expect(themes.some((t) => t.id === c.themeId)).toBe(true);
    }
  });

  it('gives every case 8–20 distinct catalogue items whose ranges tile 1..1,000,000 in order', () => {
    for (const c of cases) {
      expect(c.items.length, c.slug).toBeGreaterThanOrEqual(8);
      expect(c.items.length, c.slug).toBeLessThanOrEqual(20);
      expect(new Set(c.items.map((i) => i.ornamentId)).size, c.slug).toBe(c.items.length);
      let next = 1;
      for (const item of c.items) {
        expect(byId.has(item.ornamentId), `${c.slug}: ${item.ornamentId}`).toBe(true);
        expect(item.ticketFrom, c.slug).toBe(next);
        expect(item.ticketTo, c.slug).toBeGreaterThanOrEqual(item.ticketFrom);
        next = item.ticketTo + 1;
      }
      expect(next - 1, c.slug).toBe(TICKETS);
    }
  });

  it('stores no price, and prices to roughly ¥5–¥2000 at a 10 % edge with RTP just under 90 %', () => {
    for (const c of cases) {
      expect(c).not.toHaveProperty('price');
      const ev = expectedValueFen(c.items, byId);
      const price = casePrice(ev, 0.1);
      expect(price, c.slug).toBeGreaterThanOrEqual(450);
      expect(price, c.slug).toBeLessThanOrEqual(200_000);
      const rtp = rtpBasisPoints(ev, price);
      expect(rtp, c.slug).toBeGreaterThan(8_950);
      expect(rtp, c.slug).toBeLessThanOrEqual(9_000);
    }
  });

  it('keeps knives and gloves rare (≤ 0.5 % each) outside the knife and premium themes', () => {
    const special = new Set(themes.filter((t) => ['Knives', 'Premium'].includes(t.name.en)).map((t) => t.id));
    for (const c of cases.filter((x) => !special.has(x.themeId))) {
      for (const item of c.items) {
        if (byId.get(item.ornamentId)!.grade === 0) expect(item.ticketTo - item.ticketFrom + 1, c.slug).toBeLessThanOrEqual(5_000);
      }
    }
  });
});
