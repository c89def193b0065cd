// Take-backs to Steam (docs/configuration.md "Take-backs to Steam"; modules/withdrawals,
// providers/skins): who buys the skin, the players' limits, and the sandbox supplier's pace.
import { decimal, int, oneOf, redactUrl, type NodeEnv, type Source } from './read.ts';

export interface WithdrawalsConfig {
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

/** WITHDRAW_*, WAXPEER_*, SKINS_SANDBOX_*. */
export function readWithdrawals(src: Source, nodeEnv: NodeEnv): WithdrawalsConfig['withdrawals'] {
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
