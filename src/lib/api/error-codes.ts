// The answer codes the pages act on, without the server's table of every code
// (src/shared/errors.ts: about 2 KB of gzip JavaScript on every page that imported it, where page
// budgets are counted to the tenth of a KB). error-codes.test.ts holds them equal to that table.
export const ERROR_CODE = {
  BOX_NOT_FOUND: 1402,
  ROLL_NOT_FOUND: 1403,
  INSUFFICIENT_BALANCE: 2001,
  CAPTCHA_CLOSED: 3003,
  CAPTCHA_WORN_OUT: 3004,
  SECURITY_CHECK_REQUIRED: 3409,
  TOTP_REQUIRED: 3440,
  BATTLE_NOT_FOUND: 6201,
  SKIN_NOT_FOUND: 6501,
  GIVEAWAY_NOT_FOUND: 6601,
  REALITY_CHECK_DUE: 7003,
  DEPOSIT_NEEDS_REAL_NAME: 7004,
  REALITY_NOT_DUE: 7021,
} as const;
