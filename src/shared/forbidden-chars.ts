// The characters no field takes, in one place for the zod field schemas (./contracts/fields.ts),
// the zod-free same-site check and the server's own parsers. Free of zod, so browser code that must
// stay small can use it too.

/**
 * - Controls (Cc): C0 (tab and newline too: no field is multi-line), DEL and C1. PostgreSQL refuses
 *   NUL in text outright; the others rewrite terminals and logs.
 * - A UTF-16 half without its partner (Cs): not a character, it cannot be stored as UTF-8; the
 *   server's parsers turn bytes that were not UTF-8 into these. With the `u` flag a surrogate pair
 *   is one code point, so only a lone half matches.
 * - The line and paragraph separators (Zl, Zp: U+2028, U+2029): line breaks by another name, which
 *   end a line in logs and in JavaScript source that embeds the text.
 * - Invisible format characters (Cf): zero-width spaces and joiners, bidi embeddings, overrides and
 *   isolates (U+202E shows "gpj.exe" as "exe.jpg"), word joiners, the BOM, soft hyphens, tag
 *   characters (which spell hidden ASCII). They make two texts that read alike differ, or hide text.
 *   Except ZWJ (U+200D): it glues emoji into one (👨‍👩‍👧, 🏳️‍🌈) and some scripts need it, and
 *   free text (notes, reasons, titles) takes emoji. On its own it only hides between two letters,
 *   which matters where a text stands for a person: nicknames refuse it too (contracts/profile.ts).
 */
export const FORBIDDEN_CHARS = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}/u;

export function hasForbiddenChars(s: string): boolean {
  return FORBIDDEN_CHARS.test(s);
}
