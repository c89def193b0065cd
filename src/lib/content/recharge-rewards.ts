// Prerendered pages (promotions, the deposits help page) carry the first-deposit bonus in an
// element marked data-recharge-reward and hidden. The layout's boot (lib/boot.ts) shows it only once
// this process's sysConfig says the bonus is offered: with DAILY_REWARDS=off or
// FIRST_DEPOSIT_BONUS_PERCENT=0 (noRechargeRewards), or when the answer failed, it stays hidden, so
// nobody is shown a bonus they cannot get, not even for a moment. Before showing it, the figure is
// written in from sysConfig (the content leaves empty placeholders: shared/bonus-percent.ts), so the
// page says what the operator configured. In boot, not a page script: doc pages load no JavaScript
// of their own (docs.spec.ts).
import type { SysConfig } from '../../shared/contracts/sysconfig.ts';

export const RECHARGE_REWARD_SELECTOR = '[data-recharge-reward]';

/** The bonus of a 100-yuan first deposit is `percent` yuan; the content's example shows the total too. */
const FILLS: Record<string, (percent: number) => string> = {
  '[data-bonus-percent]': (p) => String(p),
  '[data-bonus-total]': (p) => String(100 + p),
};

/** Fills the bonus figures and shows the marked parts of `root` when `config` offers the bonus; answers whether. */
export function revealRechargeRewards(root: ParentNode, config: SysConfig | null): boolean {
  const percent = config?.firstDepositBonusPercent ?? 0;
  const offered = config !== null && !config.noRechargeRewards && percent > 0;
  if (!offered) return false;
  for (const [selector, fill] of Object.entries(FILLS)) for (const el of root.querySelectorAll(selector)) el.textContent = fill(percent);
  for (const el of root.querySelectorAll<HTMLElement>(RECHARGE_REWARD_SELECTOR)) el.hidden = false;
  return true;
}
