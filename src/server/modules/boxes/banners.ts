// Home page banners. Static for now; each image is the site's own drawing in public/banners/
// (src/lib/art/banner-art.ts), served from this origin; a test fails when one is missing.
import type { Localized } from '../../../shared/localized.ts';

export const BANNERS: { id: number; image: string; link: string; title: Localized }[] = [
  { id: 1, image: '/banners/first-deposit.svg', link: '/personal/flow', title: { 'zh-CN': '首充 +20% 奖励', en: '+20% on your first deposit', 'zh-TW': '首儲 +20% 獎勵' } },
  { id: 2, image: '/banners/provably-fair.svg', link: '/provably-fair', title: { 'zh-CN': '每一次开箱都可验证', en: 'Every opening can be verified', 'zh-TW': '每一次開箱都可驗證' } },
  { id: 3, image: '/banners/knives.svg', link: '/box', title: { 'zh-CN': '刀具箱上新', en: 'New knife cases', 'zh-TW': '刀具箱上新' } },
];
