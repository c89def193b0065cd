// Simplified Chinese (zh-CN) → Traditional Chinese with Taiwan wording (zh-TW): phrases first
// (longest match), then one character at a time. A Han character the map does not know is
// reported instead of being copied silently, so the generated table never mixes scripts.
import { CHANGED, SAME } from './chars.ts';
import { PHRASES } from './phrases.ts';

export interface Converted {
  text: string;
  /** Han characters found in neither CHANGED nor SAME (nor inside a phrase). */
  unmapped: string[];
}

const charMap = new Map<string, string>();
for (const pair of CHANGED.split(' ')) {
  const [from, to] = [...pair];
  if (from && to) charMap.set(from, to);
}
for (const c of SAME) charMap.set(c, c);

const phrases = Object.entries(PHRASES).sort((a, b) => b[0].length - a[0].length);
const HAN = /\p{Script=Han}/u;

export function toZhTW(source: string, map: ReadonlyMap<string, string> = charMap): Converted {
  let text = '';
  const unmapped: string[] = [];
  const chars = [...source];
  for (let i = 0; i < chars.length; ) {
    const rest = chars.slice(i, i + 8).join('');
    const phrase = phrases.find(([from]) => rest.startsWith(from));
    if (phrase) {
      text += phrase[1];
      i += [...phrase[0]].length;
      continue;
    }
    const c = chars[i]!;
    const mapped = map.get(c);
    if (mapped === undefined && HAN.test(c)) unmapped.push(c);
    text += mapped ?? c;
    i += 1;
  }
  return { text, unmapped };
}

/** Convert a whole table; `verbatim` keys are copied unchanged. */
export function convertTable(
  table: Readonly<Record<string, string>>,
  verbatim: ReadonlySet<string> = new Set(),
): { table: Record<string, string>; unmapped: Map<string, string[]> } {
  const out: Record<string, string> = {};
  const unmapped = new Map<string, string[]>();
  for (const [key, value] of Object.entries(table)) {
    if (verbatim.has(key)) {
      out[key] = value;
      continue;
    }
    const r = toZhTW(value);
    out[key] = r.text;
    for (const c of r.unmapped) unmapped.set(c, [...(unmapped.get(c) ?? []), key]);
  }
  return { table: out, unmapped };
}
