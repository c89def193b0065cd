// The site's navigation entries (spec §2). Labels are UI-string keys.
import type { UiKey } from './i18n/ui.ts';

export interface NavItem {
  href: string;
  label: UiKey;
}

export const MAIN_NAV: readonly NavItem[] = [
  { href: '/home', label: 'nav.home' },
  { href: '/box', label: 'nav.box' },
  { href: '/battle', label: 'nav.battle' },
  { href: '/giveaways', label: 'nav.giveaways' },
  { href: '/dream', label: 'nav.dream' },
  { href: '/shop', label: 'nav.shop' },
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
