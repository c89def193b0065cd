import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/index.ts';
import { certifySettings } from './choose.ts';

const KEYS = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  ALIPAY_PUBLIC_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString(),
};

describe('real-name verification settings', () => {
  it('are Alipay in production, the sandbox elsewhere unless CERTIFY_PROVIDER=alipay (the keys alone may be for payments)', () => {
    const prod = certifySettings(KEYS, 'production');
    expect(prod).toMatchObject({ provider: 'alipay', alipay: { appId: '2021000000000001', gateway: 'https://openapi.alipay.com/gateway.do' } });
    expect(certifySettings(KEYS, 'development')).toEqual({ required: true, provider: 'sandbox', alipay: null });
    expect(certifySettings({ ...KEYS, CERTIFY_PROVIDER: 'alipay' }, 'test').provider).toBe('alipay');
    expect(certifySettings({}, 'development')).toEqual({ required: true, provider: 'sandbox', alipay: null });
  });

  it('refuse to start production without Alipay or with the sandbox, naming the settings', () => {
    expect(() => certifySettings({}, 'production')).toThrow(ConfigError);
    expect(() => certifySettings({}, 'production')).toThrow(/in production \(a deposit needs a verified real name; REAL_NAME=off lifts that rule\): set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY$/);
    expect(() => certifySettings({ ALIPAY_APP_ID: '2021000000000001' }, 'production')).toThrow(/ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY are missing/);
    expect(() => certifySettings({ ...KEYS, ALIPAY_PUBLIC_KEY: KEYS.ALIPAY_PRIVATE_KEY }, 'production')).toThrow(/^ALIPAY_PUBLIC_KEY must be Alipay's public key/);
    expect(() => certifySettings({ ...KEYS, CERTIFY_PROVIDER: 'sandbox' }, 'production')).toThrow(/^CERTIFY_PROVIDER=sandbox is refused in production/);
    expect(() => certifySettings({ CERTIFY_PROVIDER: 'alipay' }, 'development')).toThrow(/\(CERTIFY_PROVIDER=alipay\): set ALIPAY_APP_ID/);
    expect(() => certifySettings({ CERTIFY_PROVIDER: 'face' }, 'development')).toThrow('CERTIFY_PROVIDER=face is not one of alipay, sandbox');
  });

  it('REAL_NAME=off lifts the rule: production then starts without Alipay and verifies nobody, or through Alipay where its keys are set', () => {
    expect(certifySettings({ REAL_NAME: 'off' }, 'production')).toEqual({ required: false, provider: 'none', alipay: null });
    expect(certifySettings({ ...KEYS, REAL_NAME: 'off' }, 'production')).toMatchObject({ required: false, provider: 'alipay' });
    expect(certifySettings({ REAL_NAME: 'off' }, 'development')).toEqual({ required: false, provider: 'sandbox', alipay: null });
    expect(() => certifySettings({ REAL_NAME: 'off', CERTIFY_PROVIDER: 'none' }, 'production')).toThrow('CERTIFY_PROVIDER=none is not one of alipay, sandbox');
    expect(() => certifySettings({ REAL_NAME: 'no' }, 'production')).toThrow('REAL_NAME=no is not one of on, off');
  });
});
