// The slider at 375 px in a real browser, lined up by eye: the piece must be drawn at the picture's
// scale and the x sent must be in the picture's own pixels (at 375 px the picture was
// drawn narrower than 320 px but the piece and the x were not scaled, so lining up by eye missed).
// The e2e server runs with CAPTCHA=off, so this spec answers the two captcha calls itself with a
// puzzle drawn by the server's own code at a known gap and judges the answer by the server's rule
// (±TOLERANCE_PX). The server side of solving from the pictures is src/server/modules/captcha/__tests__/captcha-solvable.test.ts.
import { drawPuzzle, HEIGHT, PIECE, WIDTH } from '../../src/server/modules/captcha/image.ts';
import { TOLERANCE_PX } from '../../src/server/modules/captcha/puzzle.ts';
import { expect, test, uniquePhone } from './support.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px, the piece lined up with the gap on screen sends the gap in picture pixels', async ({ page }) => {
  // Far to the right, where an unscaled screen position would fall well outside the tolerance.
  const gapX = 260;
  const gapY = 60;
  const images = await drawPuzzle(gapX, gapY);
  let sent: { id: string; x: number; trail?: [number, number][] } | null = null;
  await page.route('**/api/common/captcha', async (route) => {
    if (route.request().method() === 'GET') {
      await route.fulfill({ json: { status: 0, msg: '', success: true, data: { enabled: true, id: 'e2e-slider', width: WIDTH, height: HEIGHT, pieceWidth: PIECE, ...images } } });
      return;
    }
    sent = route.request().postDataJSON();
    const hit = Math.abs(sent!.x - gapX) <= TOLERANCE_PX;
    await route.fulfill(hit
      ? { json: { status: 0, msg: '', success: true, data: { token: 'e2e-pass' } } }
      : { status: 400, json: { status: 3002, msg: '拼图位置不对，还可以再试 4 次', success: false, data: null } });
  });

  await page.goto('/home');
  await page.getByTestId('open-register').click();
  const register = page.getByTestId('register-dialog');
  await register.getByLabel('手机号').fill(uniquePhone());
  await register.getByRole('button', { name: '获取验证码' }).click();
  const slider = page.getByTestId('slider-captcha');
  await expect(slider).toBeVisible();

  const stage = (await page.getByTestId('captcha-stage').boundingBox())!;
  // The dialog fits the phone: the picture is drawn narrower than its own 320 px, keeping its shape.
  expect(stage.width).toBeLessThan(WIDTH);
  expect.soft(stage.height).toBeCloseTo((stage.width * HEIGHT) / WIDTH, 0);
  const scale = stage.width / WIDTH;
  const piece = page.getByTestId('captcha-piece');
  expect.soft((await piece.boundingBox())!.width).toBeCloseTo(PIECE * scale, 0);

  // (Soft checks: a wrong drawing is reported together with the answer it leads to.)
  // Drag the handle until the piece sits where the gap is drawn on screen.
  const handle = (await page.getByRole('slider').boundingBox())!;
  const gapOnScreen = stage.x + gapX * scale;
  const from = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + ((gapOnScreen - stage.x) * i) / 10, from.y);
  const placed = (await piece.boundingBox())!;
  expect.soft(Math.abs(placed.x - gapOnScreen)).toBeLessThanOrEqual(1);
  await page.mouse.up();

  await expect(slider).toBeHidden();
  expect(sent).not.toBeNull();
  expect(Math.abs(sent!.x - gapX)).toBeLessThanOrEqual(TOLERANCE_PX);
  // The trail is in picture pixels too, ending at the answer.
  expect(sent!.trail!.at(-1)![1]).toBe(sent!.x);
  expect(Math.max(...sent!.trail!.map(([, px]) => px))).toBeLessThanOrEqual(WIDTH - PIECE);
});
