// The left menu's sections (spec §2): every screen of the site, grouped. Labels are UI-string keys.
import { ACCOUNT_NAV, FOOTER_NAV, MAIN_NAV, type NavItem } from '../navigation.ts';
import type { UiKey } from '../i18n/ui.ts';

export interface MenuSection {
  title: UiKey;
  items: readonly NavItem[];
}

export const TRANSFER_PATH = '/personal/transfer';

export const MENU_SECTIONS: readonly MenuSection[] = [
  {
    title: 'shell.menu.play',
    items: [...MAIN_NAV.slice(0, 3), { href: '/reverse', label: 'shell.nav.reverse' }, ...MAIN_NAV.slice(3), { href: '/skin', label: 'shell.nav.skin' }],
  },
  {
    title: 'shell.menu.account',
    items: [
      ...ACCOUNT_NAV,
      { href: '/personal/vip', label: 'shell.nav.vip' },
      { href: '/personal/promo', label: 'shell.nav.promo' },
      { href: TRANSFER_PATH, label: 'shell.nav.transfer' },
    ],
  },
  {
    title: 'shell.menu.more',
    items: [...FOOTER_NAV.slice(0, 3), { href: '/event', label: 'shell.nav.event' }, { href: '/promotions', label: 'shell.nav.promotions' }, ...FOOTER_NAV.slice(3)],
  },
];
