// Every glove model in the catalogue as a pair (100 × 50, left glove drawn, right one mirrored),
// told apart by cuff, finger length and what sits on the knuckles and wrist: the wraps' bare
// fingers, the specialist's gauntlet, the moto's knuckle plate, the broken fang's spikes.
import { circle, cut, mirror, poly, rect, teeth, type Part } from './shapes.ts';

interface GloveSpec {
  /** Where the cuff starts (the palm ends), y; 48 is the bottom. */
  cuffTop: number;
  /** Extra width of the cuff at its opening, each side. */
  flare: number;
  /** Share of the finger length that is covered (1: full fingers; wraps leave the fingers bare). */
  fingers: number;
  knuckles?: 'plate' | 'spikes' | 'ridge';
  /** A strap sticking out at the wrist, on the thumb side. */
  strap?: boolean;
  /** An opening on the back of the hand (driving gloves). */
  vent?: boolean;
  /** Bands across the cuff (hand wraps). */
  bands?: boolean;
}

const FINGERS = [
  { x: 14.4, len: 11 },
  { x: 21.2, len: 14 },
  { x: 28, len: 13 },
  { x: 34.8, len: 10 },
] as const;
const PALM_TOP = 19;

function glove(s: GloveSpec): Part[] {
  const parts: Part[] = [];
  const palm = poly(13.6, PALM_TOP, 41.4, PALM_TOP, 42, s.cuffTop, 14, s.cuffTop);
  parts.push(s.vent ? cut(palm, [circle(27.6, 28, 3.2, 10)]) : palm);
  for (const f of FINGERS) {
    const h = Math.max(2.4, f.len * s.fingers);
    parts.push(rect(f.x, PALM_TOP - h + 0.6, 6, h));
    parts.push([circle(f.x + 3, PALM_TOP - h + 0.8, 3, 10)]);
  }
  // Thumb, out to the left and up.
  parts.push(poly(14, 33, 14, 24, 8.6, 16.4 + (1 - s.fingers) * 4, 5, 18.6 + (1 - s.fingers) * 4, 8, 27));
  parts.push(poly(14 - s.flare, 48, 42 + s.flare, 48, 42, s.cuffTop, 14, s.cuffTop));
  if (s.knuckles === 'plate') parts.push(poly(13, PALM_TOP + 0.4, 42, PALM_TOP + 0.4, 43, PALM_TOP + 6, 12, PALM_TOP + 6));
  if (s.knuckles === 'ridge') parts.push(poly(12.4, PALM_TOP + 1, 43, PALM_TOP + 1, 44, PALM_TOP + 4, 43, PALM_TOP + 8, 12.4, PALM_TOP + 8, 11.6, PALM_TOP + 4));
  if (s.knuckles === 'spikes') parts.push(poly(14, PALM_TOP + 3, ...teeth(14, 41.6, PALM_TOP + 3, 3.2, 5), 41.6, PALM_TOP + 6, 14, PALM_TOP + 6));
  if (s.strap) parts.push(rect(7 - s.flare / 2, s.cuffTop - 1, 30, 4.4));
  if (s.bands) for (let y = s.cuffTop + 2; y < 46; y += 5) parts.push(poly(12.6, y, 43.4, y - 1.4, 43.4, y + 1.4, 12.6, y + 2.8));
  return parts;
}

const pair = (s: GloveSpec): Part[] => {
  const left = glove(s);
  return [...left, ...left.map((p) => mirror(p))];
};

export const GLOVE_SILHOUETTES: Readonly<Record<string, readonly Part[]>> = {
  'Sport Gloves': pair({ cuffTop: 37, flare: 4.4, fingers: 1, strap: true }),
  'Driver Gloves': pair({ cuffTop: 41, flare: 0, fingers: 1, vent: true }),
  'Hand Wraps': pair({ cuffTop: 33, flare: 0.6, fingers: 0.2, bands: true }),
  'Moto Gloves': pair({ cuffTop: 38, flare: 2.4, fingers: 1, knuckles: 'plate' }),
  'Specialist Gloves': pair({ cuffTop: 31, flare: 6, fingers: 1 }),
  'Hydra Gloves': pair({ cuffTop: 40, flare: 1.2, fingers: 0.55, strap: true }),
  'Bloodhound Gloves': pair({ cuffTop: 36, flare: 2, fingers: 0.9, knuckles: 'ridge', strap: true }),
  'Broken Fang Gloves': pair({ cuffTop: 39, flare: 1, fingers: 0.4, knuckles: 'spikes' }),
};
