import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/index.ts';
import { stripeSettings } from './stripe-config.ts';
import { sessionExpiry } from './stripe.ts';

const keys = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_c2VjcmV0' };

describe('stripeSettings', () => {
  it('is off without settings, and on with both keys, at Stripe unless told', () => {
    expect(stripeSettings({}, 'development')).toBeNull();
    const s = stripeSettings(keys, 'development')!;
    expect(s.secretKey).toBe('sk_test_abc123');
    expect(s.apiBase.origin).toBe('https://api.stripe.com');
    expect(stripeSettings({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:4010' }, 'test')!.apiBase.port).toBe('4010');
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_abc' }, 'development', /STRIPE_WEBHOOK_SECRET is missing/],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }, 'development', /STRIPE_SECRET_KEY is missing/],
    [{ ...keys, STRIPE_SECRET_KEY: 'pk_test_abc' }, 'development', /secret or restricted key/],
    [{ ...keys, STRIPE_WEBHOOK_SECRET: 'abc' }, 'development', /signing secret/],
    [{ ...keys, STRIPE_API_BASE: 'ftp://x' }, 'development', /bare http\(s\) origin/],
    [{ ...keys, STRIPE_API_BASE: 'https://api.stripe.com/v1' }, 'development', /bare http\(s\) origin/],
    [{ ...keys, STRIPE_API_BASE: 'not a url' }, 'development', /http\(s\) URL/],
    [keys, 'production', /test-mode key/],
    [{ ...keys, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_API_BASE: 'http://stripe-proxy:80' }, 'production', /https in production/],
  ] as const)('refuses %j in %s', (env, nodeEnv, message) => {
    expect(() => stripeSettings(env, nodeEnv)).toThrow(ConfigError);
    expect(() => stripeSettings(env, nodeEnv)).toThrow(message);
  });
});

describe('sessionExpiry', () => {
  const now = new Date('2030-01-01T00:00:00Z');
  const sec = now.getTime() / 1000;
  it('keeps an expiry Stripe accepts, and moves one too soon or too late into its window', () => {
    expect(sessionExpiry(new Date(now.getTime() + 60 * 60_000), now)).toBe(sec + 3600);
    expect(sessionExpiry(new Date(now.getTime() + 48 * 3600_000), now)).toBe(sec + 24 * 3600 - 60);
  });

  it('moves an order\'s 30 minutes on in 10-minute steps, the same for retries within a step', () => {
    const orderExpiry = new Date(now.getTime() + 30 * 60_000);
    expect(sessionExpiry(orderExpiry, now)).toBe(sec + 40 * 60);
    expect(sessionExpiry(orderExpiry, new Date(now.getTime() + 8 * 60_000))).toBe(sec + 40 * 60);
    expect(sessionExpiry(orderExpiry, new Date(now.getTime() + 9 * 60_000 + 30_000))).toBe(sec + 50 * 60);
  });
});
