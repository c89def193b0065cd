// The User-Agent a session remembers, for the player's list of sessions: one line of printable
// text, at most 200 characters. It is shown back to the player, so nothing invisible gets in.

export const USER_AGENT_MAX = 200;

// Control characters, and the invisible ones that could reorder or hide text (zero-width, bidi).
const INVISIBLE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]+/gu;

export function cleanUserAgent(raw: string | string[] | undefined): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (!first) return '';
  const text = first.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim();
  // Cut by code points, then drop a lone surrogate half the cut could not have made but input could.
  return Array.from(text).slice(0, USER_AGENT_MAX).join('').replace(/[\uD800-\uDFFF]/g, '');
}
