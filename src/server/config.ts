// One typed configuration object read from the environment. A bad setting stops the start
// with a message that says which variable and what it expects.
import path from 'node:path';
import { assetBaseProblem } from '../shared/asset-base.ts';
import { QUICKNET_CHAIN } from '../shared/fairness/quicknet-chain.ts';
import { MAX_PROXY_HOPS, parseTrustProxy, type TrustProxy } from './http/client-address.ts';
import { captchaProviderConfig, type CaptchaProviderConfig } from './providers/captcha/captcha-config.ts';
import { certifySettings, type CertifySettings } from './providers/certify/choose.ts';
import { stripeSettings, type StripeSettings } from './providers/payments/stripe-config.ts';
import { wechatPayConfig, type WechatPayConfig } from './providers/payments/wechatpay-config.ts';
import { alipaySettings, type AlipayConfig } from './providers/payments/alipay-config.ts';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** postgres://… for PostgreSQL; undefined for embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  logLevel: string;
  /**
   * TRUST_PROXY: behind reverse proxies, which of them to believe about the client address (the
   * per-address limits and the sessions list use it); read by http/client-address.ts.
   */
  trustProxy: TrustProxy;
  /** Keys the hashes of one-time codes; must be set (and kept) in production. */
  appSecret: string;
  defaultInvitationCode: string;
  seedDemo: boolean;
  boxes: {
    /** Case price = expected value / (1 - edge). */
    houseEdgePercent: number;
    /** Sell-back pays this share of an item's price. */
    recoveryPercent: number;
  };
  battles: {
    /** How long each round's reveal lasts (BATTLE_ROUND_MS). */
    roundMs: number;
    /** The same in a room created as fast (BATTLE_FAST_ROUND_MS). */
    fastRoundMs: number;
    /** A waiting room dissolves by itself after this long (BATTLE_DISSOLVE_MINUTES). */
    dissolveAfterMs: number;
  };
  /** Points earned on spending (POINTS_EARN_PERCENT, up to 2 decimals): what a case, a battle seat or a dream costs × this share. */
  points: { earnPercent: number };
  /**
   * Recharge rewards (issue 18): DAILY_REWARDS=off (several jurisdictions forbid rewarding a
   * deposit) switches off the daily deposit tiers, the first-deposit bonus and deposit coupons.
   */
  rewards: { dailyRewards: boolean };
  /** The points shop: a skin costs its catalogue price × markupPercent / 100 in points (SHOP_MARKUP, e.g. 1.2). */
  shop: { markupPercent: number };
  /** The dream game (issue 13): chance bounds, house edge, the pool's price range. */
  dream: {
    /** DREAM_MIN_PERCENT / DREAM_MAX_PERCENT: the chance a player may pick, in whole percent. */
    minPercent: number;
    maxPercent: number;
    /** DREAM_EDGE_PERCENT: fee = target price × chance ÷ (1 − edge). */
    edgePercent: number;
    /** DREAM_POOL_MIN / DREAM_POOL_MAX (yuan): catalogue skins priced within are dream targets. */
    poolMinFen: bigint;
    poolMaxFen: bigint;
  };
  /** The captcha before a code is sent; CAPTCHA=off skips it (refused in production); CAPTCHA_PROVIDER picks slider or GeeTest. */
  captcha: { enabled: boolean } & CaptchaProviderConfig;
  sms: {
    /** 'sandbox' logs codes and keeps them in the dev outbox; 'aliyun' sends real messages. */
    provider: 'sandbox' | 'aliyun';
    aliyun: { accessKeyId: string; accessKeySecret: string; signName: string; templateCode: string; endpoint: string };
  };
  mail: {
    /** 'sandbox' keeps mail in the dev outbox; 'smtp' sends through SMTP_URL. */
    provider: 'sandbox' | 'smtp';
    smtpUrl: string;
    from: string;
  };
  steam: {
    /** Steam's OpenID endpoint. Overridable only outside production, to bind the fake provider in tests. */
    openidEndpoint: string;
  };
  /** Real-name verification (CERTIFY_PROVIDER): Alipay's, production's default, or the sandbox, refused there (providers/certify/choose.ts). */
  certify: CertifySettings;
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
  /** GET api/common/sysConfig: BALANCE_TYPE_SWITCH, PUBLIC_NOTICE, PUBLIC_NOTICE_ID. */
  shell: { balanceTypeSwitch: boolean; publicNotice: boolean; noticeId: string | undefined };
  /**
   * The operator console (CONSOLE=off removes it: every console address answers 404). Its sessions
   * end after `idleMinutes` without use (CONSOLE_IDLE_MINUTES, 30) and `maxHours` after sign-in
   * (CONSOLE_MAX_HOURS, 12); a balance adjustment above `adjustApprovalFen` (CONSOLE_ADJUST_APPROVAL,
   * yuan, 1000) waits for a second staff member's approval.
   */
  console: { enabled: boolean; idleMinutes: number; maxHours: number; adjustApprovalFen: bigint };
  /** A session ends after `idleDays` without use and `maxDays` after sign-in. */
  sessions: { idleDays: number; maxDays: number };
  /** The live socket: open connections allowed per client address (across every process). */
  live: { maxPerAddress: number };
  /**
   * At scale (design.md "Several instances"): `url` (BROKER_URL, amqp://) makes the Broadcaster
   * publish to RabbitMQ instead of the embedded broker; `stompUrl` (STOMP_URL, ws:// or wss://) is
   * where browsers then connect, undefined meaning this page's own /ws (a balancer routes it).
   */
  broker: { url: string | undefined; stompUrl: string | undefined };
  /** `npm run cluster`: how many app processes sit behind the balancer (CLUSTER_SIZE, 1-16). */
  clusterSize: number;
  /**
   * The randomness beacon giveaway draws mix in (providers/beacon): BEACON=drand (production's
   * default: the League of Entropy's quicknet, verified with drand-client) or BEACON=local (a key
   * kept in the database, refused in production: the operator holds it). `drand`: DRAND_URLS (relays,
   * comma list), DRAND_CHAIN_HASH, DRAND_PUBLIC_KEY (quicknet's by default). `localPeriodSeconds`:
   * BEACON_PERIOD_SECONDS, the local beacon's round length when its key is made.
   */
  beacon: {
    provider: 'local' | 'drand';
    drand: { urls: string[]; chainHash: string; publicKey: string };
    localPeriodSeconds: number;
  };
  /** Take-backs to Steam (issue 16, modules/withdrawals, providers/skins). */
  withdrawals: {
    /** WITHDRAW_SUPPLIER: who buys the skin for the trade link; the sandbox is refused in production. */
    supplier: 'sandbox' | 'waxpeer';
    /** WITHDRAW_REQUIRE_DEPOSIT=on|off: at least one completed deposit before the first take-back. */
    requireDeposit: boolean;
    /** WITHDRAW_DAILY_COUNT (items) and WITHDRAW_DAILY_VALUE (yuan) per player per China-time day. */
    dailyCount: number;
    dailyValueFen: bigint;
    /** WITHDRAW_REVIEW_ABOVE (yuan): an item worth more waits in the console's queue (state 5) before it is bought. */
    reviewAboveFen: bigint;
    /** WITHDRAW_PRICE_MARGIN (percent): the supplier may charge up to the item's value plus this. */
    priceMarginPercent: number;
    /**
     * The sandbox supplier: SKINS_SANDBOX_MODE=auto walks each order by itself every
     * SKINS_SANDBOX_STEP_SECONDS, failing SKINS_SANDBOX_FAIL_PERCENT of them (reasons drawn in turn);
     * manual leaves every step to its page (/sandbox/skins), which end-to-end tests drive.
     * SKINS_SANDBOX_SECRET signs its callbacks.
     */
    sandbox: { mode: 'auto' | 'manual'; stepSeconds: number; failPercent: number; secret: string };
    /**
     * WAXPEER_API_KEY and WAXPEER_URL (https://api.waxpeer.com by default; a local fake in tests).
     * WAXPEER_CNY_PER_USD (default 7.2, 1 to 50, two decimals): Waxpeer prices in US dollars, our
     * ceilings and prices are fen; this rate converts both ways.
     */
    waxpeer: { apiKey: string; url: string; cnyPerUsd: number };
  };
}

export class ConfigError extends Error {}

const DEV_SANDBOX_SECRET = 'sandbox-dev-secret-change-me';
export const STEAM_OPENID_ENDPOINT = 'https://steamcommunity.com/openid/login';

function oneOf<T extends string>(env: NodeJS.ProcessEnv, name: string, allowed: readonly T[], def: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name}=${raw} is not one of ${allowed.join(', ')}`);
  return raw as T;
}

function int(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name}=${raw} is not a whole number between ${min} and ${max}`);
  }
  return n;
}

/** A decimal number with at most 2 decimals ("2", "1.5"), as text in the environment. */
function decimal(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(raw) || n < min || n > max) {
    throw new ConfigError(`${name}=${raw} is not a number between ${min} and ${max} with at most 2 decimals`);
  }
  return n;
}

/** "amqp://user:secret@host:5672/vh" -> "amqp://host:5672/vh": for messages, never the password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url.split(':')[0] + '://…';
  }
}

function brokerSettings(env: NodeJS.ProcessEnv): Config['broker'] {
  const url = env.BROKER_URL || undefined;
  if (url !== undefined && !/^amqps?:\/\/[^/]/.test(url)) {
    throw new ConfigError(`BROKER_URL must be a RabbitMQ address, amqp://user:password@host:5672 (or amqps://); got ${redactUrl(url)}`);
  }
  const stompUrl = env.STOMP_URL || undefined;
  if (stompUrl !== undefined) {
    const isSocket = (() => {
      try {
        const u = new URL(stompUrl);
        return (u.protocol === 'ws:' || u.protocol === 'wss:') && u.hostname !== '' && !u.username && !u.password;
      } catch {
        return false;
      }
    })();
    if (!isSocket) throw new ConfigError(`STOMP_URL must be a WebSocket address browsers can open, ws://host/ws or wss://host/ws; got ${stompUrl}`);
    if (url === undefined) {
      throw new ConfigError('STOMP_URL needs BROKER_URL: browsers would listen on a broker this server never publishes to');
    }
  }
  return { url, stompUrl };
}

/** drand's quicknet (docs.drand.love): production's beacon unless DRAND_* say otherwise. */
export const QUICKNET_DEFAULTS = {
  urls: ['https://api.drand.sh', 'https://drand.cloudflare.com'],
  ...QUICKNET_CHAIN,
} as const;

function beaconSettings(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): Config['beacon'] {
  const provider = oneOf(env, 'BEACON', ['local', 'drand'] as const, nodeEnv === 'production' ? 'drand' : 'local');
  if (nodeEnv === 'production' && provider === 'local') {
    throw new ConfigError('BEACON=local is refused in production: its key is held by this site, so players could not check that nobody here knew a draw\'s randomness early; use BEACON=drand');
  }
  const urls = env.DRAND_URLS ? env.DRAND_URLS.split(',').map((u) => u.trim().replace(/\/+$/, '')).filter(Boolean) : [...QUICKNET_DEFAULTS.urls];
  const badUrl = urls.find((u) => {
    try {
      const url = new URL(u);
      return !(url.protocol === 'https:' || url.protocol === 'http:') || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '';
    } catch {
      return true;
    }
  });
  if (urls.length === 0 || badUrl !== undefined) {
    throw new ConfigError(`DRAND_URLS must be a comma list of drand relay addresses, https://api.drand.sh,https://drand.cloudflare.com${badUrl !== undefined ? `; got ${redactUrl(badUrl)}` : ''}`);
  }
  const chainHash = (env.DRAND_CHAIN_HASH || QUICKNET_DEFAULTS.chainHash).toLowerCase();
  const publicKey = (env.DRAND_PUBLIC_KEY || QUICKNET_DEFAULTS.publicKey).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(chainHash)) throw new ConfigError('DRAND_CHAIN_HASH must be a drand chain hash: 64 hexadecimal characters');
  // A G2 public key, compressed: the quicknet scheme (signatures on G1) is the one supported.
  if (!/^[0-9a-f]{192}$/.test(publicKey)) throw new ConfigError('DRAND_PUBLIC_KEY must be a quicknet-scheme public key: 192 hexadecimal characters');
  if (Boolean(env.DRAND_CHAIN_HASH) !== Boolean(env.DRAND_PUBLIC_KEY)) {
    throw new ConfigError('DRAND_CHAIN_HASH and DRAND_PUBLIC_KEY go together: both name the chain values are checked against');
  }
  return { provider, drand: { urls, chainHash, publicKey }, localPeriodSeconds: int(env, 'BEACON_PERIOD_SECONDS', 3, 1, 60) };
}

function withdrawalSettings(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): Config['withdrawals'] {
  const supplier = oneOf(env, 'WITHDRAW_SUPPLIER', ['sandbox', 'waxpeer'] as const, nodeEnv === 'production' ? 'waxpeer' : 'sandbox');
  if (nodeEnv === 'production' && supplier === 'sandbox') {
    throw new ConfigError('WITHDRAW_SUPPLIER=sandbox is refused in production: no skin would reach a player');
  }
  const waxpeer = {
    apiKey: env.WAXPEER_API_KEY || '',
    url: (env.WAXPEER_URL || 'https://api.waxpeer.com').replace(/\/+$/, ''),
    cnyPerUsd: decimal(env, 'WAXPEER_CNY_PER_USD', 7.2, 1, 50),
  };
  if (supplier === 'waxpeer' && !waxpeer.apiKey) throw new ConfigError('WITHDRAW_SUPPLIER=waxpeer needs WAXPEER_API_KEY (waxpeer.com, profile, API)');
  if (!/^https?:\/\/[^/]/.test(waxpeer.url)) throw new ConfigError(`WAXPEER_URL must be an http(s) address; got ${redactUrl(waxpeer.url)}`);
  const secret = env.SKINS_SANDBOX_SECRET || 'skins-sandbox-dev-secret';
  return {
    supplier,
    requireDeposit: oneOf(env, 'WITHDRAW_REQUIRE_DEPOSIT', ['on', 'off'] as const, 'on') === 'on',
    dailyCount: int(env, 'WITHDRAW_DAILY_COUNT', 20, 1, 1000),
    dailyValueFen: BigInt(int(env, 'WITHDRAW_DAILY_VALUE', 20_000, 1, 100_000_000)) * 100n,
    reviewAboveFen: BigInt(int(env, 'WITHDRAW_REVIEW_ABOVE', 2_000, 0, 100_000_000)) * 100n,
    priceMarginPercent: int(env, 'WITHDRAW_PRICE_MARGIN', 10, 0, 100),
    sandbox: {
      mode: oneOf(env, 'SKINS_SANDBOX_MODE', ['auto', 'manual'] as const, 'auto'),
      stepSeconds: int(env, 'SKINS_SANDBOX_STEP_SECONDS', 5, 1, 3600),
      failPercent: int(env, 'SKINS_SANDBOX_FAIL_PERCENT', 20, 0, 100),
      secret,
    },
    waxpeer,
  };
}

function trustProxySetting(raw: string | undefined): TrustProxy {
  const trust = parseTrustProxy(raw);
  if (trust === null) {
    throw new ConfigError(`TRUST_PROXY=${raw} is not off, on (one proxy), a number of proxy hops from 1 to ${MAX_PROXY_HOPS}, or a comma list of the proxies' addresses and CIDR ranges (10.0.0.5,192.168.0.0/16)`);
  }
  return trust;
}

export function getConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env, 'PORT', 4321, 0, 65535);
  const host = env.HOST || 'localhost';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must start with postgres:// (got ${databaseUrl.split(':')[0]}:…); leave it unset for embedded PGlite`);
  }
  const assetProblem = assetBaseProblem(env.ASSET_BASE_URL);
  if (assetProblem) throw new ConfigError(assetProblem);
  const sandboxEnabled = (env.PAY_SANDBOX ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on';
  const sandboxSecret = env.PAY_SANDBOX_SECRET || DEV_SANDBOX_SECRET;
  if (nodeEnv === 'production' && sandboxEnabled) {
    throw new ConfigError('PAY_SANDBOX=on is refused in production: the sandbox credits balances without real payment');
  }
  const minYuan = int(env, 'RECHARGE_MIN', 10, 1, 1_000_000);
  const maxYuan = int(env, 'RECHARGE_MAX', 50_000, 1, 10_000_000);
  if (minYuan > maxYuan) throw new ConfigError(`RECHARGE_MIN (${minYuan}) is above RECHARGE_MAX (${maxYuan})`);
  const code = env.DEFAULT_INVITATION_CODE || 'CS2VIP';
  if (!/^[A-Za-z0-9]{6,15}$/.test(code)) {
    throw new ConfigError('DEFAULT_INVITATION_CODE must be 6 to 15 letters or digits');
  }
  const appSecret = env.APP_SECRET || (nodeEnv === 'production' ? '' : 'dev-app-secret-change-me');
  if (appSecret.length < 16) throw new ConfigError('APP_SECRET must be set to at least 16 characters (it keys the hashes of one-time codes)');
  const captchaEnabled = env.CAPTCHA !== 'off';
  if (nodeEnv === 'production' && !captchaEnabled) throw new ConfigError('CAPTCHA=off is refused in production');
  const smsProvider = oneOf(env, 'SMS_PROVIDER', ['sandbox', 'aliyun'] as const, nodeEnv === 'production' ? 'aliyun' : 'sandbox');
  if (nodeEnv === 'production' && smsProvider === 'sandbox') {
    throw new ConfigError('SMS_PROVIDER=sandbox is refused in production: codes would only reach the server log');
  }
  const aliyun = {
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID || '',
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET || '',
    signName: env.ALIYUN_SMS_SIGN_NAME || '',
    templateCode: env.ALIYUN_SMS_TEMPLATE_CODE || '',
    endpoint: (env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com').replace(/\/$/, ''),
  };
  if (smsProvider === 'aliyun' && (!aliyun.accessKeyId || !aliyun.accessKeySecret || !aliyun.signName || !aliyun.templateCode)) {
    throw new ConfigError('SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE');
  }
  const mailProvider = oneOf(env, 'MAIL_PROVIDER', ['sandbox', 'smtp'] as const, nodeEnv === 'production' ? 'smtp' : 'sandbox');
  if (nodeEnv === 'production' && mailProvider === 'sandbox') throw new ConfigError('MAIL_PROVIDER=sandbox is refused in production');
  const smtpUrl = env.SMTP_URL || '';
  if (mailProvider === 'smtp' && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('MAIL_PROVIDER=smtp needs SMTP_URL=smtp://user:pass@host:port (or smtps://)');
  }
  const steamEndpoint = env.STEAM_OPENID_ENDPOINT || STEAM_OPENID_ENDPOINT;
  if (nodeEnv === 'production' && steamEndpoint !== STEAM_OPENID_ENDPOINT) {
    throw new ConfigError('STEAM_OPENID_ENDPOINT may not be changed in production: only Steam can vouch for a Steam account');
  }
  // The notice dialog is a modal: off by default under NODE_ENV=test so other specs' clicks are not covered.
  const publicNotice = oneOf(env, 'PUBLIC_NOTICE', ['on', 'off'] as const, nodeEnv === 'test' ? 'off' : 'on') === 'on';
  const noticeId = env.PUBLIC_NOTICE_ID || undefined;
  if (noticeId !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(noticeId)) {
    throw new ConfigError('PUBLIC_NOTICE_ID must be a notice id: 1 to 64 letters, digits, "-" or "_"');
  }
  const shell = {
    balanceTypeSwitch: oneOf(env, 'BALANCE_TYPE_SWITCH', ['on', 'off'] as const, 'off') === 'on',
    publicNotice,
    noticeId,
  };
  const sessions = { idleDays: int(env, 'SESSION_IDLE_DAYS', 30, 1, 3650), maxDays: int(env, 'SESSION_MAX_DAYS', 90, 1, 3650) };
  if (sessions.idleDays > sessions.maxDays) {
    throw new ConfigError(`SESSION_IDLE_DAYS (${sessions.idleDays}) is above SESSION_MAX_DAYS (${sessions.maxDays})`);
  }
  const dream = {
    minPercent: int(env, 'DREAM_MIN_PERCENT', 1, 1, 99),
    maxPercent: int(env, 'DREAM_MAX_PERCENT', 75, 1, 99),
    edgePercent: int(env, 'DREAM_EDGE_PERCENT', 5, 0, 50),
    poolMinFen: BigInt(int(env, 'DREAM_POOL_MIN', 5, 0, 10_000_000)) * 100n,
    poolMaxFen: BigInt(int(env, 'DREAM_POOL_MAX', 20_000, 1, 10_000_000)) * 100n,
  };
  if (dream.minPercent > dream.maxPercent) throw new ConfigError(`DREAM_MIN_PERCENT (${dream.minPercent}) is above DREAM_MAX_PERCENT (${dream.maxPercent})`);
  if (dream.poolMinFen > dream.poolMaxFen) throw new ConfigError('DREAM_POOL_MIN is above DREAM_POOL_MAX');
  const dailyRewards = oneOf(env, 'DAILY_REWARDS', ['on', 'off'] as const, 'on') === 'on';
  const consoleSettings = {
    enabled: oneOf(env, 'CONSOLE', ['on', 'off'] as const, 'on') === 'on',
    idleMinutes: int(env, 'CONSOLE_IDLE_MINUTES', 30, 1, 24 * 60),
    maxHours: int(env, 'CONSOLE_MAX_HOURS', 12, 1, 24 * 7),
    adjustApprovalFen: BigInt(int(env, 'CONSOLE_ADJUST_APPROVAL', 1000, 0, 100_000_000)) * 100n,
  };
  return {
    shell,
    sessions,
    console: consoleSettings,
    broker: brokerSettings(env),
    clusterSize: int(env, 'CLUSTER_SIZE', 2, 1, 16),
    beacon: beaconSettings(env, nodeEnv),
    withdrawals: withdrawalSettings(env, nodeEnv),
    live: { maxPerAddress: int(env, 'LIVE_MAX_PER_ADDRESS', 20, 1, 1_000_000) },
    env: nodeEnv,
    port,
    host,
    publicUrl: (env.PUBLIC_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    appSecret,
    defaultInvitationCode: code,
    seedDemo: (env.SEED_DEMO ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
    captcha: { enabled: captchaEnabled, ...captchaProviderConfig(env, nodeEnv) },
    sms: { provider: smsProvider, aliyun },
    mail: { provider: mailProvider, smtpUrl, from: env.MAIL_FROM || 'CS2 开箱 <no-reply@localhost>' },
    steam: { openidEndpoint: steamEndpoint },
    certify: certifySettings(env, nodeEnv),
    boxes: {
      houseEdgePercent: int(env, 'HOUSE_EDGE_PERCENT', 10, 0, 50),
      recoveryPercent: int(env, 'RECOVERY_PERCENT', 95, 1, 100),
    },
    dream,
    battles: {
      roundMs: int(env, 'BATTLE_ROUND_MS', 6000, 100, 60_000),
      fastRoundMs: int(env, 'BATTLE_FAST_ROUND_MS', 3000, 100, 60_000),
      dissolveAfterMs: int(env, 'BATTLE_DISSOLVE_MINUTES', 30, 1, 1440) * 60_000,
    },
    points: { earnPercent: decimal(env, 'POINTS_EARN_PERCENT', 2, 0, 50) },
    rewards: { dailyRewards },
    shop: { markupPercent: Math.round(decimal(env, 'SHOP_MARKUP', 1.2, 1, 10) * 100) },
    pay: {
      sandboxEnabled,
      sandboxSecret,
      sandboxToleranceSec: 300,
      stripe: stripeSettings(env, nodeEnv),
      wechat: wechatPayConfig(env, nodeEnv),
      alipay: alipaySettings(env, nodeEnv),
      minFen: BigInt(minYuan) * 100n,
      maxFen: BigInt(maxYuan) * 100n,
      presetsYuan: ['50', '100', '200', '500', '1000', '2000'].filter((p) => Number(p) >= minYuan && Number(p) <= maxYuan),
      // DAILY_REWARDS=off: no first-deposit bonus either (a reward for depositing).
      firstDepositBonusPercent: dailyRewards ? int(env, 'FIRST_DEPOSIT_BONUS_PERCENT', 20, 0, 100) : 0,
    },
  };
}
