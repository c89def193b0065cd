// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { revealRechargeRewards } from './recharge-rewards.ts';

const marked = () => document.querySelector<HTMLElement>('[data-recharge-reward]')!;

describe('recharge rewards on prerendered pages', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<article id="first-deposit-bonus" data-recharge-reward hidden>+<span data-bonus-percent></span>% · 100 → <span data-bonus-total></span></article><article id="sell-back-95">95%</article>';
  });

  it('shows the first-deposit bonus with the configured percent when sysConfig offers it', () => {
    expect(revealRechargeRewards(document, { balanceTypeSwitch: true, publicText: true, firstDepositBonusPercent: 35 })).toBe(true);
    expect(marked().hidden).toBe(false);
    expect(marked().textContent).toBe('+35% · 100 → 135');
  });

  it('keeps it hidden with DAILY_REWARDS=off (noRechargeRewards), a percent of 0 or missing, and when sysConfig failed', () => {
    expect(revealRechargeRewards(document, { balanceTypeSwitch: true, publicText: true, firstDepositBonusPercent: 0, noRechargeRewards: true })).toBe(false);
    expect(marked().hidden).toBe(true);
    expect(revealRechargeRewards(document, { balanceTypeSwitch: true, publicText: true })).toBe(false);
    expect(marked().hidden).toBe(true);
    expect(revealRechargeRewards(document, null)).toBe(false);
    expect(marked().hidden).toBe(true);
    expect(marked().textContent).toBe('+% · 100 → ');
    expect(document.getElementById('sell-back-95')!.hidden).toBe(false);
  });
});
