// One typed configuration object read from the environment. A bad setting stops the start
// with a message that says which variable and what it expects; every problem found is listed in
// that one message, so an operator filling in a new server fixes them all in one pass instead of
// meeting them one restart at a time.
import path from 'node:path';
import { assetBaseOf, assetBaseProblem } from '../../shared/asset-base.ts';
import { hasForbiddenChars } from '../../shared/forbidden-chars.ts';
import { QUICKNET_CHAIN } from '../../shared/fairness/quicknet-chain.ts';
import { MAX_PROXY_HOPS, parseTrustProxy, type TrustProxy } from '../client-address.ts';
import { captchaProviderConfig, type CaptchaProviderConfig } from '../providers/captcha/captcha-config.ts';
import { certifySettings, type CertifySettings } from '../providers/certify/choose.ts';
import { stripeSettings, type StripeSettings } from '../providers/payments/stripe-config.ts';
import { wechatPayConfig, type WechatPayConfig } from '../providers/payments/wechatpay-config.ts';
import { alipaySettings, type AlipayConfig } from '../providers/payments/alipay-config.ts';

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  /** ASSET_MIRROR=on: pictures from DATA_DIR/asset-mirror at /assets/mirror (docs/decisions/0106-asset-mirror.md). */
  assetMirror: boolean;
  /** ASSET_BASE_URL in force (src/shared/asset-base.ts). */
  assetBase: string;
  /** postgres://… for PostgreSQL; undefined for embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  logLevel: string;
  /**
   * TRUST_PROXY: behind reverse proxies, which of them to believe about the client address (the
   * per-address limits and the sessions list use it); read by client-address.ts.
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
   * Recharge rewards: DAILY_REWARDS=off (several jurisdictions forbid rewarding a
   * deposit) switches off the daily deposit tiers, the first-deposit bonus and deposit coupons.
   */
  rewards: { dailyRewards: boolean };
  /** The points shop: a skin costs its catalogue price × markupPercent / 100 in points (SHOP_MARKUP, e.g. 1.2). */
  shop: { markupPercent: number };
  /** The dream game: chance bounds, house edge, the pool's price range. */
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
  /** GET api/common/customerService: the operator's support contacts (SUPPORT_EMAIL, SUPPORT_URL, SUPPORT_HOURS); undefined: not set. */
  support: { email: string | undefined; url: string | undefined; hours: string | undefined };
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
  /** WATCHDOG_MINUTES: how often the fairness watchdog re-computes a sample of the last day's stored rolls (modules/fairness/watchdog.ts). */
  watchdogMinutes: number;
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
  /** Take-backs to Steam (modules/withdrawals, providers/skins). */
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

/** Where an operator reads what production needs, named when more than one thing is wrong. */
export const PRODUCTION_GUIDE = 'docs/operations/production.md';

/**
 * The settings cannot be used. `problems` holds each one found (a line naming the variable and what
 * it expects); a lone problem is the message itself, several are listed a line each.
 */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: string | readonly string[]) {
    // The same problem can be found twice: Alipay's keys are read for payments and for real-name verification.
    const list = [...new Set(typeof problems === 'string' ? [problems] : problems)];
    super(list.length === 1 ? list[0] : `${list.length} settings must be fixed before this server can start (see ${PRODUCTION_GUIDE}):\n${list.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = list;
  }
}

/**
 * Gathers every problem instead of stopping at the first. A setting refused keeps its default as a
 * stand-in so reading goes on; checks that compare settings skip the refused ones, whose stand-in
 * would only add a misleading second complaint.
 */
class Problems {
  readonly list: string[] = [];
  readonly refused = new Set<string>();

  add(problem: string, name?: string): void {
    this.list.push(problem);
    if (name) this.refused.add(name);
  }

  /** What `read` returns, or `fallback` when it throws a ConfigError, whose problems are noted. */
  section<T, F>(fallback: F, read: () => T, name?: string): T | F {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      for (const problem of e.problems) this.add(problem, name);
      return fallback;
    }
  }

  /** None of these settings was refused. */
  ok(...names: string[]): boolean {
    return names.every((name) => !this.refused.has(name));
  }
}

/**
 * The support contacts customerService answers. Each is optional: a site without one says nothing
 * rather than a made-up address. Shown to every visitor as written, so no control characters.
 */
function supportContacts({ env, problems }: Source): Config['support'] {
  const email = env.SUPPORT_EMAIL || undefined;
  if (email !== undefined && (email.length > 254 || !/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]+$/.test(email))) {
    problems.add('SUPPORT_EMAIL must be a mail address (name@host.tld)', 'SUPPORT_EMAIL');
  }
  const url = env.SUPPORT_URL || undefined;
  if (url !== undefined) {
    let good = false;
    try {
      const u = new URL(url);
      good = (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && url.length <= 512;
    } catch { /* refused below */ }
    if (!good) problems.add('SUPPORT_URL must be an http:// or https:// address without credentials, at most 512 characters', 'SUPPORT_URL');
  }
  const hours = env.SUPPORT_HOURS?.trim() || undefined;
  if (hours !== undefined && (hours.length > 64 || hasForbiddenChars(hours))) {
    problems.add('SUPPORT_HOURS must be 1 to 64 printable characters (e.g. "每天 10:00-22:00")', 'SUPPORT_HOURS');
  }
  return { email, url, hours };
}

const DEV_SANDBOX_SECRET = 'sandbox-dev-secret-change-me';
export const STEAM_OPENID_ENDPOINT = 'https://steamcommunity.com/openid/login';

/** The environment and the problems found in it so far: what every reader below is given. */
interface Source {
  env: NodeJS.ProcessEnv;
  problems: Problems;
}

/** A refused value is noted and `def` stands in (see Problems). */
function oneOf<T extends string>({ env, problems }: Source, name: string, allowed: readonly T[], def: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!(allowed as readonly string[]).includes(raw)) {
    problems.add(`${name}=${raw} is not one of ${allowed.join(', ')}`, name);
    return def;
  }
  return raw as T;
}

function int({ env, problems }: Source, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.add(`${name}=${raw} is not a whole number between ${min} and ${max}`, name);
    return def;
  }
  return n;
}

/** A decimal number with at most 2 decimals ("2", "1.5"), as text in the environment. */
function decimal({ env, problems }: Source, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(raw) || n < min || n > max) {
    problems.add(`${name}=${raw} is not a number between ${min} and ${max} with at most 2 decimals`, name);
    return def;
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

function brokerSettings(src: Source): Config['broker'] {
  const { env, problems } = src;
  let url = env.BROKER_URL || undefined;
  if (url !== undefined && !/^amqps?:\/\/[^/]/.test(url)) {
    problems.add(`BROKER_URL must be a RabbitMQ address, amqp://user:password@host:5672 (or amqps://); got ${redactUrl(url)}`, 'BROKER_URL');
    url = undefined;
  }
  let stompUrl = env.STOMP_URL || undefined;
  if (stompUrl !== undefined) {
    const isSocket = (() => {
      try {
        const u = new URL(stompUrl);
        return (u.protocol === 'ws:' || u.protocol === 'wss:') && u.hostname !== '' && !u.username && !u.password;
      } catch {
        return false;
      }
    })();
    if (!isSocket) {
      problems.add(`STOMP_URL must be a WebSocket address browsers can open, ws://host/ws or wss://host/ws; got ${stompUrl}`, 'STOMP_URL');
      stompUrl = undefined;
    } else if (url === undefined && problems.ok('BROKER_URL')) {
      problems.add('STOMP_URL needs BROKER_URL: browsers would listen on a broker this server never publishes to', 'STOMP_URL');
    }
  }
  return { url, stompUrl };
}

/** drand's quicknet (docs.drand.love): production's beacon unless DRAND_* say otherwise. */
export const QUICKNET_DEFAULTS = {
  urls: ['https://api.drand.sh', 'https://drand.cloudflare.com'],
  ...QUICKNET_CHAIN,
} as const;

function beaconSettings(src: Source, nodeEnv: Config['env']): Config['beacon'] {
  const { env, problems } = src;
  const provider = oneOf(src, 'BEACON', ['local', 'drand'] as const, nodeEnv === 'production' ? 'drand' : 'local');
  if (nodeEnv === 'production' && provider === 'local') {
    problems.add('BEACON=local is refused in production: its key is held by this site, so players could not check that nobody here knew a draw\'s randomness early; use BEACON=drand', 'BEACON');
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
    problems.add(`DRAND_URLS must be a comma list of drand relay addresses, https://api.drand.sh,https://drand.cloudflare.com${badUrl !== undefined ? `; got ${redactUrl(badUrl)}` : ''}`, 'DRAND_URLS');
  }
  const chainHash = (env.DRAND_CHAIN_HASH || QUICKNET_DEFAULTS.chainHash).toLowerCase();
  const publicKey = (env.DRAND_PUBLIC_KEY || QUICKNET_DEFAULTS.publicKey).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(chainHash)) problems.add('DRAND_CHAIN_HASH must be a drand chain hash: 64 hexadecimal characters', 'DRAND_CHAIN_HASH');
  // A G2 public key, compressed: the quicknet scheme (signatures on G1) is the one supported.
  if (!/^[0-9a-f]{192}$/.test(publicKey)) problems.add('DRAND_PUBLIC_KEY must be a quicknet-scheme public key: 192 hexadecimal characters', 'DRAND_PUBLIC_KEY');
  if (Boolean(env.DRAND_CHAIN_HASH) !== Boolean(env.DRAND_PUBLIC_KEY)) {
    problems.add('DRAND_CHAIN_HASH and DRAND_PUBLIC_KEY go together: both name the chain values are checked against');
  }
  return { provider, drand: { urls, chainHash, publicKey }, localPeriodSeconds: int(src, 'BEACON_PERIOD_SECONDS', 3, 1, 60) };
}

function withdrawalSettings(src: Source, nodeEnv: Config['env']): Config['withdrawals'] {
  const { env, problems } = src;
  const supplier = oneOf(src, 'WITHDRAW_SUPPLIER', ['sandbox', 'waxpeer'] as const, nodeEnv === 'production' ? 'waxpeer' : 'sandbox');
  if (nodeEnv === 'production' && supplier === 'sandbox') {
    problems.add('WITHDRAW_SUPPLIER=sandbox is refused in production: no skin would reach a player', 'WITHDRAW_SUPPLIER');
  }
  const waxpeer = {
    apiKey: env.WAXPEER_API_KEY || '',
    url: (env.WAXPEER_URL || 'https://api.waxpeer.com').replace(/\/+$/, ''),
    cnyPerUsd: decimal(src, 'WAXPEER_CNY_PER_USD', 7.2, 1, 50),
  };
  if (supplier === 'waxpeer' && !waxpeer.apiKey && problems.ok('WITHDRAW_SUPPLIER')) {
    problems.add('WITHDRAW_SUPPLIER=waxpeer needs WAXPEER_API_KEY (waxpeer.com, profile, API)', 'WAXPEER_API_KEY');
  }
  if (!/^https?:\/\/[^/]/.test(waxpeer.url)) problems.add(`WAXPEER_URL must be an http(s) address; got ${redactUrl(waxpeer.url)}`, 'WAXPEER_URL');
  const secret = env.SKINS_SANDBOX_SECRET || 'skins-sandbox-dev-secret';
  return {
    supplier,
    requireDeposit: oneOf(src, 'WITHDRAW_REQUIRE_DEPOSIT', ['on', 'off'] as const, 'on') === 'on',
    dailyCount: int(src, 'WITHDRAW_DAILY_COUNT', 20, 1, 1000),
    dailyValueFen: BigInt(int(src, 'WITHDRAW_DAILY_VALUE', 20_000, 1, 100_000_000)) * 100n,
    reviewAboveFen: BigInt(int(src, 'WITHDRAW_REVIEW_ABOVE', 2_000, 0, 100_000_000)) * 100n,
    priceMarginPercent: int(src, 'WITHDRAW_PRICE_MARGIN', 10, 0, 100),
    sandbox: {
      mode: oneOf(src, 'SKINS_SANDBOX_MODE', ['auto', 'manual'] as const, 'auto'),
      stepSeconds: int(src, 'SKINS_SANDBOX_STEP_SECONDS', 5, 1, 3600),
      failPercent: int(src, 'SKINS_SANDBOX_FAIL_PERCENT', 20, 0, 100),
      secret,
    },
    waxpeer,
  };
}

function trustProxySetting({ env, problems }: Source): TrustProxy {
  const raw = env.TRUST_PROXY;
  const trust = parseTrustProxy(raw);
  if (trust === null) {
    problems.add(`TRUST_PROXY=${raw} is not off, on (one proxy), a number of proxy hops from 1 to ${MAX_PROXY_HOPS}, or a comma list of the proxies' addresses and CIDR ranges (10.0.0.5,192.168.0.0/16)`, 'TRUST_PROXY');
    return false;
  }
  return trust;
}

/**
 * PUBLIC_URL: the address people use. In production payment notifications (Alipay, WeChat Pay,
 * Stripe), the identity check's return and Steam's sign-in all come back to it, so the default
 * (this machine's HOST:PORT) would take orders nobody can ever confirm; and WeChat Pay and Stripe
 * call only https addresses.
 */
function publicUrlSetting({ env, problems }: Source, nodeEnv: Config['env'], host: string, port: number): string {
  const raw = (env.PUBLIC_URL ?? '').trim();
  if (nodeEnv === 'production') {
    if (!raw) {
      problems.add('PUBLIC_URL must be set in production: the https:// address people use (https://shop.example.com); payment notifications, the identity check and Steam sign-in come back to it', 'PUBLIC_URL');
    } else if (!/^https:\/\/[^/]/.test(raw)) {
      problems.add(`PUBLIC_URL must be an https:// address in production (WeChat Pay and Stripe call only https notify addresses); got ${raw}`, 'PUBLIC_URL');
    }
  }
  return (raw || `http://${host}:${port}`).replace(/\/$/, '');
}

/**
 * The settings in `env`, or a ConfigError naming every problem found (one a line): each section
 * is read even after another has failed.
 */
export function getConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const problems = new Problems();
  const src: Source = { env, problems };
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(src, 'PORT', 4321, 0, 65535);
  const host = env.HOST || 'localhost';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.add(`DATABASE_URL must start with postgres:// (got ${databaseUrl.split(':')[0]}:…); leave it unset for embedded PGlite`, 'DATABASE_URL');
  }
  const assetProblem = assetBaseProblem(env.ASSET_BASE_URL);
  if (assetProblem) problems.add(assetProblem, 'ASSET_BASE_URL');
  const assetMirror = oneOf(src, 'ASSET_MIRROR', ['on', 'off'] as const, 'off') === 'on';
  const sandboxEnabled = (env.PAY_SANDBOX ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on';
  const sandboxSecret = env.PAY_SANDBOX_SECRET || DEV_SANDBOX_SECRET;
  if (nodeEnv === 'production' && sandboxEnabled) {
    problems.add('PAY_SANDBOX=on is refused in production: the sandbox credits balances without real payment', 'PAY_SANDBOX');
  }
  const minYuan = int(src, 'RECHARGE_MIN', 10, 1, 1_000_000);
  const maxYuan = int(src, 'RECHARGE_MAX', 50_000, 1, 10_000_000);
  if (problems.ok('RECHARGE_MIN', 'RECHARGE_MAX') && minYuan > maxYuan) problems.add(`RECHARGE_MIN (${minYuan}) is above RECHARGE_MAX (${maxYuan})`);
  const code = env.DEFAULT_INVITATION_CODE || 'CS2VIP';
  if (!/^[A-Za-z0-9]{6,15}$/.test(code)) {
    problems.add('DEFAULT_INVITATION_CODE must be 6 to 15 letters or digits', 'DEFAULT_INVITATION_CODE');
  }
  const appSecret = env.APP_SECRET || (nodeEnv === 'production' ? '' : 'dev-app-secret-change-me');
  if (appSecret.length < 16) problems.add('APP_SECRET must be set to at least 16 characters (it keys the hashes of one-time codes)', 'APP_SECRET');
  const captchaEnabled = env.CAPTCHA !== 'off';
  if (nodeEnv === 'production' && !captchaEnabled) problems.add('CAPTCHA=off is refused in production', 'CAPTCHA');
  const smsProvider = oneOf(src, 'SMS_PROVIDER', ['sandbox', 'aliyun'] as const, nodeEnv === 'production' ? 'aliyun' : 'sandbox');
  if (nodeEnv === 'production' && smsProvider === 'sandbox') {
    problems.add('SMS_PROVIDER=sandbox is refused in production: codes would only reach the server log', 'SMS_PROVIDER');
  }
  const aliyun = {
    accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID || '',
    accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET || '',
    signName: env.ALIYUN_SMS_SIGN_NAME || '',
    templateCode: env.ALIYUN_SMS_TEMPLATE_CODE || '',
    endpoint: (env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com').replace(/\/$/, ''),
  };
  if (smsProvider === 'aliyun' && problems.ok('SMS_PROVIDER') && (!aliyun.accessKeyId || !aliyun.accessKeySecret || !aliyun.signName || !aliyun.templateCode)) {
    problems.add('SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME and ALIYUN_SMS_TEMPLATE_CODE');
  }
  const mailProvider = oneOf(src, 'MAIL_PROVIDER', ['sandbox', 'smtp'] as const, nodeEnv === 'production' ? 'smtp' : 'sandbox');
  if (nodeEnv === 'production' && mailProvider === 'sandbox') problems.add('MAIL_PROVIDER=sandbox is refused in production', 'MAIL_PROVIDER');
  const smtpUrl = env.SMTP_URL || '';
  if (mailProvider === 'smtp' && problems.ok('MAIL_PROVIDER') && !/^smtps?:\/\//.test(smtpUrl)) {
    problems.add('MAIL_PROVIDER=smtp needs SMTP_URL=smtp://user:pass@host:port (or smtps://)', 'SMTP_URL');
  }
  const steamEndpoint = env.STEAM_OPENID_ENDPOINT || STEAM_OPENID_ENDPOINT;
  if (nodeEnv === 'production' && steamEndpoint !== STEAM_OPENID_ENDPOINT) {
    problems.add('STEAM_OPENID_ENDPOINT may not be changed in production: only Steam can vouch for a Steam account', 'STEAM_OPENID_ENDPOINT');
  }
  // The notice dialog is a modal: off by default under NODE_ENV=test so other specs' clicks are not covered.
  const publicNotice = oneOf(src, 'PUBLIC_NOTICE', ['on', 'off'] as const, nodeEnv === 'test' ? 'off' : 'on') === 'on';
  const noticeId = env.PUBLIC_NOTICE_ID || undefined;
  if (noticeId !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(noticeId)) {
    problems.add('PUBLIC_NOTICE_ID must be a notice id: 1 to 64 letters, digits, "-" or "_"', 'PUBLIC_NOTICE_ID');
  }
  const shell = {
    balanceTypeSwitch: oneOf(src, 'BALANCE_TYPE_SWITCH', ['on', 'off'] as const, 'off') === 'on',
    publicNotice,
    noticeId,
  };
  const support = supportContacts(src);
  const sessions = { idleDays: int(src, 'SESSION_IDLE_DAYS', 30, 1, 3650), maxDays: int(src, 'SESSION_MAX_DAYS', 90, 1, 3650) };
  if (problems.ok('SESSION_IDLE_DAYS', 'SESSION_MAX_DAYS') && sessions.idleDays > sessions.maxDays) {
    problems.add(`SESSION_IDLE_DAYS (${sessions.idleDays}) is above SESSION_MAX_DAYS (${sessions.maxDays})`);
  }
  const dream = {
    minPercent: int(src, 'DREAM_MIN_PERCENT', 1, 1, 99),
    maxPercent: int(src, 'DREAM_MAX_PERCENT', 75, 1, 99),
    edgePercent: int(src, 'DREAM_EDGE_PERCENT', 5, 0, 50),
    poolMinFen: BigInt(int(src, 'DREAM_POOL_MIN', 5, 0, 10_000_000)) * 100n,
    poolMaxFen: BigInt(int(src, 'DREAM_POOL_MAX', 20_000, 1, 10_000_000)) * 100n,
  };
  if (problems.ok('DREAM_MIN_PERCENT', 'DREAM_MAX_PERCENT') && dream.minPercent > dream.maxPercent) {
    problems.add(`DREAM_MIN_PERCENT (${dream.minPercent}) is above DREAM_MAX_PERCENT (${dream.maxPercent})`);
  }
  if (problems.ok('DREAM_POOL_MIN', 'DREAM_POOL_MAX') && dream.poolMinFen > dream.poolMaxFen) problems.add('DREAM_POOL_MIN is above DREAM_POOL_MAX');
  const dailyRewards = oneOf(src, 'DAILY_REWARDS', ['on', 'off'] as const, 'on') === 'on';
  const consoleSettings = {
    enabled: oneOf(src, 'CONSOLE', ['on', 'off'] as const, 'on') === 'on',
    idleMinutes: int(src, 'CONSOLE_IDLE_MINUTES', 30, 1, 24 * 60),
    maxHours: int(src, 'CONSOLE_MAX_HOURS', 12, 1, 24 * 7),
    adjustApprovalFen: BigInt(int(src, 'CONSOLE_ADJUST_APPROVAL', 1000, 0, 100_000_000)) * 100n,
  };
  const broker = brokerSettings(src);
  const clusterSize = int(src, 'CLUSTER_SIZE', 2, 1, 16);
  const beacon = beaconSettings(src, nodeEnv);
  const withdrawals = withdrawalSettings(src, nodeEnv);
  const live = { maxPerAddress: int(src, 'LIVE_MAX_PER_ADDRESS', 20, 1, 1_000_000) };
  const watchdogMinutes = int(src, 'WATCHDOG_MINUTES', 5, 1, 1440);
  const publicUrl = publicUrlSetting(src, nodeEnv, host, port);
  const trustProxy = trustProxySetting(src);
  // The provider sections throw their own ConfigError (every problem of theirs in it); undefined
  // stands for a section refused, null for one left unset.
  const captcha = problems.section(undefined, () => captchaProviderConfig(env, nodeEnv));
  const certify = problems.section(undefined, () => certifySettings(env, nodeEnv));
  const stripe = problems.section(undefined, () => stripeSettings(env, nodeEnv));
  const wechat = problems.section(undefined, () => wechatPayConfig(env, nodeEnv));
  const alipay = problems.section(undefined, () => alipaySettings(env, nodeEnv));
  if (nodeEnv === 'production' && stripe === null && wechat === null && alipay === null) {
    problems.add(`No payment channel is configured: production needs at least one of Alipay (ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY), WeChat Pay (the seven WECHATPAY_* settings) or Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET), or the shop could take no money; see ${PRODUCTION_GUIDE}`);
  }
  const boxes = {
    houseEdgePercent: int(src, 'HOUSE_EDGE_PERCENT', 10, 0, 50),
    recoveryPercent: int(src, 'RECOVERY_PERCENT', 95, 1, 100),
  };
  const battles = {
    roundMs: int(src, 'BATTLE_ROUND_MS', 6000, 100, 60_000),
    fastRoundMs: int(src, 'BATTLE_FAST_ROUND_MS', 3000, 100, 60_000),
    dissolveAfterMs: int(src, 'BATTLE_DISSOLVE_MINUTES', 30, 1, 1440) * 60_000,
  };
  const points = { earnPercent: decimal(src, 'POINTS_EARN_PERCENT', 2, 0, 50) };
  const shop = { markupPercent: Math.round(decimal(src, 'SHOP_MARKUP', 1.2, 1, 10) * 100) };
  // DAILY_REWARDS=off: no first-deposit bonus either (a reward for depositing).
  const firstDepositBonusPercent = dailyRewards ? int(src, 'FIRST_DEPOSIT_BONUS_PERCENT', 20, 0, 100) : 0;

  if (problems.list.length > 0 || captcha === undefined || certify === undefined) throw new ConfigError(problems.list);
  return {
    shell,
    support,
    sessions,
    console: consoleSettings,
    broker,
    clusterSize,
    beacon,
    withdrawals,
    live,
    watchdogMinutes,
    env: nodeEnv,
    port,
    host,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    assetMirror,
    assetBase: assetBaseOf(env.ASSET_BASE_URL),
    databaseUrl,
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy,
    appSecret,
    defaultInvitationCode: code,
    seedDemo: (env.SEED_DEMO ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
    captcha: { enabled: captchaEnabled, ...captcha },
    sms: { provider: smsProvider, aliyun },
    mail: { provider: mailProvider, smtpUrl, from: env.MAIL_FROM || 'CS2 开箱 <no-reply@localhost>' },
    steam: { openidEndpoint: steamEndpoint },
    certify,
    boxes,
    dream,
    battles,
    points,
    rewards: { dailyRewards },
    shop,
    pay: {
      sandboxEnabled,
      sandboxSecret,
      sandboxToleranceSec: 300,
      stripe: stripe ?? null,
      wechat: wechat ?? null,
      alipay: alipay ?? null,
      minFen: BigInt(minYuan) * 100n,
      maxFen: BigInt(maxYuan) * 100n,
      presetsYuan: ['50', '100', '200', '500', '1000', '2000'].filter((p) => Number(p) >= minYuan && Number(p) <= maxYuan),
      firstDepositBonusPercent,
    },
  };
}
