import { describe, expect, it } from 'vitest';
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import { translator } from '../../lib/i18n/ui.ts';
import { rewardText } from './reward-text.ts';

const base: RewardView = { kind: 'coins', amount: '3.00', value: null, min: null, boxId: null, boxName: null, ornamentId: null, ornamentName: null, image: null, count: 1, days: null };

describe('rewardText', () => {
  it('words each kind with its amounts and names', () => {
    const zh = translator('zh-CN');
    const en = translator('en');
    expect(rewardText(zh, base)).toBe('3 金币');
    expect(rewardText(en, { ...base, kind: 'balance', amount: '12.50' })).toBe("¥12.50 balance");
    expect(rewardText(zh, { ...base, kind: 'freeBox', boxId: 1, boxName: '新手起步箱', count: 2 })).toBe('免费箱子「新手起步箱」×2');
    expect(rewardText(en, { ...base, kind: 'depositCoupon', value: '10', min: '100.00' })).toBe('+10% deposit coupon (one deposit of ¥100 or more)');
    expect(rewardText(zh, { ...base, kind: 'caseCoupon', value: '5.00', min: '10.00' })).toBe('开箱立减 5 元优惠券（满 10 元）');
    expect(rewardText(en, { ...base, kind: 'caseCoupon', value: '5.00', min: '10.00', boxId: 3, boxName: 'Rifle Case' })).toBe('¥5 off opening "Rifle Case" (¥10 or more)');
    expect(rewardText(zh, { ...base, kind: 'voucher', ornamentId: 7, ornamentName: 'AK-47 | 红线' })).toBe('饰品代金券「AK-47 | 红线」');
    expect(rewardText(translator('zh-TW'), { ...base, kind: 'points', amount: '1.00' })).toBe('1 積分');
  });
});
