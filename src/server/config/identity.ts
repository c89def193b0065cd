// Who a person is (docs/configuration.md "Accounts and sessions", "Captcha", "SMS and mail",
// "Real-name verification"): the one-time codes that prove a phone or a mail address (the key of
// their hashes, the captcha before one is sent, the SMS and mail providers), the invitation code,
// Steam sign-in, how long a session lasts and who checks a real name.
import { captchaProviderConfig, type CaptchaProviderConfig } from '../providers/captcha/captcha-config.ts';
import { certifySettings, type CertifySettings } from '../providers/certify/choose.ts';
import { int, oneOf, type NodeEnv, type Source } from './read.ts';

export interface IdentityConfig {
  /** Keys the hashes of one-time codes; must be set (and kept) in production. */
  appSecret: string;
  defaultInvitationCode: string;
  seedDemo: boolean;
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
  /** A session ends after `idleDays` without use and `maxDays` after sign-in. */
  sessions: { idleDays: number; maxDays: number };
}

export const STEAM_OPENID_ENDPOINT = 'https://steamcommunity.com/openid/login';

/**
 * DEFAULT_INVITATION_CODE, APP_SECRET, CAPTCHA, SMS_PROVIDER and ALIYUN_SMS_*, MAIL_PROVIDER,
 * SMTP_URL and MAIL_FROM, STEAM_OPENID_ENDPOINT, SEED_DEMO. `captchaEnabled` is the captcha
 * section's switch; readIdentityChecks reads the rest of it.
 */
export function readSignIn(src: Source, nodeEnv: NodeEnv): Pick<IdentityConfig, 'defaultInvitationCode' | 'appSecret' | 'seedDemo' | 'sms' | 'mail' | 'steam'> & { captchaEnabled: boolean } {
  const { env, problems } = src;
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
  return {
    appSecret,
    defaultInvitationCode: code,
    seedDemo: (env.SEED_DEMO ?? (nodeEnv === 'production' ? 'off' : 'on')) === 'on',
    captchaEnabled,
    sms: { provider: smsProvider, aliyun },
    mail: { provider: mailProvider, smtpUrl, from: env.MAIL_FROM || 'CS2 开箱 <no-reply@localhost>' },
    steam: { openidEndpoint: steamEndpoint },
  };
}

/** SESSION_IDLE_DAYS, SESSION_MAX_DAYS. */
export function readSessions(src: Source): IdentityConfig['sessions'] {
  const { problems } = src;
  const sessions = { idleDays: int(src, 'SESSION_IDLE_DAYS', 30, 1, 3650), maxDays: int(src, 'SESSION_MAX_DAYS', 90, 1, 3650) };
  if (problems.ok('SESSION_IDLE_DAYS', 'SESSION_MAX_DAYS') && sessions.idleDays > sessions.maxDays) {
    problems.add(`SESSION_IDLE_DAYS (${sessions.idleDays}) is above SESSION_MAX_DAYS (${sessions.maxDays})`);
  }
  return sessions;
}

/**
 * The captcha provider (CAPTCHA_PROVIDER, GEETEST_*) and real-name verification (CERTIFY_PROVIDER),
 * sections their providers read; undefined when either was refused (its problems are noted).
 */
export function readIdentityChecks({ env, problems }: Source, nodeEnv: NodeEnv, captchaEnabled: boolean): Pick<IdentityConfig, 'captcha' | 'certify'> | undefined {
  // The provider sections throw their own ConfigError (every problem of theirs in it); undefined
  // stands for a section refused.
  const captcha = problems.section(undefined, () => captchaProviderConfig(env, nodeEnv));
  const certify = problems.section(undefined, () => certifySettings(env, nodeEnv));
  if (captcha === undefined || certify === undefined) return undefined;
  return { captcha: { enabled: captchaEnabled, ...captcha }, certify };
}
