// The postings of a ledger transaction written inside a hot path's own statement (design.md,
// "Several instances": a hot path is a few prepared statements, so its ledger transaction is a CTE
// of them, not a call to ledger.ts): the player's account gets an amount, with the balance after,
// and an external account (the house's or a provider's) the opposite, with none. One builder for
// every statement that posts so (wallet/user-external.ts, an opening's points in
// boxes/opening/statements.ts, a deposit and its bonus in payments/credit-statements.ts, a rebate in
// promo/rebate-statements.ts), so the postings are written alike everywhere; the database still
// checks each transaction balanced at commit.

export interface PostingPair {
  /** The CTE that inserted the ledger transaction (`id`). */
  tx: string;
  /** The CTE holding the player's account after the change (`id`, `balance`): at most one row. */
  account: string;
  /** What the player's account gets (negative: what it gives), one SQL term: a parameter or a column. */
  amount: string;
  /** The player's balance after this posting; `<account>.balance` when not given. */
  balanceAfter?: string;
  /** The external account's code, in SQL: a parameter or a quoted literal. */
  external: string;
}

/** `INSERT INTO postings …` writing two postings for each pair, in order: the player's, then the external account's. */
export function postingsSql(...pairs: PostingPair[]): string {
  return `INSERT INTO postings (transaction_id, account_id, amount, balance_after)
    ${pairs.map(pairSql).join(`
    UNION ALL
    `)}`;
}

function pairSql({ tx, account, amount, balanceAfter = `${account}.balance`, external }: PostingPair): string {
  // The external posting is -amount: an expression would be negated only in its first term.
  if (!/^[$\w.:]+$/.test(amount)) throw new Error(`postingsSql: the amount must be one term, not ${amount}`);
  // The external posting joins the player's account row too, so it is written only when the
  // player's is (an opening's points: no points account row changed, no postings at all).
  return `SELECT ${tx}.id, ${account}.id, ${amount}, ${balanceAfter} FROM ${tx}, ${account}
    UNION ALL
    SELECT ${tx}.id, ext.id, -${amount}, NULL FROM ${tx}, ${account}, accounts ext WHERE ext.code = ${external} AND ext.external`;
}
