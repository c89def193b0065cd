// The slider puzzle's pictures, drawn fresh each time with sharp: a random scene (gradient,
// shapes, noise), the same scene with a jigsaw-shaped gap darkened at (gapX, gapY), and the piece
// cut from that spot as a full-height transparent strip. The caller keeps gapX; nothing here
// returns it with the images, and the strip's width never depends on where the gap is.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';

export const WIDTH = 320;
export const HEIGHT = 160;
/** The piece's box: a 38 px body with a tab on top and on the right. */
export const PIECE = 52;
/** The gap keeps clear of the piece's starting place (x 0) so the two never overlap at first. */
export const GAP_X_MIN = PIECE + 20;
export const GAP_X_MAX = WIDTH - PIECE - 4;

const JIGSAW = 'M 2 12 H 14 A 7 7 0 1 1 28 12 H 40 V 24 A 7 7 0 1 1 40 38 V 50 H 2 Z';

function pieceSvg(fill: string, stroke: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PIECE}" height="${PIECE}"><path d="${JIGSAW}" fill="${fill}" stroke="${stroke}" stroke-width="1.5"/></svg>`);
}

function hsl(h: number, s: number, l: number, a = 1): string {
  return `hsla(${h},${s}%,${l}%,${a})`;
}

/** A random picture: busy enough that the gap does not stand out by plain edge detection alone. */
function sceneSvg(): string {
  const hue = randomInt(0, 360);
  const parts: string[] = [];
  for (let i = 0; i < randomInt(10, 16); i++) {
    const fill = hsl((hue + randomInt(0, 200)) % 360, randomInt(40, 90), randomInt(25, 75), randomInt(35, 90) / 100);
    const x = randomInt(-20, WIDTH);
    const y = randomInt(-20, HEIGHT);
    const kind = randomInt(0, 3);
    if (kind === 0) parts.push(`<circle cx="${x}" cy="${y}" r="${randomInt(8, 50)}" fill="${fill}"/>`);
    else if (kind === 1) parts.push(`<rect x="${x}" y="${y}" width="${randomInt(10, 90)}" height="${randomInt(10, 70)}" fill="${fill}" transform="rotate(${randomInt(0, 90)} ${x} ${y})"/>`);
    else parts.push(`<polygon points="${x},${y} ${x + randomInt(-60, 60)},${y + randomInt(10, 70)} ${x + randomInt(-60, 60)},${y + randomInt(-70, -10)}" fill="${fill}"/>`);
  }
  for (let i = 0; i < randomInt(6, 10); i++) {
    parts.push(`<line x1="${randomInt(0, WIDTH)}" y1="${randomInt(0, HEIGHT)}" x2="${randomInt(0, WIDTH)}" y2="${randomInt(0, HEIGHT)}" stroke="${hsl(randomInt(0, 360), 60, randomInt(30, 80), 0.6)}" stroke-width="${randomInt(1, 4)}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 60, randomInt(30, 55))}"/><stop offset="1" stop-color="${hsl((hue + randomInt(60, 180)) % 360, 60, randomInt(35, 60))}"/>
</linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${parts.join('')}</svg>`;
}

/** Faint per-pixel noise on top, so two puzzles never share exact pixels. */
function noise(): Buffer {
  const buf = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let i = 0; i < buf.length; i += 4) {
    const v = randomInt(0, 256);
    buf[i] = v;
    buf[i + 1] = v;
    buf[i + 2] = v;
    buf[i + 3] = 28;
  }
  return buf;
}

export interface PuzzleImages {
  background: string;
  piece: string;
}

export async function drawPuzzle(gapX: number, gapY: number): Promise<PuzzleImages> {
  const scene = await sharp(Buffer.from(sceneSvg()))
    .composite([{ input: noise(), raw: { width: WIDTH, height: HEIGHT, channels: 4 } }])
    .png()
    .toBuffer();
  const background = await sharp(scene)
    .composite([{ input: pieceSvg('rgba(0,0,0,0.55)', 'rgba(255,255,255,0.7)'), left: gapX, top: gapY }])
    .jpeg({ quality: 82 })
    .toBuffer();
  const cut = await sharp(scene)
    .extract({ left: gapX, top: gapY, width: PIECE, height: PIECE })
    .ensureAlpha()
    .composite([
      { input: pieceSvg('#fff', 'none'), blend: 'dest-in' },
      { input: pieceSvg('none', 'rgba(255,255,255,0.9)') },
    ])
    .png()
    .toBuffer();
  const strip = await sharp({ create: { width: PIECE, height: HEIGHT, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: cut, left: 0, top: gapY }])
    .png()
    .toBuffer();
  return {
    background: `data:image/jpeg;base64,${background.toString('base64')}`,
    piece: `data:image/png;base64,${strip.toString('base64')}`,
  };
}

export function randomGap(): { gapX: number; gapY: number } {
  return { gapX: randomInt(GAP_X_MIN, GAP_X_MAX + 1), gapY: randomInt(4, HEIGHT - PIECE - 4 + 1) };
}
