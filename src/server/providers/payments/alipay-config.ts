// ALIPAY_* settings. Alipay is configured when its app id and keys are set; some but not all of them
// is a mistake the start refuses, naming what is missing. Keys are accepted as PEM or as the bare
// base64 Alipay's key tool and console show (the app's PKCS#8 or PKCS#1 private key, Alipay's
// SPKI public key), checked here so a pasted key with a typo stops the start, not the first deposit.
// Alipay identity verification reads the same settings (providers/certify/alipay-config.ts): one
// open-platform app does both.
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { ConfigError } from '../../config/error.ts';

export interface AlipayConfig {
  appId: string;
  /** The app's private key, as PKCS#8 PEM. */
  privateKey: string;
  /** Alipay's public key, as SPKI PEM. */
  alipayPublicKey: string;
  gateway: string;
}

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

const REQUIRED = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;

/** A PEM block, or base64 DER (spaces and line breaks ignored); null when it is neither. */
function keyBytes(text: string): { pem: string } | { der: Buffer } | null {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  if (trimmed.startsWith('-----BEGIN ')) return { pem: trimmed };
  const b64 = trimmed.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return null;
  return { der: Buffer.from(b64, 'base64') };
}

function rsa(key: KeyObject, name: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new ConfigError(`${name} must be an RSA key (Alipay signs with RSA2, SHA256withRSA); got ${key.asymmetricKeyType}`);
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw new ConfigError(`${name} must be an RSA key of at least 2048 bits (RSA2)`);
  return key;
}

function privateKeyPem(text: string): string {
  const name = 'ALIPAY_PRIVATE_KEY';
  const bytes = keyBytes(text);
  const attempts: (() => KeyObject)[] = bytes === null ? [] : 'pem' in bytes
    ? [() => createPrivateKey(bytes.pem)]
    : [() => createPrivateKey({ key: bytes.der, format: 'der', type: 'pkcs8' }), () => createPrivateKey({ key: bytes.der, format: 'der', type: 'pkcs1' })];
  for (const attempt of attempts) {
    let key: KeyObject;
    try {
      key = attempt();
    } catch {
      continue;
    }
    return rsa(key, name).export({ type: 'pkcs8', format: 'pem' }).toString();
  }
  throw new ConfigError(`${name} must be the app's RSA private key: PEM (-----BEGIN PRIVATE KEY-----) or the base64 PKCS#8 text Alipay's key tool makes`);
}

function publicKeyPem(text: string): string {
  const name = 'ALIPAY_PUBLIC_KEY';
  // Node derives a public key from a private one: the app's private key pasted here would pass.
  if (text.includes('PRIVATE KEY')) throw new ConfigError(`${name} must be Alipay's public key, not a private key`);
  const bytes = keyBytes(text);
  let key: KeyObject | undefined;
  try {
    if (bytes && 'pem' in bytes) key = createPublicKey(bytes.pem);
    else if (bytes) key = createPublicKey({ key: bytes.der, format: 'der', type: 'spki' });
  } catch {
    key = undefined;
  }
  if (!key) throw new ConfigError(`${name} must be Alipay's RSA public key (支付宝公钥, not the app's): PEM or the base64 text the Alipay console shows`);
  return rsa(key, name).export({ type: 'spki', format: 'pem' }).toString();
}

export function alipaySettings(env: NodeJS.ProcessEnv, nodeEnv: 'development' | 'production' | 'test'): AlipayConfig | null {
  const set = REQUIRED.filter((k) => (env[k] ?? '').trim() !== '');
  if (set.length === 0) return null;
  if (set.length < REQUIRED.length) {
    const missing = REQUIRED.filter((k) => !set.includes(k));
    throw new ConfigError(`Alipay is half configured: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY together, or none)`);
  }
  // The id, the gateway and each key are checked on their own: every one that is wrong is named in one start.
  const problems: string[] = [];
  const appId = env.ALIPAY_APP_ID!.trim();
  if (!/^\d{8,32}$/.test(appId)) problems.push(`ALIPAY_APP_ID must be the app's numeric id from the Alipay open platform (e.g. 2021000000000000); got ${appId}`);
  const gateway = (env.ALIPAY_GATEWAY ?? '').trim() || ALIPAY_GATEWAY;
  let url: URL | undefined;
  try {
    url = new URL(gateway);
  } catch {
    url = undefined;
  }
  const httpsOnly = nodeEnv === 'production';
  if (!url || !(url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:'))) {
    problems.push(`ALIPAY_GATEWAY must be an ${httpsOnly ? 'https' : 'http(s)'} address, ${ALIPAY_GATEWAY} by default`);
  }
  const privateKey = noted(problems, () => privateKeyPem(env.ALIPAY_PRIVATE_KEY!));
  const alipayPublicKey = noted(problems, () => publicKeyPem(env.ALIPAY_PUBLIC_KEY!));
  if (problems.length > 0 || privateKey === undefined || alipayPublicKey === undefined) throw new ConfigError(problems);
  return { appId, privateKey, alipayPublicKey, gateway };
}

/** read()'s value, or undefined with its ConfigError's problems added to `problems`. */
function noted<T>(problems: string[], read: () => T): T | undefined {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    problems.push(...e.problems);
    return undefined;
  }
}
