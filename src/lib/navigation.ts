// The site's navigation entries (spec §2). Labels are UI-string keys.
import type { UiKey } from './i18n/ui.ts';

/** The width (Tailwind breakpoint) from which a main entry is shown in the header's own row. */
export type HeaderFrom = 'lg' | 'xl' | '2xl';

export interface NavItem {
  href: string;
  label: UiKey;
  /**
   * Main entries only. Below it the entry is reached through the left menu, which lists every
   * entry: the header's row must hold, in English (the widest language) and signed in, the brand,
   * the balances, "Top up", the inbox and the avatar (tests/e2e/layout.spec.ts). The brand links
   * home, so "Home" is the first to fold.
   */
  headerFrom?: HeaderFrom;
}

export const MAIN_NAV: readonly NavItem[] = [
  { href: '/home', label: 'nav.home', headerFrom: '2xl' },
  { href: '/box', label: 'nav.box', headerFrom: 'lg' },
  { href: '/battle', label: 'nav.battle', headerFrom: 'lg' },
  { href: '/giveaways', label: 'nav.giveaways', headerFrom: 'xl' },
  { href: '/dream', label: 'nav.dream', headerFrom: 'xl' },
  { href: '/shop', label: 'nav.shop', headerFrom: 'xl' },
];

export const ACCOUNT_NAV: readonly NavItem[] = [
  { href: '/personal', label: 'nav.personal' },
  { href: '/personal/bag', label: 'nav.bag' },
  { href: '/personal/flow', label: 'nav.flow' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { href: '/provably-fair', label: 'nav.fair' },
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
