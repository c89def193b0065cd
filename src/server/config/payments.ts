// Payments and deposits (docs/configuration.md "Payments and deposits"): the sandbox, the
// top-up limits, the real channels (Alipay, WeChat Pay, Stripe: sections their providers read) and
// the rewards for depositing.
import { alipaySettings, type AlipayConfig } from '../providers/payments/alipay-config.ts';
import { stripeSettings, type StripeSettings } from '../providers/payments/stripe-config.ts';
import { wechatPayConfig, type WechatPayConfig } from '../providers/payments/wechatpay-config.ts';
import { PRODUCTION_GUIDE } from './error.ts';
import { int, oneOf, type NodeEnv, type Source } from './read.ts';

export interface PaymentsConfig {
  pay: {
    sandboxEnabled: boolean;
    sandboxSecret: string;
    /** Seconds a signed webhook stays valid either side of now. */
    sandboxToleranceSec: number;
    /** STRIPE_*: Stripe Checkout serves the card channel; null when not configured. */
    stripe: StripeSettings | null;
    /** WECHATPAY_*: WeChat Pay API v3 serves the wechat channel; null when not configured. */
    wechat: WechatPayConfig | null;
    /** ALIPAY_*: Alipay (page and phone-site pay) serves the alipay channel; null when not configured. */
    alipay: AlipayConfig | null;
    minFen: bigint;
    maxFen: bigint;
    presetsYuan: string[];
    firstDepositBonusPercent: number;
  };
  /**
   * Recharge rewards: DAILY_REWARDS=off (several jurisdictions forbid rewarding a
   * deposit) switches off the daily deposit tiers, the first-deposit bonus and deposit coupons.
   */
  rewards: { dailyRewards: boolean };
}

type Pay = PaymentsConfig['pay'];

const DEV_SANDBOX_SECRET = 'sandbox-dev-secret-change-me';

/** PAY_SANDBOX, PAY_SANDBOX_SECRET, RECHARGE_MIN, RECHARGE_MAX. */
export function readDeposits(src: Source, nodeEnv: NodeEnv): Pick<Pay, 'sandboxEnabled' | 'sandboxSecret' | 'sandboxToleranceSec' | 'minFen' | 'maxFen' | 'presetsYuan'> {
  const { env, problems } = src;
  const sandboxEnabled = (env.PAY_SANDBOX ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on';
  const sandboxSecret = env.PAY_SANDBOX_SECRET || DEV_SANDBOX_SECRET;
  if (nodeEnv === 'production' && sandboxEnabled) {
    problems.add('PAY_SANDBOX=on is refused in production: the sandbox credits balances without real payment', 'PAY_SANDBOX');
  }
  const minYuan = int(src, 'RECHARGE_MIN', 10, 1, 1_000_000);
  const maxYuan = int(src, 'RECHARGE_MAX', 50_000, 1, 10_000_000);
  if (problems.ok('RECHARGE_MIN', 'RECHARGE_MAX') && minYuan > maxYuan) problems.add(`RECHARGE_MIN (${minYuan}) is above RECHARGE_MAX (${maxYuan})`);
  return {
    sandboxEnabled,
    sandboxSecret,
    sandboxToleranceSec: 300,
    minFen: BigInt(minYuan) * 100n,
    maxFen: BigInt(maxYuan) * 100n,
    presetsYuan: ['50', '100', '200', '500', '1000', '2000'].filter((p) => Number(p) >= minYuan && Number(p) <= maxYuan),
  };
}

/** DAILY_REWARDS. */
export function readRewards(src: Source): PaymentsConfig['rewards'] {
  return { dailyRewards: oneOf(src, 'DAILY_REWARDS', ['on', 'off'] as const, 'on') === 'on' };
}

/** STRIPE_*, WECHATPAY_*, ALIPAY_*: each null when not configured (or refused, its problems noted). */
export function readPaymentChannels({ env, problems }: Source, nodeEnv: NodeEnv): Pick<Pay, 'stripe' | 'wechat' | 'alipay'> {
  // The provider sections throw their own ConfigError (every problem of theirs in it); undefined
  // stands for a section refused, null for one left unset.
  const stripe = problems.section(undefined, () => stripeSettings(env, nodeEnv));
  const wechat = problems.section(undefined, () => wechatPayConfig(env, nodeEnv));
  const alipay = problems.section(undefined, () => alipaySettings(env, nodeEnv));
  if (nodeEnv === 'production' && stripe === null && wechat === null && alipay === null) {
    problems.add(`No payment channel is configured: production needs at least one of Alipay (ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY), WeChat Pay (the seven WECHATPAY_* settings) or Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), or the shop could take no money; see ${PRODUCTION_GUIDE}`);
  }
  return { stripe: stripe ?? null, wechat: wechat ?? null, alipay: alipay ?? null };
}

/** FIRST_DEPOSIT_BONUS_PERCENT. */
export function readFirstDepositBonus(src: Source, dailyRewards: boolean): Pay['firstDepositBonusPercent'] {
  // DAILY_REWARDS=off: no first-deposit bonus either (a reward for depositing).
  return dailyRewards ? int(src, 'FIRST_DEPOSIT_BONUS_PERCENT', 20, 0, 100) : 0;
}
