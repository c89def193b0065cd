// The system config the browser asks for at start (the spec's fields and calls). It is read from the server's
// configuration only: nothing per user, so every visitor gets the same answer.
import type { Config } from '../../config/index.ts';
import type { SysConfig } from '../../../shared/contracts/sysconfig.ts';

/**
 * Whether the first-deposit bonus is offered (DAILY_REWARDS on and FIRST_DEPOSIT_BONUS_PERCENT > 0,
 * config/payments.ts): read by sysConfig (noRechargeRewards) and documentList (promotions marked
 * rechargeReward, the first-deposit bonus only), so both agree. The daily rewards do not read it.
 */
export function offersRechargeRewards(config: Pick<Config, 'pay'>): boolean {
  return config.pay.firstDepositBonusPercent > 0;
}

export function sysConfig(config: Pick<Config, 'shell' | 'broker' | 'pay'>): SysConfig {
  const { balanceTypeSwitch, publicNotice, noticeId } = config.shell;
  const { stompUrl } = config.broker;
  // Only said when off, like the other optional fields: the answer most sites get stays as it was.
  const off = !offersRechargeRewards(config);
  const { firstDepositBonusPercent } = config.pay;
  return { balanceTypeSwitch, publicText: publicNotice, firstDepositBonusPercent, ...(off ? { noRechargeRewards: true as const } : {}), ...(noticeId ? { noticeId } : {}), ...(stompUrl ? { stompUrl } : {}) };
}
