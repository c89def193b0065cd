import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/index.ts';
import { ALIPAY_GATEWAY, alipaySettings } from './alipay-config.ts';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pkcs8Pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const pkcs8B64 = privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64');
const pkcs1B64 = privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64');
const spkiPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const spkiB64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
const APP_ID = '2021000000000001';
const full = { ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: pkcs8B64, ALIPAY_PUBLIC_KEY: spkiB64 };

describe('ALIPAY_* settings', () => {
  it('is not configured when none is set', () => {
    expect(alipaySettings({}, 'development')).toBeNull();
    expect(alipaySettings({ ALIPAY_APP_ID: ' ' }, 'production')).toBeNull();
  });

  it('reads the keys as PEM or bare base64 (PKCS#8, or PKCS#1 for the private key) into PEM, the production gateway by default', () => {
    for (const [priv, pub] of [[pkcs8B64, spkiB64], [pkcs8Pem, spkiPem], [pkcs1B64, spkiPem], [pkcs8Pem.replace(/\n/g, '\\n'), spkiPem]]) {
      const c = alipaySettings({ ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: priv, ALIPAY_PUBLIC_KEY: pub }, 'production')!;
      expect(c.appId).toBe(APP_ID);
      expect(c.privateKey).toBe(pkcs8Pem);
      expect(c.alipayPublicKey).toBe(spkiPem);
      expect(c.gateway).toBe(ALIPAY_GATEWAY);
    }
  });

  it('names what is missing from a partial set', () => {
    expect(() => alipaySettings({ ALIPAY_APP_ID: APP_ID }, 'development')).toThrow(/ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY are missing/);
    expect(() => alipaySettings({ ALIPAY_APP_ID: APP_ID, ALIPAY_PRIVATE_KEY: pkcs8B64 }, 'development')).toThrow(/ALIPAY_PUBLIC_KEY is missing/);
  });

  it('refuses a malformed id, key or gateway, naming the setting', () => {
    const bad = (env: Record<string, string>, re: RegExp) => {
      expect(() => alipaySettings({ ...full, ...env }, 'production')).toThrow(ConfigError);
      expect(() => alipaySettings({ ...full, ...env }, 'production')).toThrow(re);
    };
    bad({ ALIPAY_APP_ID: 'app-1' }, /ALIPAY_APP_ID/);
    bad({ ALIPAY_PRIVATE_KEY: 'not a key' }, /ALIPAY_PRIVATE_KEY/);
    bad({ ALIPAY_PRIVATE_KEY: pkcs8B64.slice(0, 200) }, /ALIPAY_PRIVATE_KEY/);
    bad({ ALIPAY_PUBLIC_KEY: pkcs8Pem }, /ALIPAY_PUBLIC_KEY must be Alipay's public key, not a private key/);
    bad({ ALIPAY_PUBLIC_KEY: 'AAAA' }, /ALIPAY_PUBLIC_KEY/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    bad({ ALIPAY_PRIVATE_KEY: ec }, /ALIPAY_PRIVATE_KEY must be an RSA key/);
    bad({ ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do' }, /ALIPAY_GATEWAY must be an https address/);
    bad({ ALIPAY_GATEWAY: 'ftp://x' }, /ALIPAY_GATEWAY/);
  });

  it('lets a local fake gateway over http outside production', () => {
    expect(alipaySettings({ ...full, ALIPAY_GATEWAY: 'http://127.0.0.1:9/gateway.do' }, 'test')!.gateway).toBe('http://127.0.0.1:9/gateway.do');
  });
});
