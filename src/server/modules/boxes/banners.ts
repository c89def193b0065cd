// Home page banners. Static for now; images are relative, prefixed by the asset base in the browser.
import type { Lang } from '../../../shared/messages.ts';

export const BANNERS: { id: number; image: string; link: string; title: Record<Lang, string> }[] = [
  { id: 1, image: '/banners/first-deposit.svg', link: '/personal/flow', title: { 'zh-CN': '首充 +20% 奖励', en: '+20% on your first deposit' } },
  { id: 2, image: '/banners/provably-fair.svg', link: '/provably-fair', title: { 'zh-CN': '每一次开箱都可验证', en: 'Every opening can be verified' } },
  { id: 3, image: '/banners/knives.svg', link: '/box', title: { 'zh-CN': '刀具箱上新', en: 'New knife cases' } },
];
