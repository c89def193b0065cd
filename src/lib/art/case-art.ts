// What a case's drawn face is made of (rendered by src/lib/art/case-art-svg.ts into
// public/art/cases/<id>.svg, shown by src/islands/common/CaseArt.tsx), all derived from the case
// itself so the same case always looks the same and no two of the 18 cases look alike
// (docs/decisions/0106-asset-mirror.md): its shape (crate, chest, briefcase, vault), material
// (painted, brushed steel, wood, carbon) and crate pattern from its name; its emblem and base colour
// from its theme, the colour shifted by its name; the glow behind it in the colour of the rarest
// item it holds; and its most valuable models fanned out behind it.
import type { CaseHighlight } from '../../shared/contracts/box.ts';
import { rarityColor } from '../weapons.ts';
import { arc, cut, donut, move, poly, rect, pathOf, type Part } from './shapes.ts';

export type CasePattern = 'stripes' | 'chevron' | 'plates';
export type CaseEmblem = 'star' | 'shield' | 'crosshair' | 'bullet' | 'blade' | 'crown';
export type CaseShape = 'crate' | 'chest' | 'briefcase' | 'vault';
export type CaseMaterial = 'painted' | 'brushed' | 'wood' | 'carbon';

export interface CaseLook {
  hue: number;
  shape: CaseShape;
  material: CaseMaterial;
  pattern: CasePattern;
  emblem: CaseEmblem;
  /** Body colours, light to dark; the lid; the trim; the glow (the rarest item's colour). */
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
const SHAPES: readonly CaseShape[] = ['crate', 'chest', 'briefcase', 'vault'];
const MATERIALS: readonly CaseMaterial[] = ['painted', 'brushed', 'wood', 'carbon'];

/** CS2's rarity colours, commonest first (cs2-lib's); a colour not listed counts as the commonest. */
const RARITY_ORDER = ['#b0c3d9', '#5e98d9', '#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39'];

/** The rarest of these rarity colours. */
export function rarestColor(colors: readonly string[]): string {
  let best = RARITY_ORDER[0];
  for (const c of colors) {
    const color = rarityColor(c).toLowerCase();
    if (RARITY_ORDER.indexOf(color) > RARITY_ORDER.indexOf(best)) best = color;
  }
  return best;
}

/** FNV-1a with murmur3's final mix (FNV's low bits alone barely vary): a small, stable hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Mixed into every case's hash: of the salts tried, the one that spreads the 18 committed cases
 * most evenly (four or five of each shape, three to five of each material, no two cases of a theme
 * of the same shape). Changing it redraws every case.
 */
const FACE_SALT = '2534';

/** Per material: body saturation and lightness, top and bottom, and the lid's lightness. */
const MATERIAL_TONES: Readonly<Record<CaseMaterial, { s: number; top: number; bottom: number; lid: number }>> = {
  painted: { s: 62, top: 46, bottom: 18, lid: 28 },
  brushed: { s: 16, top: 62, bottom: 26, lid: 40 },
  wood: { s: 48, top: 36, bottom: 16, lid: 24 },
  carbon: { s: 14, top: 24, bottom: 7, lid: 14 },
};

export interface CaseLike {
  id: number;
  themeId: number;
  /** The case's name (one language, always the same one): its shape, material, pattern and colour shift. */
  name?: string;
  highlights?: readonly CaseHighlight[];
  /** Rarity colours of everything the case holds; without them, the fanned models' colours. */
  colors?: readonly string[];
}

export function caseLook(box: CaseLike): CaseLook {
  const theme = THEMES[box.themeId] ?? { hue: (box.themeId * 67) % 360, emblem: EMBLEMS[box.themeId % EMBLEMS.length] };
  // The id joins the name so two cases that share a name still differ.
  const h = hash(`${FACE_SALT}:${box.id}:${box.name ?? ''}`);
  const hue = (theme.hue + ((h >>> 8) % 41) - 20 + 360) % 360;
  const material = MATERIALS[(h >>> 4) % MATERIALS.length];
  const t = MATERIAL_TONES[material];
  const hsl = (s: number, l: number) => `hsl(${hue} ${s}% ${l}%)`;
  const rare = rarestColor(box.colors ?? (box.highlights ?? []).map((x) => x.color));
  return {
    hue,
    shape: SHAPES[h % SHAPES.length],
    material,
    pattern: PATTERNS[(h >>> 16) % PATTERNS.length],
    emblem: theme.emblem,
    // The glow is the best the case can give; the trim stays in the case's own hue (most cases hold
    // a red covert item, so a rarity-coloured trim would make them all red).
    colors: { top: hsl(t.s, t.top), bottom: hsl(t.s + 8, t.bottom), lid: hsl(t.s, t.lid), trim: hsl(90, 72), glow: rare },
    fan: (box.highlights ?? []).slice(0, 3),
  };
}

/** A shape's parts, in the 150 × 90 picture; the ground is y = 88. `box` is the body's bounds (patterns are fitted to it). */
export interface CaseForm {
  lid: string;
  body: string;
  /** '' when the shape has none. */
  handle: string;
  latches: string[];
  emblem: { cx: number; cy: number; r: number };
  box: { x: number; y: number; w: number; h: number };
  /** The lid's highlight line. */
  shine: string;
}

// The crate: lid 42..108 × 52..63, body 45..105 × 63..88.
export const CRATE: CaseForm = {
  lid: pathOf(poly(42, 55, 46, 52, 104, 52, 108, 55, 108, 63, 42, 63)),
  body: pathOf(poly(45, 63, 105, 63, 105, 85, 102, 88, 48, 88, 45, 85)),
  handle: pathOf(cut(poly(64, 52, 66, 47, 84, 47, 86, 52), poly(68, 52, 69, 49.6, 81, 49.6, 82, 52))),
  latches: [rect(52, 60, 6, 6), rect(92, 60, 6, 6)].map(pathOf),
  emblem: { cx: 75, cy: 76, r: 9.5 },
  box: { x: 45, y: 63, w: 60, h: 25 },
  shine: 'M46 53.2 H104',
};

export const FORMS: Readonly<Record<CaseShape, CaseForm>> = {
  crate: CRATE,
  // A chest: an arched lid over a low body, two straps over both.
  chest: {
    lid: pathOf(poly(42, 64, ...arc(75, 64, 33, 17, 180, 360, 12), 108, 64)),
    body: pathOf(poly(44, 64, 106, 64, 106, 86, 104, 88, 46, 88, 44, 86)),
    handle: '',
    latches: [rect(55, 48.5, 4, 39.5), rect(91, 48.5, 4, 39.5), rect(72, 61, 6, 7)].map(pathOf),
    emblem: { cx: 75, cy: 77, r: 8.5 },
    box: { x: 44, y: 64, w: 62, h: 24 },
    shine: 'M50 57 Q75 44 100 57',
  },
  // A briefcase: wide and low, a thin lid band, a big carrying handle.
  briefcase: {
    lid: pathOf(poly(38, 62, 40, 58, 110, 58, 112, 62)),
    body: pathOf(poly(38, 62, 112, 62, 112, 85, 109, 88, 41, 88, 38, 85)),
    handle: pathOf(cut(poly(61, 58, 63, 49, 87, 49, 89, 58), poly(65.5, 58, 67, 52.5, 83, 52.5, 84.5, 58))),
    latches: [rect(47, 59, 8, 5), rect(95, 59, 8, 5)].map(pathOf),
    emblem: { cx: 75, cy: 75, r: 8.5 },
    box: { x: 38, y: 62, w: 74, h: 26 },
    shine: 'M41 59 H109',
  },
  // A vault: tall and narrow, a cap on top, hinges on the left and a lever on the right.
  vault: {
    lid: pathOf(poly(50, 46, 52, 41, 98, 41, 100, 46)),
    body: pathOf(poly(52, 46, 98, 46, 98, 86, 96, 88, 54, 88, 52, 86)),
    handle: pathOf(rect(90, 60, 3.2, 14)),
    latches: [rect(49.5, 52, 4, 7), rect(49.5, 75, 4, 7)].map(pathOf),
    emblem: { cx: 74, cy: 67, r: 11 },
    box: { x: 52, y: 46, w: 46, h: 42 },
    shine: 'M53 42.5 H97',
  },
};

/** A material's texture inside the body's bounds (drawn clipped to the body). */
export function texturePaths(material: CaseMaterial, b: CaseForm['box']): { d: string; stroke: string; opacity: number } | null {
  const lines: string[] = [];
  switch (material) {
    case 'painted':
      return null;
    case 'brushed':
      for (let y = b.y + 1.5; y < b.y + b.h; y += 2.2) lines.push(`M${b.x} ${y.toFixed(1)}H${b.x + b.w}`);
      return { d: lines.join(''), stroke: '#fff', opacity: 0.1 };
    case 'wood':
      for (let y = b.y + 3; y < b.y + b.h; y += 4.5) lines.push(`M${b.x} ${y.toFixed(1)}q${(b.w / 4).toFixed(1)} -1.6 ${(b.w / 2).toFixed(1)} 0t${(b.w / 2).toFixed(1)} 0`);
      return { d: lines.join(''), stroke: '#000', opacity: 0.3 };
    case 'carbon':
      for (let x = b.x - b.h; x < b.x + b.w; x += 3) lines.push(`M${x} ${b.y + b.h}l${b.h} ${-b.h}`);
      return { d: lines.join(''), stroke: '#fff', opacity: 0.06 };
  }
}

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

export function emblemPaths(emblem: CaseEmblem, cx: number = CRATE.emblem.cx, cy: number = CRATE.emblem.cy, r: number = CRATE.emblem.r): string[] {
  const k = r / CRATE.emblem.r;
  return EMBLEM_PARTS[emblem].map((p) => pathOf(move(p.map((ring) => ring.map((v) => v * k)), cx, cy)));
}

/** Where each fanned model sits: the most valuable in the middle and highest, the others tilted out. */
export const FAN_SLOTS = [
  { x: 75, y: 27, angle: 0, scale: 0.8 },
  { x: 38, y: 42, angle: -26, scale: 0.6 },
  { x: 112, y: 42, angle: 26, scale: 0.6 },
] as const;
