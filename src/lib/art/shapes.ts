// A few plain geometry helpers for the drawn silhouettes (src/lib/art/*-silhouettes.ts). A drawing
// is a list of parts; a part is one SVG path: its first ring is the outline, the other rings are
// holes (drawn with fill-rule evenodd). Rings are flat [x0, y0, x1, y1, ...] point lists, so a
// part can be mirrored or moved without parsing SVG.

export type Ring = number[];
export type Part = Ring[];

/** A polygon from x, y pairs. */
export const poly = (...pts: number[]): Part => [pts];

export const rect = (x: number, y: number, w: number, h: number): Part => [[x, y, x + w, y, x + w, y + h, x, y + h]];

/** Points on an ellipse from angle a0 to a1 (degrees, 0 = right, 90 = down), both ends included. */
export function arc(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, steps = 8): number[] {
  const out: number[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = ((a0 + ((a1 - a0) * i) / steps) * Math.PI) / 180;
    out.push(cx + rx * Math.cos(a), cy + ry * Math.sin(a));
  }
  return out;
}

export const circle = (cx: number, cy: number, r: number, steps = 14): Ring => arc(cx, cy, r, r, 0, 360 - 360 / steps, steps - 1);

/** A ring (washer): the outline circle with a round hole. */
export const donut = (cx: number, cy: number, r: number, hole: number): Part => [circle(cx, cy, r), circle(cx, cy, hole)];

/** The part with holes cut out of it (evenodd: holes must lie inside the outline). */
export const cut = (part: Part, ...holes: Part[]): Part => [...part, ...holes.map((h) => h[0])];

/** Mirror left-right inside a box `width` wide. */
export const mirror = (part: Part, width = 100): Part => part.map((r) => r.map((v, i) => (i % 2 === 0 ? width - v : v)));

export const move = (part: Part, dx: number, dy: number): Part => part.map((r) => r.map((v, i) => v + (i % 2 === 0 ? dx : dy)));

/** Stretch about the point (cx, cy). */
export const scale = (part: Part, sx: number, sy: number, cx = 50, cy = 25): Part =>
  part.map((r) => r.map((v, i) => (i % 2 === 0 ? cx + (v - cx) * sx : cy + (v - cy) * sy)));

/** Saw teeth along a line from (x0, y) to (x1, y), pointing up by `h` (negative h points down). */
export function teeth(x0: number, x1: number, y: number, h: number, n: number): number[] {
  const out: number[] = [];
  const step = (x1 - x0) / n;
  for (let i = 0; i < n; i++) out.push(x0 + i * step, y, x0 + (i + 0.5) * step, y - h);
  out.push(x1, y);
  return out;
}

const num = (v: number) => String(Math.round(v * 10) / 10);

/** One part as an SVG path's d attribute. */
export function pathOf(part: Part): string {
  return part
    .map((ring) => {
      const pts: string[] = [];
      for (let i = 0; i < ring.length; i += 2) pts.push(`${num(ring[i])} ${num(ring[i + 1])}`);
      return `M${pts.join('L')}Z`;
    })
    .join('');
}
