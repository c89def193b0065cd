// A reward (RewardView) in words, one line: the redemption's dialog, the reward records, the daily
// tiers and the benefit dialog all say a reward the same way.
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';

export function rewardText(t: Translator, r: RewardView): string {
  const amount = displayYuan(r.amount ?? '0');
  switch (r.kind) {
    case 'balance': return t('reward.balance', { amount });
    case 'coins': return t('reward.coins', { amount });
    case 'points': return t('reward.points', { amount });
    case 'freeBox': return t('reward.freeBox', { box: r.boxName ?? `#${r.boxId}`, count: r.count });
    case 'depositCoupon': return t('reward.depositCoupon', { value: r.value ?? '', min: displayYuan(r.min ?? '0') });
    case 'caseCoupon':
      return r.boxId === null
        ? t('reward.caseCoupon', { value: displayYuan(r.value ?? '0'), min: displayYuan(r.min ?? '0') })
        : t('reward.caseCouponBox', { value: displayYuan(r.value ?? '0'), min: displayYuan(r.min ?? '0'), box: r.boxName ?? `#${r.boxId}` });
    case 'voucher':
      return r.ornamentId !== null ? t('reward.voucherSkin', { name: r.ornamentName ?? `#${r.ornamentId}` }) : t('reward.voucherAmount', { amount });
  }
}
