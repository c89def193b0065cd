// A balance as the API writes it (formatFen: "12.05"), computed by the database, for answers the
// database stores in the same statement that changes the balance (an opening's stored answer).
// Balances are never negative (CHECK balance >= 0), so the sign is not handled.
// fen-text.test.ts holds it to formatFen.

/** SQL text of `column` (a non-negative bigint of fen) as formatFen writes it. */
export function FEN_TEXT(column: string): string {
  return `((${column}) / 100)::text || '.' || lpad(((${column}) % 100)::text, 2, '0')`;
}
