// Which real-name verification runs (CERTIFY_PROVIDER): Alipay's identity verification, the
// default in production, or the sandbox page, the default elsewhere and refused in production. A
// deposit needs a verified real name (the protection gate), so production without Alipay's keys
// could take no deposit: it refuses to start. Outside production the Alipay keys alone do not
// switch it on: they may be set for Alipay payments against Alipay's sandbox, which has no face check.
import { ConfigError, type Config } from '../../config.ts';
import { alipaySettings, type AlipayConfig } from '../payments/alipay-config.ts';
import { createAlipayCertify } from './alipay.ts';
import type { CertifyProvider } from './provider.ts';
import { certifySandboxSecret, createSandboxCertify } from './sandbox.ts';

export type CertifySettings = { provider: 'sandbox'; alipay: null } | { provider: 'alipay'; alipay: AlipayConfig };

export function certifySettings(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): CertifySettings {
  const raw = env.CERTIFY_PROVIDER || (nodeEnv === 'production' ? 'alipay' : 'sandbox');
  if (raw !== 'alipay' && raw !== 'sandbox') throw new ConfigError(`CERTIFY_PROVIDER=${raw} is not one of alipay, sandbox`);
  if (raw === 'sandbox') {
    if (nodeEnv === 'production') throw new ConfigError('CERTIFY_PROVIDER=sandbox is refused in production: the sandbox verifies anyone');
    return { provider: 'sandbox', alipay: null };
  }
  // The same app as Alipay payments, read by the same rules (payments/alipay-config.ts).
  const alipay = alipaySettings(env, nodeEnv);
  if (!alipay) {
    throw new ConfigError(`Real-name verification goes through Alipay${nodeEnv === 'production' ? ' in production (a deposit needs a verified real name)' : ' (CERTIFY_PROVIDER=alipay)'}: set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY`);
  }
  return { provider: 'alipay', alipay };
}

export function createCertify(config: Pick<Config, 'env' | 'appSecret' | 'publicUrl' | 'certify'>): CertifyProvider | null {
  if (config.certify.provider === 'alipay') return createAlipayCertify({ keys: config.certify.alipay, publicUrl: config.publicUrl });
  // The sandbox approves anyone: never in production (certifySettings refuses to start there first).
  return config.env === 'production' ? null : createSandboxCertify(certifySandboxSecret(config.appSecret));
}
