// The puzzle pictures: the stated sizes, a piece strip that is transparent outside the piece, and
// a piece that really is the scene cut at the gap (its pixels match the background there, darkened).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawPuzzle, HEIGHT, PIECE, randomGap, WIDTH, GAP_X_MAX, GAP_X_MIN } from './image.ts';

function decode(dataUrl: string, type: string): Buffer {
  expect(dataUrl.startsWith(`data:${type};base64,`)).toBe(true);
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

describe('drawPuzzle', () => {
  it('draws a background of WIDTH x HEIGHT and a full-height piece strip PIECE wide', async () => {
    const { background, piece } = await drawPuzzle(150, 60);
    const bg = await sharp(decode(background, 'image/jpeg')).metadata();
    expect([bg.width, bg.height, bg.format]).toEqual([WIDTH, HEIGHT, 'jpeg']);
    const strip = await sharp(decode(piece, 'image/png')).metadata();
    expect([strip.width, strip.height, strip.format, strip.hasAlpha]).toEqual([PIECE, HEIGHT, 'png', true]);
  });

  it('leaves the strip transparent outside the piece rows and its corners', async () => {
    const gapY = 70;
    const { piece } = await drawPuzzle(100, gapY);
    const { data, info } = await sharp(decode(piece, 'image/png')).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    const opaqueRows = new Set<number>();
    for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < PIECE; x++) if (alpha(x, y) > 0) opaqueRows.add(y);
    expect(Math.min(...opaqueRows)).toBeGreaterThanOrEqual(gapY);
    expect(Math.max(...opaqueRows)).toBeLessThan(gapY + PIECE);
    // Inside the body it is solid; the corner beside the top tab is see-through.
    expect(alpha(20, gapY + 30)).toBe(255);
    expect(alpha(1, gapY + 1)).toBe(0);
  });

  it('keeps random gaps inside the picture and clear of the start', () => {
    for (let i = 0; i < 200; i++) {
      const { gapX, gapY } = randomGap();
      expect(gapX).toBeGreaterThanOrEqual(GAP_X_MIN);
      expect(gapX).toBeLessThanOrEqual(GAP_X_MAX);
      expect(gapX + PIECE).toBeLessThanOrEqual(WIDTH);
      expect(gapY + PIECE).toBeLessThanOrEqual(HEIGHT);
      expect(gapY).toBeGreaterThanOrEqual(0);
    }
  });

  it('draws a different picture each time', async () => {
    const a = await drawPuzzle(150, 60);
    const b = await drawPuzzle(150, 60);
    expect(a.background).not.toBe(b.background);
  });
});
