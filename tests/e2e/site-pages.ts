// Every page of the site as an address to load (one per page file in src/pages, with a real id
// where the route has one), for the specs that walk them all.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { firstDoc, samplePaths } from '../support/page-routes.ts';

export async function sitePages(request: APIRequestContext): Promise<string[]> {
  const boxes = ((await (await request.get('/api/box/getBoxList')).json()) as { data: { list: { id: number }[] } }).data.list;
  // The player site's pages: the operator console (/console…) has no player shell or public
  // notice and needs a staff session; its specs are tests/e2e/console*.spec.ts.
  return samplePaths({
    'console/players/[id].astro': '1',
    'console/boxes/[id].astro': '1',
    'console/giveaways/[id].astro': '1',
    'console/promotion/[id].astro': '1',
    'box/[id].astro': String(boxes[0].id),
    'provably-fair/verify/[id].astro': '1',
    'provably-fair/verify/dream/[id].astro': '1',
    // A room id that may not exist: the page answers and its island shows "room not found".
    'battle/[id].astro': '1',
    'battle/create/[id].astro': '1',
    'reverse/[id].astro': '1',
    'reverse/create/[id].astro': '1',
    // A giveaway that may not exist: the island shows "not found" (the verifier likewise).
    'giveaways/[id].astro': '1',
    'provably-fair/verify/giveaway/[id].astro': '1',
    '[...locale]/docs/help/[id].astro': firstDoc('help'),
    '[...locale]/docs/support/[id].astro': firstDoc('support'),
  }).filter((p) => !/^\/console(\/|$)/.test(p));
}

/** Switches the public notice on for `page`, as PUBLIC_NOTICE=on does (the e2e server runs it off). */
export async function withPublicNotice(page: Page | BrowserContext): Promise<void> {
  await page.route('**/api/common/sysConfig', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { data: { publicText: boolean } };
    body.data.publicText = true;
    await route.fulfill({ response: res, json: body });
  });
}
