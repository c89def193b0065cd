// The left menu's sections (the spec's screens): every screen of the site, grouped. Labels are UI-string keys.
import { ACCOUNT_NAV, builtOnly, FOOTER_NAV, MAIN_ENTRIES, type NavItem } from '../navigation.ts';
import type { UiKey } from '../i18n/ui.ts';

export interface MenuSection {
  title: UiKey;
  items: readonly NavItem[];
}

export const TRANSFER_PATH = '/personal/transfer';

/** Every section with every entry, built or planned (the order they take when their pages land). */
export const MENU_PLAN: readonly MenuSection[] = [
  {
    title: 'shell.menu.play',
    items: [...MAIN_ENTRIES.slice(0, 3), { href: '/reverse', label: 'shell.nav.reverse' }, ...MAIN_ENTRIES.slice(3), { href: '/skin', label: 'shell.nav.skin' }],
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
    items: [...FOOTER_NAV.slice(0, 3), { href: '/event', label: 'shell.nav.event' }, { href: '/promotions', label: 'shell.nav.promotions' }, { href: '/news', label: 'shell.nav.news' }, ...FOOTER_NAV.slice(3)],
  },
];

/** The left menu as shown: only entries whose page exists (src/lib/navigation.ts BUILT_ROUTES). */
export const MENU_SECTIONS: readonly MenuSection[] = MENU_PLAN.map((s) => ({ ...s, items: builtOnly(s.items) })).filter((s) => s.items.length > 0);
