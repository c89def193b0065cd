import { describe, expect, it } from 'vitest';
import { ConfigError, getConfig } from './index.ts';
import { alipayTestEnv } from '../../../tests/fakes/alipay-certify-env.ts';

/** What production needs set: real SMS and mail providers. */
const PROD = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.com',
  APP_SECRET: 'a-long-production-secret',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'sign',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  SMTP_URL: 'smtp://u:p@mail.example.com:587',
  WAXPEER_API_KEY: 'key',
  // Real-name verification goes through Alipay in production.
  ...alipayTestEnv(),
  GEETEST_CAPTCHA_ID: '0123456789abcdef0123456789abcdef',
  GEETEST_CAPTCHA_KEY: 'fedcba9876543210fedcba9876543210',
};

describe('getConfig', () => {
  it('has the documented defaults', () => {
    const c = getConfig({});
    expect(c).toMatchObject({ port: 4321, host: 'localhost', databaseUrl: undefined, defaultInvitationCode: 'CS2VIP', seedDemo: true });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.pay).toMatchObject({ sandboxEnabled: true, minFen: 1000n, maxFen: 5000000n, firstDepositBonusPercent: 20, sandboxToleranceSec: 300 });
  });

  it('refuses bad settings with the variable named', () => {
    expect(() => getConfig({ PORT: 'abc' })).toThrow(/PORT=abc/);
    expect(() => getConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => getConfig({ RECHARGE_MIN: '100', RECHARGE_MAX: '50' })).toThrow(ConfigError);
    expect(() => getConfig({ DEFAULT_INVITATION_CODE: 'a b' })).toThrow(/DEFAULT_INVITATION_CODE/);
  });

  it('reads TRUST_PROXY as off, on (one hop), a hop count or proxy addresses, and refuses anything else', () => {
    expect(getConfig({}).trustProxy).toBe(false);
    expect(getConfig({ TRUST_PROXY: 'on' }).trustProxy).toEqual({ hops: 1 });
    expect(getConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(getConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual({ proxies: ['10.0.0.0/8', '127.0.0.1'] });
    expect(() => getConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true is not off, on \(one proxy\), a number of proxy hops from 1 to 10, or a comma list/);
    expect(() => getConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(ConfigError);
  });

  it('never runs a sandbox provider or a test switch in production', () => {
    const c = getConfig(PROD);
    expect(c.pay.sandboxEnabled).toBe(false);
    expect(c.seedDemo).toBe(false);
    expect(c).toMatchObject({ captcha: { enabled: true, provider: 'geetest' }, sms: { provider: 'aliyun' }, mail: { provider: 'smtp' } });
    expect(c.steam.openidEndpoint).toBe('https://steamcommunity.com/openid/login');
    expect(() => getConfig({ ...PROD, PAY_SANDBOX: 'on' })).toThrow(/refused in production/);
    expect(() => getConfig({ ...PROD, CAPTCHA: 'off' })).toThrow(/CAPTCHA=off/);
    expect(() => getConfig({ ...PROD, SMS_PROVIDER: 'sandbox' })).toThrow(/SMS_PROVIDER/);
    expect(() => getConfig({ ...PROD, MAIL_PROVIDER: 'sandbox' })).toThrow(/MAIL_PROVIDER/);
    expect(() => getConfig({ ...PROD, STEAM_OPENID_ENDPOINT: 'http://localhost:9/openid' })).toThrow(/STEAM_OPENID_ENDPOINT/);
    expect(c.withdrawals.supplier).toBe('waxpeer');
    expect(() => getConfig({ ...PROD, WITHDRAW_SUPPLIER: 'sandbox' })).toThrow(/WITHDRAW_SUPPLIER=sandbox is refused/);
    expect(() => getConfig({ ...PROD, WAXPEER_API_KEY: '' })).toThrow(/WAXPEER_API_KEY/);
  });

  it('reads the take-back settings', () => {
    const c = getConfig({ WITHDRAW_DAILY_VALUE: '500', WITHDRAW_REVIEW_ABOVE: '100', SKINS_SANDBOX_MODE: 'manual' });
    expect(c.withdrawals).toMatchObject({ supplier: 'sandbox', requireDeposit: true, dailyCount: 20, dailyValueFen: 50000n, reviewAboveFen: 10000n, priceMarginPercent: 10 });
    expect(c.withdrawals.sandbox).toMatchObject({ mode: 'manual', stepSeconds: 5, failPercent: 20 });
    expect(() => getConfig({ SKINS_SANDBOX_MODE: 'fast' })).toThrow(/SKINS_SANDBOX_MODE/);
    expect(() => getConfig({ WITHDRAW_PRICE_MARGIN: '101' })).toThrow(/WITHDRAW_PRICE_MARGIN/);
  });

  it('needs the credentials of the real providers it is asked for', () => {
    expect(() => getConfig({ ...PROD, APP_SECRET: '' })).toThrow(/APP_SECRET/);
    expect(() => getConfig({ ...PROD, ALIYUN_SMS_SIGN_NAME: '' })).toThrow(/ALIYUN_SMS/);
    expect(() => getConfig({ ...PROD, SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => getConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER=carrier-pigeon/);
  });

  it('lets development and tests use the sandboxes and skip the slider', () => {
    const c = getConfig({ CAPTCHA: 'off', STEAM_OPENID_ENDPOINT: 'http://127.0.0.1:9999/openid' });
    expect(c).toMatchObject({ captcha: { enabled: false }, sms: { provider: 'sandbox' }, mail: { provider: 'sandbox' } });
    expect(c.steam.openidEndpoint).toBe('http://127.0.0.1:9999/openid');
  });
});

describe('session lifetimes and the live socket limit', () => {
  it('defaults to 30 idle days, 90 days in all and 20 sockets per address', () => {
    expect(getConfig({})).toMatchObject({ sessions: { idleDays: 30, maxDays: 90 }, live: { maxPerAddress: 20 } });
    expect(getConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '7', LIVE_MAX_PER_ADDRESS: '5000' }))
      .toMatchObject({ sessions: { idleDays: 7, maxDays: 7 }, live: { maxPerAddress: 5000 } });
  });

  it('refuses values that are not whole numbers in range, and idle above the maximum', () => {
    expect(() => getConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS=0/);
    expect(() => getConfig({ SESSION_MAX_DAYS: '1.5' })).toThrow(/SESSION_MAX_DAYS=1.5/);
    expect(() => getConfig({ SESSION_IDLE_DAYS: '60', SESSION_MAX_DAYS: '30' })).toThrow(/SESSION_IDLE_DAYS \(60\) is above SESSION_MAX_DAYS \(30\)/);
    expect(() => getConfig({ LIVE_MAX_PER_ADDRESS: '0' })).toThrow(ConfigError);
  });
});

describe('at scale: RabbitMQ, the browsers\' STOMP address and the cluster size', () => {
  it('is embedded by default: no broker, the page\'s own /ws, two processes for npm run cluster', () => {
    expect(getConfig({})).toMatchObject({ broker: { url: undefined, stompUrl: undefined }, clusterSize: 2 });
  });

  it('takes an amqp:// broker and a ws:// or wss:// STOMP address', () => {
    const c = getConfig({ BROKER_URL: 'amqp://app:pw@127.0.0.1:5672', STOMP_URL: 'wss://live.example.com/ws', CLUSTER_SIZE: '16' });
    expect(c).toMatchObject({ broker: { url: 'amqp://app:pw@127.0.0.1:5672', stompUrl: 'wss://live.example.com/ws' }, clusterSize: 16 });
    expect(getConfig({ BROKER_URL: 'amqps://h', STOMP_URL: 'ws://127.0.0.1:15674/ws' }).broker.stompUrl).toBe('ws://127.0.0.1:15674/ws');
  });

  it('refuses a broker that is not amqp, without printing its password', () => {
    expect(() => getConfig({ BROKER_URL: 'redis://u:hunter2@h:6379' })).toThrow(/BROKER_URL must be a RabbitMQ address/);
    expect(() => getConfig({ BROKER_URL: 'redis://u:hunter2@h:6379' })).not.toThrow(/hunter2/);
    expect(() => getConfig({ BROKER_URL: 'localhost:5672' })).toThrow(/BROKER_URL/);
  });

  it('refuses a STOMP address that is not ws:// or wss://, or one with no broker to publish to', () => {
    for (const bad of ['http://h/ws', 'https://h/ws', '/ws', 'ws://', 'ws://u:p@h/ws']) {
      expect(() => getConfig({ BROKER_URL: 'amqp://h', STOMP_URL: bad }), bad).toThrow(/STOMP_URL must be a WebSocket address/);
    }
    expect(() => getConfig({ STOMP_URL: 'ws://h/ws' })).toThrow(/STOMP_URL needs BROKER_URL/);
  });

  it('refuses an ASSET_BASE_URL that is no address, and takes the documented forms', () => {
    for (const bad of ['cdn.cstrike.app', 'ftp://cdn.example.com', 'https://cdn example.com']) {
      expect(() => getConfig({ ASSET_BASE_URL: bad }), bad).toThrow(/ASSET_BASE_URL must be/);
    }
    for (const ok of ['', 'off', '/assets', 'https://cdn.example.com', '//cdn.example.com/x']) {
      expect(() => getConfig({ ASSET_BASE_URL: ok }), ok).not.toThrow();
    }
  });

  it('refuses a cluster size outside 1-16', () => {
    for (const bad of ['0', '17', '-1', '2.5', 'two']) {
      expect(() => getConfig({ CLUSTER_SIZE: bad }), bad).toThrow(new RegExp(`CLUSTER_SIZE=${bad.replace('.', '\\.')} is not a whole number between 1 and 16`));
    }
    expect(getConfig({ CLUSTER_SIZE: '1' }).clusterSize).toBe(1);
  });
});

describe('the randomness beacon', () => {
  const QUICKNET_HASH = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971';
  const OTHER_KEY = 'ab'.repeat(96);

  it("is the local one outside production and drand's quicknet in production", () => {
    expect(getConfig({}).beacon).toMatchObject({ provider: 'local', localPeriodSeconds: 3 });
    expect(getConfig({ NODE_ENV: 'test' }).beacon.provider).toBe('local');
    expect(getConfig(PROD).beacon).toEqual({
      provider: 'drand',
      drand: {
        urls: ['https://api.drand.sh', 'https://drand.cloudflare.com'],
        chainHash: QUICKNET_HASH,
        publicKey: expect.stringMatching(/^83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb9.{142}$/),
      },
      localPeriodSeconds: 3,
    });
    expect(getConfig({ BEACON: 'drand' }).beacon.provider).toBe('drand');
  });

  it('refuses the local beacon in production and names what is wrong', () => {
    expect(() => getConfig({ ...PROD, BEACON: 'local' })).toThrow(ConfigError);
    expect(() => getConfig({ ...PROD, BEACON: 'local' })).toThrow(/BEACON=local is refused in production/);
    expect(() => getConfig({ BEACON: 'coin-flip' })).toThrow(/BEACON=coin-flip is not one of local, drand/);
  });

  it('takes relays, a chain hash and a key, and refuses malformed ones', () => {
    const c = getConfig({ DRAND_URLS: ' http://127.0.0.1:8081/ , https://relay.example.com/drand', DRAND_CHAIN_HASH: 'AB'.repeat(32), DRAND_PUBLIC_KEY: OTHER_KEY });
    expect(c.beacon.drand).toEqual({ urls: ['http://127.0.0.1:8081', 'https://relay.example.com/drand'], chainHash: 'ab'.repeat(32), publicKey: OTHER_KEY });
    for (const bad of [',', 'api.drand.sh', 'ftp://api.drand.sh', 'https://u:p@api.drand.sh', 'https://api.drand.sh?x=1']) {
      expect(() => getConfig({ DRAND_URLS: bad }), bad).toThrow(/DRAND_URLS must be a comma list/);
    }
    expect(() => getConfig({ DRAND_URLS: 'https://u:hunter2@api.drand.sh' })).not.toThrow(/hunter2/);
    expect(() => getConfig({ DRAND_CHAIN_HASH: 'abc', DRAND_PUBLIC_KEY: OTHER_KEY })).toThrow(/DRAND_CHAIN_HASH must be/);
    expect(() => getConfig({ DRAND_CHAIN_HASH: QUICKNET_HASH, DRAND_PUBLIC_KEY: 'ab'.repeat(48) })).toThrow(/DRAND_PUBLIC_KEY must be/);
    expect(() => getConfig({ DRAND_CHAIN_HASH: 'ab'.repeat(32) })).toThrow(/go together/);
    expect(() => getConfig({ DRAND_PUBLIC_KEY: OTHER_KEY })).toThrow(/go together/);
  });

  it('takes a local period of 1 to 60 seconds', () => {
    expect(getConfig({ BEACON_PERIOD_SECONDS: '1' }).beacon.localPeriodSeconds).toBe(1);
    expect(getConfig({ BEACON_PERIOD_SECONDS: '60' }).beacon.localPeriodSeconds).toBe(60);
    for (const bad of ['0', '61', '2.5', 'three']) {
      expect(() => getConfig({ BEACON_PERIOD_SECONDS: bad }), bad).toThrow(/BEACON_PERIOD_SECONDS=.* is not a whole number between 1 and 60/);
    }
  });
});

describe('every problem in one start', () => {
  /** The ConfigError getConfig(env) throws. */
  const refusal = (env: NodeJS.ProcessEnv): ConfigError => {
    try {
      getConfig(env);
    } catch (e) {
      if (e instanceof ConfigError) return e;
      throw e;
    }
    throw new Error('getConfig accepted the settings');
  };

  it('a bare production environment is refused once, naming every missing setting, and points at the guide', () => {
    const e = refusal({ NODE_ENV: 'production' });
    const lines = e.message.split('\n');
    expect(lines[0]).toMatch(/^\d+ settings must be fixed before this server can start \(see docs\/operations\/production\.md\):$/);
    expect(lines.slice(1).every((line) => line.startsWith('  - '))).toBe(true);
    expect(lines.length - 1).toBe(e.problems.length);
    for (const name of [
      'PUBLIC_URL', 'APP_SECRET', 'ALIYUN_SMS_ACCESS_KEY_ID', 'ALIYUN_SMS_TEMPLATE_CODE', 'SMTP_URL', 'WAXPEER_API_KEY',
      'GEETEST_CAPTCHA_ID', 'GEETEST_CAPTCHA_KEY', 'ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'WECHATPAY_', 'STRIPE_SECRET_KEY',
    ]) {
      expect(e.message, name).toContain(name);
    }
    expect(e.message).toMatch(/No payment channel is configured: .*see docs\/operations\/production\.md/);
  });

  it('lists each missing setting of an otherwise complete production, one a line', () => {
    const { APP_SECRET: _secret, SMTP_URL: _smtp, WAXPEER_API_KEY: _waxpeer, GEETEST_CAPTCHA_KEY: _key, ...rest } = PROD;
    const e = refusal({ ...rest, PUBLIC_URL: 'http://shop.example.com' });
    expect(e.problems).toHaveLength(5);
    expect(e.problems).toEqual([
      expect.stringMatching(/^APP_SECRET must be set/),
      expect.stringMatching(/^MAIL_PROVIDER=smtp needs SMTP_URL/),
      expect.stringMatching(/^WITHDRAW_SUPPLIER=waxpeer needs WAXPEER_API_KEY/),
      expect.stringMatching(/^PUBLIC_URL must be an https:\/\/ address in production/),
      expect.stringMatching(/GEETEST_CAPTCHA_KEY must be set/),
    ]);
    for (const problem of e.problems) expect(e.message).toContain(`  - ${problem}`);
  });

  it('names every malformed setting too, in development as in production', () => {
    const e = refusal({ PORT: 'abc', CLUSTER_SIZE: '17', TRUST_PROXY: 'true', BROKER_URL: 'redis://h', STRIPE_SECRET_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'nope' });
    expect(e.problems).toEqual([
      'PORT=abc is not a whole number between 0 and 65535',
      expect.stringMatching(/^BROKER_URL must be a RabbitMQ address/),
      'CLUSTER_SIZE=17 is not a whole number between 1 and 16',
      expect.stringMatching(/^TRUST_PROXY=true is not off/),
      expect.stringMatching(/^STRIPE_SECRET_KEY must be a Stripe secret or restricted key/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret/),
    ]);
  });

  it('does not add a second complaint built on a value already refused, nor say one twice', () => {
    // RECHARGE_MAX refused: its default must not make RECHARGE_MIN look too high as well.
    expect(refusal({ RECHARGE_MIN: '60000', RECHARGE_MAX: 'lots' }).problems).toEqual(['RECHARGE_MAX=lots is not a whole number between 1 and 10000000']);
    // A malformed BROKER_URL is the problem, not STOMP_URL lacking one.
    expect(refusal({ BROKER_URL: 'localhost', STOMP_URL: 'ws://h/ws' }).problems).toHaveLength(1);
    // Alipay's keys are read for payments and for real-name verification: said once.
    const e = refusal({ ...PROD, ALIPAY_APP_ID: 'app-1' });
    expect(e.problems).toHaveLength(1);
    expect(e.message).toMatch(/^ALIPAY_APP_ID must be the app's numeric id/);
  });

  it('a lone problem is the message itself, as before', () => {
    expect(refusal({ CLUSTER_SIZE: '17' }).message).toBe('CLUSTER_SIZE=17 is not a whole number between 1 and 16');
    expect(refusal({ ...PROD, APP_SECRET: '' }).message).toBe('APP_SECRET must be set to at least 16 characters (it keys the hashes of one-time codes)');
  });

  it('production with WeChat Pay or Stripe only still needs Alipay for real names; with none, says no money could be taken', () => {
    const noAlipay = Object.fromEntries(Object.entries(PROD).filter(([name]) => !name.startsWith('ALIPAY_')));
    const none = refusal(noAlipay);
    expect(none.problems).toEqual([
      expect.stringMatching(/^Real-name verification goes through Alipay in production/),
      expect.stringMatching(/^No payment channel is configured/),
    ]);
    const stripeOnly = refusal({ ...noAlipay, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' });
    expect(stripeOnly.problems).toEqual([expect.stringMatching(/^Real-name verification goes through Alipay/)]);
    expect(getConfig(PROD).pay.alipay).not.toBeNull();
  });

  it('production needs PUBLIC_URL, over https', () => {
    const { PUBLIC_URL: _url, ...noUrl } = PROD;
    expect(() => getConfig(noUrl)).toThrow(/^PUBLIC_URL must be set in production/);
    expect(() => getConfig({ ...PROD, PUBLIC_URL: 'http://shop.example.com' })).toThrow(/^PUBLIC_URL must be an https:\/\/ address in production.*got http:\/\/shop\.example\.com$/);
    expect(getConfig({ ...PROD, PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com');
    expect(getConfig({}).publicUrl).toBe('http://localhost:4321');
  });
});
