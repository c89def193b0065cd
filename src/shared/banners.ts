// Home page banners. Static for now, and shared: the home page renders them on the server (the
// first picture is the page's largest paint, so it must not wait for a script), and
// GET api/common/bannerList serves the same list. Each image is the site's own drawing in
// public/banners/ (src/lib/art/banner-art.ts), served from this origin; a test fails when one is
// missing.
import type { Banner } from './contracts/box.ts';
import type { Lang } from './locales.ts';
import { localized, type Localized } from './localized.ts';

const FIRST_DEPOSIT_SLIDE = 1;

export const BANNERS: { id: number; image: string; link: string; title: Localized }[] = [
  // {percent}: the operator's FIRST_DEPOSIT_BONUS_PERCENT; the slide is left out when it is 0 (or DAILY_REWARDS=off).
  { id: 1, image: '/banners/first-deposit.svg', link: '/personal/flow', title: { 'zh-CN': '首充 +{percent}% 奖励', en: '+{percent}% on your first deposit', 'zh-TW': '首儲 +{percent}% 獎勵' } },
  { id: 2, image: '/banners/provably-fair.svg', link: '/provably-fair', title: { 'zh-CN': '每一次开箱都可验证', en: 'Every opening can be verified', 'zh-TW': '每一次開箱都可驗證' } },
  { id: 3, image: '/banners/knives.svg', link: '/box', title: { 'zh-CN': '刀具箱上新', en: 'New knife cases', 'zh-TW': '刀具箱上新' } },
];

/** The slides in `lang`: the first-deposit one only while a bonus is offered, with its figure. */
export function bannersIn(lang: Lang, firstDepositBonusPercent: number): Banner[] {
  return BANNERS.filter((b) => b.id !== FIRST_DEPOSIT_SLIDE || firstDepositBonusPercent > 0)
    .map((b) => ({ id: b.id, image: b.image, link: b.link, title: localized(b.title, lang).replace('{percent}', String(firstDepositBonusPercent)) }));
}
