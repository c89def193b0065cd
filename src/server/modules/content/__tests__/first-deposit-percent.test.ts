// The first-deposit bonus the pages show is the operator's FIRST_DEPOSIT_BONUS_PERCENT, never a
// figure written in the content; 0 withdraws that bonus only (the daily rewards stay).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BenefitsView } from '../../../../shared/contracts/rewards/virtual.ts';
import { fund, get } from '../../../../../tests/integration/api.ts';
import { player } from '../../../../../tests/integration/battles-helpers.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';

const promotions = async (c: TestContext, lang: string) =>
  (await get(c, '/api/common/documentList?type=promotion', { lang })).json().data.list as { id: string; title: string; summary: string }[];
const slides = async (c: TestContext, lang: string) =>
  (await get(c, '/api/common/bannerList', { lang })).json().data as { id: number; title: string }[];
const benefits = async (c: TestContext, token: string) =>
  (await get(c, '/api/profile/getBenefits', { token, lang: 'en' })).json().data as BenefitsView;

describe('FIRST_DEPOSIT_BONUS_PERCENT=35', () => {
  let c: TestContext;
  beforeAll(async () => { c = await createTestContext({ FIRST_DEPOSIT_BONUS_PERCENT: '35' }); });
  afterAll(async () => { await c.close(); });

  it('sysConfig says 35 and offers the bonus', async () => {
    const data = (await get(c, '/api/common/sysConfig')).json().data;
    expect(data.firstDepositBonusPercent).toBe(35);
    expect(data.noRechargeRewards).toBeUndefined();
  });

  it('documentList titles and summarises the promotion with 35, in every language', async () => {
    const expected = { 'zh-CN': '首充 +35%', en: '+35% on your first deposit', 'zh-TW': '首儲 +35%' };
    for (const [lang, title] of Object.entries(expected)) {
      const bonus = (await promotions(c, lang)).find((d) => d.id === 'first-deposit-bonus');
      expect(bonus, lang).toMatchObject({ title });
      expect(bonus!.summary).toContain('35%');
      expect(`${bonus!.title} ${bonus!.summary}`).not.toMatch(/20|\{percent\}/);
    }
  });

  it("the home carousel's first-deposit slide says 35, in every language", async () => {
    const expected = { 'zh-CN': '首充 +35% 奖励', en: '+35% on your first deposit', 'zh-TW': '首儲 +35% 獎勵' };
    for (const [lang, title] of Object.entries(expected)) expect((await slides(c, lang))[0], lang).toMatchObject({ id: 1, title });
  });
});

describe('FIRST_DEPOSIT_BONUS_PERCENT=0 with DAILY_REWARDS on', () => {
  let c: TestContext;
  beforeAll(async () => { c = await createTestContext({ FIRST_DEPOSIT_BONUS_PERCENT: '0' }); });
  afterAll(async () => { await c.close(); });

  it('hides only the first-deposit bonus: sysConfig and documentList drop it, the daily tiers stay', async () => {
    const data = (await get(c, '/api/common/sysConfig')).json().data;
    expect(data).toMatchObject({ firstDepositBonusPercent: 0, noRechargeRewards: true });
    expect((await promotions(c, 'en')).map((d) => d.id)).not.toContain('first-deposit-bonus');
    expect((await slides(c, 'en')).map((b) => b.id)).toEqual([2, 3]);
    const p = await player(c, 0n);
    expect((await benefits(c, p.token)).firstDepositBonus).toBeNull();
    await fund(c, p.token, '100');
    const after = await benefits(c, p.token);
    // The daily-rewards offer does not hang on the first-deposit bonus.
    expect(after.dailyTiers.length).toBeGreaterThan(0);
  });
});

describe('the content writes no bonus figure', () => {
  it('leaves the first-deposit figures to placeholders in the promotion and the deposits help page', () => {
    for (const loc of ['zh-CN', 'en', 'zh-TW']) {
      for (const file of [`promotions/${loc}/first-deposit-bonus.md`, `help/${loc}/deposits.md`]) {
        const md = fs.readFileSync(path.join('src/content', file), 'utf8').replace(/\d{4}-\d{2}-\d{2}/g, '');
        expect(md, file).toMatch(/data-bonus-percent|\{percent\}/);
        expect(md, file).not.toMatch(/\b20 ?%|\b20 (yuan|元)|\b120\b/);
      }
    }
  });
});
