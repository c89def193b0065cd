// The site's navigation entries (the spec's screens), in one place: the header row, the left menu and the
// footer all read them from here. Labels are UI-string keys.
import type { UiKey } from './i18n/ui.ts';

/**
 * The entries' routes that have a page in src/pages. An entry whose route is not here is not
 * shown anywhere, so no link leads to a not-found page; navigation.test.ts checks this set
 * against src/pages both ways, so the page that lands for a route (battles, the shop...) fails
 * that test until its route is added here, and its entries then appear wherever they belong.
 */
export const BUILT_ROUTES: ReadonlySet<string> = new Set([
  '/home', '/box', '/battle', '/reverse', '/personal', '/personal/bag', '/personal/flow', '/provably-fair', '/docs/help', '/docs/support',
  '/docs/support/terms', '/docs/support/privacy', '/event', '/promotions', '/news', '/dream', '/skin',
  '/shop', '/giveaways', '/personal/vip', '/personal/promo', '/rankings', '/personal/transfer', '/responsible-gaming',
]);

/** Whether `href` has its page (see BUILT_ROUTES). */
export function isBuilt(href: string): boolean {
  return BUILT_ROUTES.has(href);
}

/** The entries of `items` that have their page, in order. */
export function builtOnly<T extends { href: string }>(items: readonly T[]): T[] {
  return items.filter((i) => isBuilt(i.href));
}

/** The width (Tailwind breakpoint) from which a main entry is shown in the header's own row ('never': the left menu only). */
export type HeaderFrom = 'lg' | 'xl' | '2xl' | 'never';

export interface NavItem {
  href: string;
  label: UiKey;
  /**
   * Main entries only. Below it the entry is reached through the left menu, which lists every
   * entry: the header's row must hold, in English (the widest language) and signed in, the brand,
   * the balances, "Top up", the inbox and the avatar (tests/e2e/layout.spec.ts). The brand links
   * home, so "Home" is the first to fold: since giveaways joined the row it is in the left menu
   * only (at 1920 px, English and signed in, the row held one entry fewer than it had).
   */
  headerFrom?: HeaderFrom;
}

/** Every main entry, built or planned, in the order they are shown. */
export const MAIN_ENTRIES: readonly NavItem[] = [
  { href: '/home', label: 'nav.home', headerFrom: 'never' },
  { href: '/box', label: 'nav.box', headerFrom: 'lg' },
  { href: '/battle', label: 'nav.battle', headerFrom: 'lg' },
  { href: '/giveaways', label: 'nav.giveaways', headerFrom: 'xl' },
  { href: '/dream', label: 'nav.dream', headerFrom: 'xl' },
  // The gift button joined the row: at 1280 px, English, signed in, the shop no longer fit.
  { href: '/shop', label: 'nav.shop', headerFrom: '2xl' },
  // The header's row is full (see headerFrom): the rankings are in the left menu, with the games.
  { href: '/rankings', label: 'rank_nav', headerFrom: 'never' },
];

/** The main entries shown now: those whose page exists. */
export const MAIN_NAV: readonly NavItem[] = builtOnly(MAIN_ENTRIES);

export const ACCOUNT_NAV: readonly NavItem[] = [
  { href: '/personal', label: 'nav.personal' },
  { href: '/personal/bag', label: 'nav.bag' },
  { href: '/personal/flow', label: 'nav.flow' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { href: '/provably-fair', label: 'nav.fair' },
  { href: '/responsible-gaming', label: 'footer.responsible' },
  { href: '/docs/help', label: 'nav.help' },
  { href: '/docs/support', label: 'nav.support' },
  { href: '/docs/support/terms', label: 'footer.terms' },
  { href: '/docs/support/privacy', label: 'footer.privacy' },
];

/** Whether `href` is the current section: exact, or a parent path of it (not for "/home"). */
export function isCurrent(pathname: string, href: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === href || (href !== '/home' && path.startsWith(`${href}/`));
}
