// Every banner the home page's list names is served (none 404s) and shows its drawing, with the
// title in the page's language over it.
import { expect, test } from './support.ts';

test('every banner picture of the banner list loads from the site', async ({ page, request }) => {
  const list = (await (await request.get('/api/common/bannerList')).json()).data as { image: string; title: string }[];
  expect(list.length).toBeGreaterThanOrEqual(3);
  for (const b of list) {
    const res = await request.get(b.image);
    expect(res.status(), b.image).toBe(200);
    expect(res.headers()['content-type'], b.image).toContain('image/svg+xml');
  }
  await page.goto('/home');
  const banner = page.getByTestId('banner');
  await expect(banner).toContainText(list[0].title);
  const img = banner.locator('img');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});
