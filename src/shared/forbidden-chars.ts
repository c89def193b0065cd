// The characters no field takes, in one place for the zod field schemas (./contracts/fields.ts),
// the zod-free same-site check and the server's own parsers. Free of zod, so browser code that must
// stay small can use it too.

/**
 * C0 controls (tab and newline too: no field is multi-line), DEL, C1 controls, and a UTF-16 half
 * without its partner (a lone surrogate is not a character: it cannot be stored as UTF-8).
 * PostgreSQL refuses NUL in text outright; the others are invisible, rewrite terminals and logs,
 * or come from bytes that were not UTF-8 (the server's parsers turn those into lone surrogates).
 * With the `u` flag a surrogate pair is one code point, so only a lone half matches the range.
 */
// eslint-disable-next-line no-control-regex
export const FORBIDDEN_CHARS = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export function hasForbiddenChars(s: string): boolean {
  return FORBIDDEN_CHARS.test(s);
}
