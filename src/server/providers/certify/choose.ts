// Which real-name verification runs (CERTIFY_PROVIDER): Alipay's identity verification, the
// default in production, or the sandbox page, the default elsewhere and refused in production. A
// deposit needs a verified real name (the protection gate), so production without Alipay's keys
// could take no deposit: it refuses to start. Outside production the Alipay keys alone do not
// switch it on: they may be set for Alipay payments against Alipay's sandbox, which has no face check.
// REAL_NAME=off is the operator's choice to take deposits without it (a site outside mainland China,
// say, taking cards only): the age then rests on the player's own declaration at sign-up.
import { ConfigError } from '../../config/error.ts';
import type { Config } from '../../config/index.ts';
import { alipaySettings, type AlipayConfig } from '../payments/alipay-config.ts';
import { createAlipayCertify } from './alipay.ts';
import type { CertifyProvider } from './provider.ts';
import { certifySandboxSecret, createSandboxCertify } from './sandbox.ts';

/** required: a deposit needs a verified real name (REAL_NAME, on unless the operator turns it off). */
export type CertifySettings = { required: boolean } & (
  | { provider: 'sandbox'; alipay: null }
  | { provider: 'alipay'; alipay: AlipayConfig }
  /** REAL_NAME=off in production without Alipay's keys: nobody is asked, and nobody can be verified. */
  | { provider: 'none'; alipay: null }
);

export function certifySettings(env: NodeJS.ProcessEnv, nodeEnv: Config['env']): CertifySettings {
  const rule = env.REAL_NAME || 'on';
  if (rule !== 'on' && rule !== 'off') throw new ConfigError(`REAL_NAME=${rule} is not one of on, off`);
  const required = rule === 'on';
  // With the rule off, production verifies through Alipay only where its keys are set anyway.
  const fallback = nodeEnv !== 'production' ? 'sandbox' : required || alipaySettings(env, nodeEnv) ? 'alipay' : 'none';
  if (!env.CERTIFY_PROVIDER && fallback === 'none') return { required, provider: 'none', alipay: null };
  const raw = env.CERTIFY_PROVIDER || fallback;
  if (raw !== 'alipay' && raw !== 'sandbox') throw new ConfigError(`CERTIFY_PROVIDER=${raw} is not one of alipay, sandbox`);
  if (raw === 'sandbox') {
    if (nodeEnv === 'production') throw new ConfigError('CERTIFY_PROVIDER=sandbox is refused in production: the sandbox verifies anyone');
    return { required, provider: 'sandbox', alipay: null };
  }
  // The same app as Alipay payments, read by the same rules (payments/alipay-config.ts).
  const alipay = alipaySettings(env, nodeEnv);
  if (!alipay) {
    throw new ConfigError(`Real-name verification goes through Alipay${nodeEnv === 'production' ? ' in production (a deposit needs a verified real name; REAL_NAME=off lifts that rule)' : ' (CERTIFY_PROVIDER=alipay)'}: set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY`);
  }
  return { required, provider: 'alipay', alipay };
}

export function createCertify(config: Pick<Config, 'env' | 'appSecret' | 'publicUrl' | 'certify'>): CertifyProvider | null {
  if (config.certify.provider === 'alipay') return createAlipayCertify({ keys: config.certify.alipay, publicUrl: config.publicUrl });
  // The sandbox approves anyone: never in production (certifySettings refuses to start there first).
  if (config.certify.provider === 'none' || config.env === 'production') return null;
  return createSandboxCertify(certifySandboxSecret(config.appSecret));
}
