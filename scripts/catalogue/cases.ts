// The shop's cases, as data. Each item is [catalogue English market name, tickets out of 1,000,000];
// exactly one item per case says 'rest' and takes whatever the others leave, so a case always tiles
// 1..1,000,000. Items are listed most valuable first (at today's price table) and the ticket ranges
// follow this order, so editing a list changes the published ranges: bump the case's version when
// you do (design: Fairness).
// Odds follow real cases: a knife is 0.1–0.5 % in an ordinary case, fillers take most tickets.
// There are no prices here: the server prices a case from its expected value and the house edge
// (src/server/modules/boxes/data/pricing.ts); README.md lists what they come to at a 10 % edge.
import type { LocalizedSource } from '../../src/server/modules/boxes/data/types.ts';
import { CASUAL_CASES } from './cases-casual.ts';
import { TOP_CASES } from './cases-top.ts';
import { WEAPON_CASES } from './cases-weapons.ts';

export interface ThemeSpec {
  slug: string;
  name: LocalizedSource;
}

export interface CaseSpec {
  slug: string;
  theme: string; // a ThemeSpec slug
  name: LocalizedSource;
  container: string; // cs2-lib container (English name) whose artwork the case uses
  version: number;
  items: readonly (readonly [marketName: string, tickets: number | 'rest'])[];
}

/** Theme ids are 1.. in this order; append, never reorder. */
export const THEMES: readonly ThemeSpec[] = [
  { slug: 'beginner', name: { 'zh-CN': '新手', en: 'Beginner' } },
  { slug: 'classic', name: { 'zh-CN': '经典', en: 'Classic' } },
  { slug: 'rifles', name: { 'zh-CN': '步枪', en: 'Rifles' } },
  { slug: 'pistols', name: { 'zh-CN': '手枪', en: 'Pistols' } },
  { slug: 'knives', name: { 'zh-CN': '刀具', en: 'Knives' } },
  { slug: 'premium', name: { 'zh-CN': '高端', en: 'Premium' } },
];

/** Case ids are 1.. in this order (themes in order, three cases each); append, never reorder. */
export const CASES: readonly CaseSpec[] = [...CASUAL_CASES, ...WEAPON_CASES, ...TOP_CASES];
