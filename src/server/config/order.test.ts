// The sections are read in one fixed order (index.ts), and the refusal lists its problems in the
// order they were found: an operator reading a long refusal meets them in the order they always
// came in. One bad value for every reader, given in a scrambled order, comes back in reading order.
import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from './index.ts';

/**
 * The setting each problem names, first mention only: the variable a line starts with, or for the
 * lines of WeChat Pay's and Alipay's sections (which can say several things), the section.
 */
function refusedNames(env: NodeJS.ProcessEnv): string[] {
  try {
    getConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    const names = e.problems.map((p) => (/WECHATPAY_/.test(p) ? 'WECHATPAY' : /ALIPAY_/.test(p) ? 'ALIPAY' : /^[A-Z][A-Z0-9_]*/.exec(p)?.[0] ?? p));
    return names.filter((name, i) => names.indexOf(name) === i);
  }
  throw new Error('getConfig accepted the settings');
}

describe('the refusal\'s order', () => {
  it('is the order the sections are read in, whatever order the environment names them in', () => {
    const env = {
      FIRST_DEPOSIT_BONUS_PERCENT: '101', SHOP_MARKUP: '0.5', HOUSE_EDGE_PERCENT: '60', ALIPAY_APP_ID: 'app-1', WECHATPAY_MCHID: 'x', STRIPE_SECRET_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc', CAPTCHA_PROVIDER: 'bad', CERTIFY_PROVIDER: 'x', TRUST_PROXY: 'true', WATCHDOG_MINUTES: '0', LIVE_MAX_PER_ADDRESS: '0',
      SKINS_SANDBOX_MODE: 'fast', BEACON: 'coin', CLUSTER_SIZE: '17', BROKER_URL: 'redis://h', CONSOLE: 'x', DAILY_REWARDS: 'no', DREAM_EDGE_PERCENT: '51',
      SESSION_MAX_DAYS: '1.5', SUPPORT_URL: 'ftp://x', PUBLIC_NOTICE_ID: 'bad id!', MAIL_PROVIDER: 'fax', SMS_PROVIDER: 'pigeon', APP_SECRET: 'short',
      DEFAULT_INVITATION_CODE: 'a b', RECHARGE_MIN: 'x', ASSET_MIRROR: 'maybe', DATABASE_URL: 'mysql://x', PORT: 'abc',
    };
    expect(refusedNames(env)).toEqual([
      'PORT', 'DATABASE_URL', 'ASSET_MIRROR', 'RECHARGE_MIN', 'DEFAULT_INVITATION_CODE', 'APP_SECRET', 'SMS_PROVIDER', 'MAIL_PROVIDER',
      'PUBLIC_NOTICE_ID', 'SUPPORT_URL', 'SESSION_MAX_DAYS', 'DREAM_EDGE_PERCENT', 'DAILY_REWARDS', 'CONSOLE', 'BROKER_URL', 'CLUSTER_SIZE',
      'BEACON', 'SKINS_SANDBOX_MODE', 'LIVE_MAX_PER_ADDRESS', 'WATCHDOG_MINUTES', 'TRUST_PROXY', 'CAPTCHA_PROVIDER', 'CERTIFY_PROVIDER',
      'STRIPE_SECRET_KEY', 'WECHATPAY', 'ALIPAY', 'HOUSE_EDGE_PERCENT', 'SHOP_MARKUP', 'FIRST_DEPOSIT_BONUS_PERCENT',
    ]);
  });
});
