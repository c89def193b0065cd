// The server's SiteView (src/shared/site-view.ts): answers from the catalogue cache and the database,
// the same as the API routes named on the interface.
import type { SiteView } from '../../shared/site-view.ts';
import type { Lang } from '../../shared/locales.ts';
import { boxSummary, onSale, themeList } from '../modules/boxes/catalogue.ts';
import { lastDrops } from '../modules/stats/service.ts';
import { offersRechargeRewards } from '../modules/sysconfig/service.ts';
import type { AppDeps } from '../app-deps.ts';

export function siteView(deps: Pick<AppDeps, 'db' | 'catalogue' | 'clock' | 'config'>): SiteView {
  const { catalogue, db } = deps;
  return Object.freeze({
    themes: (lang: Lang) => themeList(catalogue, lang),
    boxes: (lang: Lang) => [...catalogue.boxes.values()].filter(onSale).map((b) => boxSummary(catalogue, b, lang)),
    lastDrops: (limit: number, lang: Lang) => lastDrops(db, catalogue, { limit, isTop: 0 }, lang, deps.clock()),
    rechargeRewards: () => offersRechargeRewards(deps.config),
    firstDepositBonusPercent: () => deps.config.pay.firstDepositBonusPercent,
  });
}
