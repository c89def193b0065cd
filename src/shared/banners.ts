// Home page banners. Static for now, and shared: the home page renders them on the server (the
// first picture is the page's largest paint, so it must not wait for a script), and
// GET api/common/bannerList serves the same list. Each image is the site's own drawing in
// public/banners/ (src/lib/art/banner-art.ts), served from this origin; a test fails when one is
// missing.
import type { Banner } from './contracts/box.ts';
import type { Lang } from './locales.ts';
import { localized, type Localized } from './localized.ts';

export const BANNERS: { id: number; image: string; link: string; title: Localized }[] = [
  { id: 1, image: '/banners/first-deposit.svg', link: '/personal/flow', title: { 'zh-CN': '首充 +20% 奖励', en: '+20% on your first deposit', 'zh-TW': '首儲 +20% 獎勵' } },
  { id: 2, image: '/banners/provably-fair.svg', link: '/provably-fair', title: { 'zh-CN': '每一次开箱都可验证', en: 'Every opening can be verified', 'zh-TW': '每一次開箱都可驗證' } },
  { id: 3, image: '/banners/knives.svg', link: '/box', title: { 'zh-CN': '刀具箱上新', en: 'New knife cases', 'zh-TW': '刀具箱上新' } },
];

export function bannersIn(lang: Lang): Banner[] {
  return BANNERS.map((b) => ({ id: b.id, image: b.image, link: b.link, title: localized(b.title, lang) }));
}
