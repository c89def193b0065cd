// The system config the browser asks for at start (spec §3, §7). It is read from the server's
// configuration only: nothing per user, so every visitor gets the same answer.
import type { Config } from '../../config.ts';
import type { SysConfig } from '../../../shared/contracts/sysconfig.ts';

/**
 * Whether any recharge reward is offered (DAILY_REWARDS on, config.ts): read by sysConfig
 * (noRechargeRewards) and documentList (promotions marked rechargeReward), so both agree.
 */
export function offersRechargeRewards(config: Pick<Config, 'pay'>): boolean {
  return config.pay.firstDepositBonusPercent > 0;
}

export function sysConfig(config: Pick<Config, 'shell' | 'broker' | 'pay'>): SysConfig {
  const { balanceTypeSwitch, publicNotice, noticeId } = config.shell;
  const { stompUrl } = config.broker;
  // Only said when off, like the other optional fields: the answer most sites get stays as it was.
  const off = !offersRechargeRewards(config);
  return { balanceTypeSwitch, publicText: publicNotice, ...(off ? { noRechargeRewards: true as const } : {}), ...(noticeId ? { noticeId } : {}), ...(stompUrl ? { stompUrl } : {}) };
}
