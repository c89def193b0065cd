// The console's areas, in the side navigation's order, each with the permission it needs. The
// navigation hides an area the signed-in role lacks (the server refuses its routes anyway). Later
// features (giveaways, withdrawals, codes, streamers, promotions) add their entry here.
import type { Permission } from '../../shared/console/permissions.ts';
import type { UiKey } from '../i18n/ui.ts';

export interface ConsoleArea {
  href: string;
  label: UiKey;
  permission: Permission;
}

export const CONSOLE_AREAS: readonly ConsoleArea[] = [
  { href: '/console', label: 'console_shell_home', permission: 'console.view' },
  { href: '/console/players', label: 'console_shell_players', permission: 'players.read' },
  { href: '/console/adjustments', label: 'console_shell_adjustments', permission: 'balance.approve' },
  { href: '/console/totp-removals', label: 'console_totpRemoval_nav', permission: 'players.totpApprove' },
  { href: '/console/boxes', label: 'console_shell_boxes', permission: 'boxes.read' },
  { href: '/console/giveaways', label: 'console_shell_giveaways', permission: 'giveaways.view' },
  { href: '/console/withdrawals', label: 'console_shell_withdrawals', permission: 'withdrawals.view' },
  { href: '/console/promotion', label: 'console_promotion_nav', permission: 'promotion.view' },
  { href: '/console/levels', label: 'console_levels_nav', permission: 'promotion.view' },
  { href: '/console/rewards', label: 'console_rewards_nav', permission: 'rewards.view' },
  { href: '/console/protection', label: 'console_protection_nav', permission: 'protection.view' },
  { href: '/console/reports', label: 'console_shell_reports', permission: 'reports.read' },
  { href: '/console/audit', label: 'console_shell_audit', permission: 'audit.read' },
  { href: '/console/staff', label: 'console_shell_staff', permission: 'staff.manage' },
];

/** Whether `pathname` (without language prefix) is in the area: exact for the front page, else the area and below. */
export function inArea(pathname: string, href: string): boolean {
  const p = pathname.replace(/\/$/, '') || '/';
  return href === '/console' ? p === '/console' : p === href || p.startsWith(`${href}/`);
}
