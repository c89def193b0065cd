// What a case's drawn art is made of (rendered by src/islands/common/CaseArt.tsx): a colour from
// its theme, shifted per case; a pattern on the crate, chosen per case; the theme's emblem; and
// the case's most valuable models fanned out behind it. The same case always looks the same, and
// no two of the 18 cases look alike.
import type { CaseHighlight } from '../../shared/contracts/box.ts';
import { cut, donut, move, poly, rect, pathOf, type Part } from './shapes.ts';

export type CasePattern = 'stripes' | 'chevron' | 'plates';
export type CaseEmblem = 'star' | 'shield' | 'crosshair' | 'bullet' | 'blade' | 'crown';

export interface CaseLook {
  hue: number;
  pattern: CasePattern;
  emblem: CaseEmblem;
  /** Crate colours, light to dark, and the glow behind it. */
  colors: { top: string; bottom: string; lid: string; trim: string; glow: string };
  /** Up to three models, most valuable first. */
  fan: CaseHighlight[];
}

/** Theme id -> base hue and emblem (cases.json: beginner, classic, rifles, pistols, knives, premium). */
const THEMES: Readonly<Record<number, { hue: number; emblem: CaseEmblem }>> = {
  1: { hue: 145, emblem: 'star' },
  2: { hue: 215, emblem: 'shield' },
  3: { hue: 24, emblem: 'crosshair' },
  4: { hue: 188, emblem: 'bullet' },
  5: { hue: 352, emblem: 'blade' },
  6: { hue: 44, emblem: 'crown' },
};
const EMBLEMS: readonly CaseEmblem[] = ['star', 'shield', 'crosshair', 'bullet', 'blade', 'crown'];
const PATTERNS: readonly CasePattern[] = ['stripes', 'chevron', 'plates'];
const SHIFTS = [-18, 0, 18] as const;

export interface CaseLike {
  id: number;
  themeId: number;
  highlights?: readonly CaseHighlight[];
}

export function caseLook(box: CaseLike): CaseLook {
  const theme = THEMES[box.themeId] ?? { hue: (box.themeId * 67) % 360, emblem: EMBLEMS[box.themeId % EMBLEMS.length]! };
  const variant = ((box.id % 3) + 3) % 3;
  const hue = (theme.hue + SHIFTS[variant]! + 360) % 360;
  const hsl = (s: number, l: number) => `hsl(${hue} ${s}% ${l}%)`;
  return {
    hue,
    pattern: PATTERNS[variant]!,
    emblem: theme.emblem,
    colors: { top: hsl(62, 46), bottom: hsl(70, 18), lid: hsl(55, 28), trim: hsl(90, 72), glow: hsl(95, 55) },
    fan: (box.highlights ?? []).slice(0, 3),
  };
}

// The crate, in a 150 × 90 box: lid 42..108 × 52..63, body 45..105 × 63..88.
export const CRATE = {
  lid: pathOf(poly(42, 55, 46, 52, 104, 52, 108, 55, 108, 63, 42, 63)),
  body: pathOf(poly(45, 63, 105, 63, 105, 85, 102, 88, 48, 88, 45, 85)),
  handle: pathOf(cut(poly(64, 52, 66, 47, 84, 47, 86, 52), poly(68, 52, 69, 49.6, 81, 49.6, 82, 52))),
  latches: [rect(52, 60, 6, 6), rect(92, 60, 6, 6)].map(pathOf),
  emblem: { cx: 75, cy: 76, r: 9.5 },
} as const;

/** The crate's pattern, drawn inside the body. */
export function patternPaths(pattern: CasePattern): string[] {
  switch (pattern) {
    case 'stripes':
      return [poly(45, 70, 57, 63, 63, 63, 45, 74), poly(87, 88, 105, 76, 105, 81, 93, 88), rect(45, 83, 60, 1.6)].map(pathOf);
    case 'chevron':
      return [poly(45, 65.6, 75, 72, 105, 65.6, 105, 69.2, 75, 75.6, 45, 69.2), poly(45, 82.6, 75, 80, 105, 82.6, 105, 85.4, 75, 82.8, 45, 85.4)].map(pathOf);
    case 'plates':
      return [poly(45, 63, 54, 63, 45, 72), poly(105, 63, 96, 63, 105, 72), poly(45, 85, 45, 78, 53, 88, 48, 88), poly(105, 85, 105, 78, 97, 88, 102, 88), rect(45, 75, 60, 1.4)].map(pathOf);
  }
}

function star(r: number, inner: number): Part {
  const pts: number[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const d = i % 2 === 0 ? r : inner;
    pts.push(d * Math.cos(a), d * Math.sin(a));
  }
  return [pts];
}

/** The emblem around (0, 0), about 14 wide. */
const EMBLEM_PARTS: Readonly<Record<CaseEmblem, Part[]>> = {
  star: [star(7, 3)],
  shield: [cut(poly(-6, -6.5, 0, -8, 6, -6.5, 6, 0, 0, 7.5, -6, 0), poly(-3.5, -4.6, 0, -5.6, 3.5, -4.6, 3.5, -0.4, 0, 4.4, -3.5, -0.4))],
  crosshair: [donut(0, 0, 6.4, 4.6), rect(-0.8, -8.5, 1.6, 6), rect(-0.8, 2.5, 1.6, 6), rect(-8.5, -0.8, 6, 1.6), rect(2.5, -0.8, 6, 1.6)],
  bullet: [poly(-2.6, -3, -1.6, -6.4, 0, -8, 1.6, -6.4, 2.6, -3, 2.6, 6, -2.6, 6), rect(-3.2, 6, 6.4, 2)],
  blade: [poly(-1.6, -8.5, 0, -10, 1.6, -8.5, 1.6, 2, -1.6, 2), rect(-5, 2, 10, 1.8), rect(-1.2, 3.8, 2.4, 5.4)],
  crown: [poly(-7, 5, -7, -4, -3.6, 0, 0, -6.5, 3.6, 0, 7, -4, 7, 5)],
};

export function emblemPaths(emblem: CaseEmblem, cx: number = CRATE.emblem.cx, cy: number = CRATE.emblem.cy): string[] {
  return EMBLEM_PARTS[emblem].map((p) => pathOf(move(p, cx, cy)));
}

/** Where each fanned model sits: the most valuable in the middle and highest, the others tilted out. */
export const FAN_SLOTS = [
  { x: 75, y: 27, angle: 0, scale: 0.8 },
  { x: 38, y: 42, angle: -26, scale: 0.6 },
  { x: 112, y: 42, angle: 26, scale: 0.6 },
] as const;
