// WECHATPAY_* settings: WeChat Pay API v3 in "platform public key" mode. All of them or none: a
// merchant half-configured would take orders it can never be told were paid.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { ConfigError } from '../../config/error.ts';

export const WECHATPAY_API_BASE = 'https://api.mch.weixin.qq.com';

export interface WechatPayConfig {
  mchid: string;
  appid: string;
  /** The merchant API private key (apiclient_key.pem): signs every request. */
  privateKey: KeyObject;
  /** The merchant API certificate's serial number, named in every request's Authorization. */
  certSerial: string;
  /** The APIv3 key: decrypts notifications' resources (AES-256-GCM), 32 bytes of UTF-8. */
  apiV3Key: Buffer;
  /** WeChat Pay's public key: every answer and notification is signed with its private half. */
  platformPublicKey: KeyObject;
  /** Its id (PUB_KEY_ID_…), which WeChat sends as Wechatpay-Serial. */
  platformPublicKeyId: string;
  apiBase: string;
  /** How long one call may take before the channel counts as unavailable. */
  timeoutMs: number;
}

const REQUIRED = [
  'WECHATPAY_MCHID', 'WECHATPAY_APPID', 'WECHATPAY_PRIVATE_KEY', 'WECHATPAY_CERT_SERIAL',
  'WECHATPAY_APIV3_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY', 'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
] as const;

/** A PEM from an environment variable, where its line breaks are often written as "\n". */
const pem = (raw: string) => raw.replace(/\\n/g, '\n').trim();

/** null when no WECHATPAY_* credential is set; throws one ConfigError naming every one missing or malformed. */
export function wechatPayConfig(env: NodeJS.ProcessEnv, nodeEnv: 'production' | 'test' | 'development'): WechatPayConfig | null {
  const present = REQUIRED.filter((name) => env[name]);
  if (present.length === 0) return null;
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new ConfigError(`WeChat Pay is half configured: ${missing.join(', ')} missing (set all of ${REQUIRED.join(', ')}, or none)`);
  // Each setting below is checked on its own: every one that is wrong is named in one start.
  const problems: string[] = [];
  const mchid = env.WECHATPAY_MCHID!.trim();
  if (!/^\d{8,12}$/.test(mchid)) problems.push('WECHATPAY_MCHID must be the merchant number: 8 to 12 digits');
  const appid = env.WECHATPAY_APPID!.trim();
  if (!/^wx[0-9a-zA-Z]{16}$/.test(appid)) problems.push('WECHATPAY_APPID must be the bound AppID: "wx" and 16 letters or digits');
  let privateKey: KeyObject | undefined;
  try {
    privateKey = createPrivateKey(pem(env.WECHATPAY_PRIVATE_KEY!));
  } catch {
    problems.push('WECHATPAY_PRIVATE_KEY must be the merchant API private key in PEM (apiclient_key.pem, -----BEGIN PRIVATE KEY-----)');
  }
  if (privateKey && privateKey.asymmetricKeyType !== 'rsa') problems.push('WECHATPAY_PRIVATE_KEY must be an RSA key');
  const certSerial = env.WECHATPAY_CERT_SERIAL!.trim().toUpperCase();
  if (!/^[0-9A-F]{8,64}$/.test(certSerial)) problems.push('WECHATPAY_CERT_SERIAL must be the merchant API certificate serial number (hexadecimal)');
  const apiV3Key = Buffer.from(env.WECHATPAY_APIV3_KEY!, 'utf8');
  if (apiV3Key.length !== 32) problems.push(`WECHATPAY_APIV3_KEY must be the 32-character APIv3 key; got ${apiV3Key.length} bytes`);
  let platformPublicKey: KeyObject | undefined;
  try {
    platformPublicKey = createPublicKey(pem(env.WECHATPAY_PLATFORM_PUBLIC_KEY!));
  } catch {
    problems.push('WECHATPAY_PLATFORM_PUBLIC_KEY must be the WeChat Pay public key in PEM (pub_key.pem, -----BEGIN PUBLIC KEY-----)');
  }
  if (platformPublicKey && platformPublicKey.asymmetricKeyType !== 'rsa') problems.push('WECHATPAY_PLATFORM_PUBLIC_KEY must be an RSA key');
  const platformPublicKeyId = env.WECHATPAY_PLATFORM_PUBLIC_KEY_ID!.trim();
  if (!/^PUB_KEY_ID_[0-9A-Za-z_]{1,64}$/.test(platformPublicKeyId)) {
    problems.push('WECHATPAY_PLATFORM_PUBLIC_KEY_ID must be the WeChat Pay public key id, PUB_KEY_ID_…');
  }
  const apiBase = (env.WECHATPAY_API_BASE || WECHATPAY_API_BASE).replace(/\/$/, '');
  if (!/^https?:\/\/[^/]+$/.test(apiBase)) problems.push(`WECHATPAY_API_BASE must be an origin, https://api.mch.weixin.qq.com; got ${apiBase}`);
  else if (nodeEnv === 'production' && !apiBase.startsWith('https://')) problems.push('WECHATPAY_API_BASE must be https in production');
  const timeoutRaw = env.WECHATPAY_TIMEOUT_MS || '10000';
  const timeoutMs = Number(timeoutRaw);
  if (!/^\d+$/.test(timeoutRaw) || timeoutMs < 100 || timeoutMs > 60_000) problems.push(`WECHATPAY_TIMEOUT_MS=${timeoutRaw} is not a whole number of milliseconds between 100 and 60000`);
  if (problems.length > 0 || !privateKey || !platformPublicKey) throw new ConfigError(problems);
  return { mchid, appid, privateKey, certSerial, apiV3Key, platformPublicKey, platformPublicKeyId, apiBase, timeoutMs };
}
