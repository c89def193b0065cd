/** The first-deposit bonus advertised on the site (spec §1: +20%); the recharge dialog uses the server's figure. */
export const FIRST_DEPOSIT_BONUS_PERCENT = 20;
