// Server and first client render agree on every page (a disagreement once showed as React error #418 on about one
// first visit in three to /home, signed out, with the public notice). Each page is loaded fresh
// (a new context: no storage, no cache) with the notice switched on and idle callbacks held
// back 1.5 s, so the notice has opened before the `client:idle` islands hydrate. That was the
// race: the dialog host hydrated with the notice already open in its store, while the server
// had rendered it with none (on the docs, whose shell hydrates only when woken, the notice woke
// it: every time). The same spec found the toaster (a toast raised before it hydrated) and the
// live strip (the feed started by top drops) doing the same.
import type { Browser } from '@playwright/test';
import { sitePages, withPublicNotice } from './site-pages.ts';
import { expect, inBatches, test } from './support.ts';

const HYDRATION = /hydrat|#418|#423|#425|Minified React error/i;

async function loadFresh(browser: Browser, path: string, slowIdle: boolean): Promise<string[]> {
  // Tall enough that every `client:visible` island is in view at once (the open notice locks scrolling).
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 6000 } });
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    await withPublicNotice(page);
    if (slowIdle) {
      await page.addInitScript(() => {
        window.requestIdleCallback = ((cb: IdleRequestCallback) =>
          window.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 50 }), 1500));
      });
    }
    page.on('pageerror', (e) => problems.push(`${path}: page error: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && HYDRATION.test(m.text())) problems.push(`${path}: console: ${m.text()}`);
    });
    await page.goto(path);
    // Every island that hydrates on load, when idle or when visible has done so (Astro drops `ssr` then).
    // Alone a page here hydrates in 4-7 s; several fresh browsers at once on a loaded two-core CI
    // machine took more than 10 s, and /home's idle islands once more than 30 s (requestIdleCallback
    // waits for an idle renderer). So this wait is long: what fails the test is an island that
    // never hydrates or a hydration error, not a slow machine.
    await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"], [client="visible"])')).toHaveCount(0, { timeout: 60_000 });
    // The notice every page asks for has opened (on the docs it wakes the deferred shell first).
    await expect(page.getByTestId('notice-dialog')).toBeVisible();
  } finally {
    await context.close();
  }
  return problems;
}

test('every page hydrates without an error on fresh loads with the public notice on', async ({ browser, request }) => {
  // Every page in zh-CN (the Steam callback without its code is its error page, still a page) and
  // the home page in the other languages, with idle held back (the race made certain); /home,
  // where it was reported, also three times as a browser loads it.
  const pages = [...(await sitePages(request)), '/en/home', '/zh-TW/home'];
  const loads = [...pages.map((path) => [path, true] as const), ...Array.from({ length: 3 }, () => ['/home', false] as const)];
  test.setTimeout(loads.length * 15_000);
  // Three fresh browsers' loads at a time: each mostly waits on its held-back idle callbacks, and
  // six at once starved each other of the two cores CI has.
  const problems = (await inBatches(loads, 3, ([path, slowIdle]) => loadFresh(browser, path, slowIdle))).flat();
  expect(problems).toEqual([]);
});
