// What the server lends the pages it renders (built by src/server/http/site-view.ts, lent by
// mountSite, read by a page with lentSiteView()): a small read-only view of data a page would
// otherwise ask the API for right after loading, so the HTML comes with it. The home page renders
// its hot row and case grid from it on the server, with no island: no React hydration of two dozen
// cards, no skeleton-then-data render (main-thread blocking time on a phone). Each method answers
// what the API route named on it answers; nothing here writes. Pages must work without it (`astro
// dev`, a build served otherwise): they fall back to their islands, which ask the API.
// Not Astro.locals: the node adapter's handler passes locals only to a route it matched, and the
// language-prefixed addresses (/en/home) match none until the middleware rewrites them. So the view
// sits in one process-wide slot under a registered symbol (the SSR bundle has its own copies of
// these modules; the symbol is the same): one site per process, as `npm start` runs it.
import type { BoxSummary, BoxTheme } from '../shared/contracts/box.ts';
import type { DropRecord } from '../shared/contracts/feed.ts';
import type { Lang } from '../shared/locales.ts';

export interface SiteView {
  /** GET api/common/getBoxThemeList. */
  themes(lang: Lang): BoxTheme[];
  /** GET api/box/getBoxList with themeId -1, every page at once: the cases on sale, in the list's order. */
  boxes(lang: Lang): BoxSummary[];
  /** GET api/stat/lastDrop (isTop 0): the newest drops of the live feed's history. */
  lastDrops(limit: number, lang: Lang): Promise<DropRecord[]>;
  /** GET api/common/sysConfig without noRechargeRewards: a recharge reward is offered (DAILY_REWARDS on). */
  rechargeRewards(): boolean;
  /** GET api/common/sysConfig's firstDepositBonusPercent: the operator's FIRST_DEPOSIT_BONUS_PERCENT (0: none). */
  firstDepositBonusPercent(): number;
}

const SLOT = Symbol.for('cs2-storefront.site-view');
type Slot = { [SLOT]?: SiteView };

/** mountSite: every page this process renders from now on may read `view`. */
export function lendSiteView(view: SiteView | undefined): void {
  (globalThis as Slot)[SLOT] = view;
}

/** A page (server side only): the server's view, or undefined under `astro dev`. */
export function lentSiteView(): SiteView | undefined {
  return (globalThis as Slot)[SLOT];
}
