// The ledger transaction nearly every hot path posts: one of a player's accounts against one of
// the house's or a provider's (a case price, a deposit, its bonus, a sale), as ONE statement:
// the conditional balance change (its row lock serialises the player's money; it refuses to go
// below zero), the ledger transaction, and both postings. The general postTransaction (ledger.ts)
// stays for anything else; the database's own rules (balanced at commit, append-only,
// balance >= 0) hold for both alike.
import { run, statement } from '../../db/statements.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LedgerKind, UserAccountType } from './ledger.ts';
import { postingsSql } from './postings-sql.ts';

/**
 * The posting's CTEs, for statements that post and do more in the same round trip (an opening):
 * $1 user, $2 account type, $3 signed amount, $4 external code, $5 kind, $6 ref. `acct` holds the
 * player's account after the change, and is empty when the balance does not cover it, or when
 * `guard` (an SQL condition; an opening's "this version is still on sale") is false.
 */
export const userExternalCtes = (guard = 'true') => `
  acct AS (
    UPDATE accounts SET balance = balance + $3::bigint
    WHERE user_id = $1 AND type = $2 AND balance + $3::bigint >= 0 AND ${guard}
    RETURNING id, balance
  ), t AS (
    INSERT INTO ledger_transactions (kind, ref) SELECT $5, $6 FROM acct RETURNING id
  ), p AS (
    ${postingsSql({ tx: 't', account: 'acct', amount: '$3::bigint', external: '$4' })}
  )`;

export const USER_EXTERNAL_CTES = userExternalCtes();

const POST_USER_EXTERNAL = statement('ledger_user_external', `WITH ${USER_EXTERNAL_CTES} SELECT balance::text AS balance FROM acct`);

export interface UserExternalPosting {
  userId: bigint;
  account: UserAccountType;
  /** The house or provider account's code, e.g. 'house:revenue', 'provider:sandbox'. */
  external: string;
  /** Signed, for the player's account: negative takes from the player. Never 0. */
  amount: bigint;
  kind: LedgerKind;
  ref: string;
}

/** Posts it and returns the player's balance after; INSUFFICIENT_BALANCE when it would go below 0. */
export async function postUserExternal(tx: Tx, p: UserExternalPosting): Promise<bigint> {
  if (p.amount === 0n) throw new Error(`ledger ${p.kind}/${p.ref}: a posting of 0`);
  // An unknown external code inserts one posting only, and the transaction fails at commit as unbalanced.
  const [row] = await run<{ balance: string }>(tx, POST_USER_EXTERNAL, [String(p.userId), p.account, String(p.amount), p.external, p.kind, p.ref]);
  if (!row) throw new AppError('INSUFFICIENT_BALANCE');
  return BigInt(row.balance);
}
