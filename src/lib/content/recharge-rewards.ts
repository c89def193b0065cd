// Prerendered pages (promotions, the deposits help page) carry the first-deposit bonus in an
// element marked data-recharge-reward and hidden. It is shown only once this process's sysConfig
// says recharge rewards are offered: with DAILY_REWARDS=off (noRechargeRewards), or when the
// answer fails, it stays hidden, so nobody is shown a bonus they cannot get, not even for a moment.
import type { SysConfig } from '../../shared/contracts/sysconfig.ts';
import { loadSysConfig } from '../shell/sysconfig.ts';

export const RECHARGE_REWARD_SELECTOR = '[data-recharge-reward]';

/** Shows the marked parts of `root` when `load` answers that recharge rewards are offered. */
export async function revealRechargeRewards(
  root: ParentNode = document,
  load: () => Promise<SysConfig | null> = loadSysConfig,
): Promise<boolean> {
  const config = await load();
  const offered = config !== null && !config.noRechargeRewards;
  if (offered) for (const el of root.querySelectorAll<HTMLElement>(RECHARGE_REWARD_SELECTOR)) el.hidden = false;
  return offered;
}
