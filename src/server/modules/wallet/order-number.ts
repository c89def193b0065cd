// The order number a player reads in the record centre for one ledger transaction.
//
// The ledger's `ref` is an internal key (`case:4v1:1:1`, `sell:4,7`): it names the business object
// for idempotency and audits, and means nothing to a player. The number shown instead is:
// - for a deposit and its first-deposit bonus: the recharge order id (R + time + random), the same
//   number the recharge records tab and the checkout show, so a player can match the two;
// - for anything else: a letter for the kind, the transaction's UTC date and its id zero-padded to
//   10 digits, e.g. "O202611230000000042" for transaction 42 opening a case on 23 Nov 2026. The id is the ledger transaction's
//   primary key, so the number is unique; the id and the date never change once written, so it is
//   stable; and it needs no new column (the ledger stays append-only and unmigrated).
// Postings of one transaction share its number: they are one order.
const PREFIX: Record<string, string> = { caseOpen: 'O', sellBack: 'S', adjustment: 'A' };
const FROM_RECHARGE = new Set(['deposit', 'firstDepositBonus']);

export function orderNumber(tx: { id: bigint; kind: string; ref: string; createdAt: Date }): string {
  if (FROM_RECHARGE.has(tx.kind)) return tx.ref;
  const day = tx.createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `${PREFIX[tx.kind] ?? 'T'}${day}${String(tx.id).padStart(10, '0')}`;
}
