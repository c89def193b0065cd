// Stripe's settings: the card channel is served by Stripe when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are both set; one without the other is a mistake, refused at start.
import { ConfigError } from '../../config/error.ts';

export interface StripeSettings {
  /** The account's secret (sk_…) or restricted (rk_…) key: creates, reads and expires Checkout Sessions. */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…), which Stripe shows when the endpoint is added. */
  webhookSecret: string;
  /** Where the API is: Stripe's, or a local fake in tests. */
  apiBase: URL;
}

export const STRIPE_API = 'https://api.stripe.com';

export function stripeSettings(env: NodeJS.ProcessEnv, nodeEnv: 'production' | 'development' | 'test'): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  if (!secretKey && !webhookSecret) return null;
  if (!secretKey) throw new ConfigError('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is missing: set both to take cards through Stripe, or neither');
  if (!webhookSecret) throw new ConfigError('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing (the webhook endpoint\'s signing secret, whsec_…)');
  // Past this point each check stands alone: every one that fails is named in one start.
  const problems: string[] = [];
  if (!/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(secretKey)) {
    problems.push('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_live_… or rk_test_…)');
  } else if (nodeEnv === 'production' && secretKey.includes('_test_')) {
    problems.push('STRIPE_SECRET_KEY is a test-mode key: production would take no real money (use sk_live_… or rk_live_…)');
  }
  if (!/^whsec_[A-Za-z0-9+/=]+$/.test(webhookSecret)) {
    problems.push('STRIPE_WEBHOOK_SECRET must be the webhook endpoint\'s signing secret (whsec_…)');
  }
  let apiBase: URL | undefined;
  try {
    apiBase = new URL(env.STRIPE_API_BASE || STRIPE_API);
  } catch {
    problems.push(`STRIPE_API_BASE must be an http(s) URL such as ${STRIPE_API}`);
  }
  if (apiBase && ((apiBase.protocol !== 'https:' && apiBase.protocol !== 'http:') || apiBase.pathname !== '/' || apiBase.search || apiBase.username)) {
    problems.push(`STRIPE_API_BASE must be a bare http(s) origin such as ${STRIPE_API} (no path, query or credentials)`);
  } else if (apiBase && nodeEnv === 'production' && apiBase.protocol !== 'https:') {
    // The secret key travels in every request: never in clear text over the internet.
    problems.push('STRIPE_API_BASE must be https in production');
  }
  if (problems.length > 0 || apiBase === undefined) throw new ConfigError(problems);
  return { secretKey, webhookSecret, apiBase };
}
