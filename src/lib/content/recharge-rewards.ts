// Prerendered pages (promotions, the deposits help page) carry the first-deposit bonus in an
// element marked data-recharge-reward and hidden. The layout's boot (lib/boot.ts) shows it only once
// this process's sysConfig says recharge rewards are offered: with DAILY_REWARDS=off
// (noRechargeRewards), or when the answer failed, it stays hidden, so nobody is shown a bonus they
// cannot get, not even for a moment. In boot, not a page script: doc pages load no JavaScript of
// their own (docs.spec.ts).
import type { SysConfig } from '../../shared/contracts/sysconfig.ts';

export const RECHARGE_REWARD_SELECTOR = '[data-recharge-reward]';

/** Shows the marked parts of `root` when `config` says recharge rewards are offered; answers whether. */
export function revealRechargeRewards(root: ParentNode, config: SysConfig | null): boolean {
  const offered = config !== null && !config.noRechargeRewards;
  if (offered) for (const el of root.querySelectorAll<HTMLElement>(RECHARGE_REWARD_SELECTOR)) el.hidden = false;
  return offered;
}
