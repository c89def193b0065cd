// The slider can be solved by looking at it: a test that knows nothing but the two pictures the
// API sends finds the gap, at the picture's own size and as a 375 px phone draws it (narrower than
// 320 px), turns what it saw into the picture's own pixels the way the slider does (screen x ÷
// drawn scale, src/islands/dialogs/SliderCaptcha.tsx) and is let through by the server's ±4 px
// check. The gap's stored x is read only afterwards, to say by how much a failure missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { captchaPuzzles } from '../../../db/schema/index.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ CAPTCHA: 'on' }); });
afterAll(async () => { await ctx.close(); });

interface Puzzle { id: string; width: number; height: number; pieceWidth: number; background: string; piece: string }

const decode = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/\w+;base64,/, ''), 'base64');

/** One luminance (or opacity) value per pixel of a picture the size of the puzzle, drawn `width` x `height`. */
async function plane(input: Buffer, width: number, height: number, channel: 'luma' | 'alpha'): Promise<Float32Array> {
  const { data, info } = await sharp(input).resize(width, height, { fit: 'fill' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const p = i * info.channels;
    out[i] = channel === 'alpha' ? data[p + 3] : 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
  }
  return out;
}

/**
 * Where the gap is, in screen pixels of a picture drawn `drawn` px wide, seen as a person sees it:
 * the piece's outline (from the piece picture: its shape and height) laid over the background at
 * each place, and the gap is where the background is darkened inside that outline and bright on it
 * (the gap is drawn shaded with a light border, src/server/modules/captcha/image.ts).
 */
async function findGap(p: Puzzle, drawn: number): Promise<number> {
  const h = Math.round((drawn * p.height) / p.width);
  const bg = await plane(decode(p.background), drawn, h, 'luma');
  // The piece is a strip as tall as the picture, shown at its left: widen it to the picture's size
  // (transparent on the right) before scaling, so it shrinks exactly as much as the background.
  const atLeft = await sharp(decode(p.piece)).extend({ right: p.width - p.pieceWidth, background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const alpha = await plane(atLeft, drawn, h, 'alpha');
  const stripW = Math.ceil((drawn * p.pieceWidth) / p.width) + 1;
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < stripW && y < h && alpha[y * drawn + x] > 128;
  // Band: piece pixels next to a non-piece pixel, and the outside pixels next to them. Core: piece pixels 2 px from any edge.
  const band: [number, number][] = [];
  const core: [number, number][] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < stripW; x++) {
      const me = inside(x, y);
      let edge = false;
      let deep = me;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) {
          const other = inside(x + dx, y + dy);
          if (Math.abs(dx) <= 1 && Math.abs(dy) <= 1 && other !== me) edge = true;
          if (!other) deep = false;
        }
      }
      if (edge) band.push([x, y]);
      if (deep) core.push([x, y]);
    }
  }
  let best = 0;
  let bestScore = -Infinity;
  for (let at = 0; at + stripW <= drawn; at++) {
    const mean = (pts: [number, number][]) => pts.reduce((s, [x, y]) => s + bg[y * drawn + at + x], 0) / pts.length;
    const score = mean(band) - mean(core);
    if (score > bestScore) {
      bestScore = score;
      best = at;
    }
  }
  return best;
}

async function newPuzzle(remoteAddress: string): Promise<Puzzle> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/common/captcha', remoteAddress });
  expect(res.statusCode).toBe(200);
  return res.json().data as Puzzle;
}

describe('the slider, solved from its pictures alone', () => {
  // 320: a wide screen draws the picture at its own size; 309: the 375 px phone's dialog (measured in chromium); 280: narrower still.
  for (const drawn of [320, 309, 280]) {
    it(`passes when the picture is drawn ${drawn} px wide`, async () => {
      for (let i = 0; i < 8; i++) {
        // Each try from its own address, so the per-address limits on drawing and answering stay out of the way.
        const remoteAddress = `10.31.${drawn - 200}.${i + 1}`;
        const p = await newPuzzle(remoteAddress);
        const seen = await findGap(p, drawn);
        const x = Math.round((seen * p.width) / drawn);
        const res = await ctx.app.inject({
          method: 'POST', url: '/api/common/captcha', remoteAddress,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ id: p.id, x }),
        });
        const [row] = await ctx.deps.db.select({ gapX: captchaPuzzles.gapX }).from(captchaPuzzles).where(eq(captchaPuzzles.id, p.id));
        expect(res.statusCode, `saw ${seen} of ${drawn} px -> ${x}; the gap is at ${row.gapX}: ${res.body}`).toBe(200);
        expect(res.json().data.token).toEqual(expect.any(String));
      }
    });
  }

  it('is missed when the screen position is sent without undoing the drawn scale (the old slider at 375 px)', async () => {
    // The gap is at least 72 px in, so at 280/320 the unscaled position falls 9 px or more short.
    for (let i = 0; i < 4; i++) {
      const remoteAddress = `10.32.0.${i + 1}`;
      const p = await newPuzzle(remoteAddress);
      const seen = await findGap(p, 280);
      const res = await ctx.app.inject({
        method: 'POST', url: '/api/common/captcha', remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ id: p.id, x: seen }),
      });
      expect(res.json().status, res.body).toBe(3002);
    }
  });
});
