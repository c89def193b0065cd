// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { revealRechargeRewards } from './recharge-rewards.ts';

const marked = () => document.querySelector<HTMLElement>('[data-recharge-reward]')!;

describe('recharge rewards on prerendered pages', () => {
  beforeEach(() => {
    document.body.innerHTML = '<article id="first-deposit-bonus" data-recharge-reward hidden>+20%</article><article id="sell-back-95">95%</article>';
  });

  it('shows the first-deposit bonus when sysConfig offers recharge rewards', () => {
    expect(revealRechargeRewards(document, { balanceTypeSwitch: true, publicText: true })).toBe(true);
    expect(marked().hidden).toBe(false);
  });

  it('keeps it hidden with DAILY_REWARDS=off (noRechargeRewards) and when sysConfig failed', () => {
    expect(revealRechargeRewards(document, { balanceTypeSwitch: true, publicText: true, noRechargeRewards: true })).toBe(false);
    expect(marked().hidden).toBe(true);
    expect(revealRechargeRewards(document, null)).toBe(false);
    expect(marked().hidden).toBe(true);
    expect(document.getElementById('sell-back-95')!.hidden).toBe(false);
  });
});
