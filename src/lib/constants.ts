/** The first-deposit bonus advertised on the site (the spec: +20%); the recharge dialog uses the server's figure. */
export const FIRST_DEPOSIT_BONUS_PERCENT = 20;
