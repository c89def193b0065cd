// Where a line may break in a heading: between words only. CJK text has no spaces, so the browser
// breaks it between any two characters ("可验" | "证" on a 375 px phone); the heading is set with
// word-break: keep-all and these word boundaries are marked (<wbr>) instead, found by the
// platform's dictionary segmenter (Intl.Segmenter), so a line ends only where a word does.

/** The text cut into runs that must stay whole; joined, they give the text back. */
export function wordRuns(text: string, lang: string): string[] {
  if (typeof Intl === 'undefined' || typeof Intl.Segmenter !== 'function') return [text];
  const runs: string[] = [];
  let carry = '';
  for (const { segment, isWordLike } of new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)) {
    if (isWordLike || runs.length === 0) {
      runs.push(carry + segment);
      carry = '';
    } else if (OPENING.test(segment)) {
      // "+" of "+20%", an opening bracket or quote: it starts the next word's line.
      carry += segment;
    } else {
      // A space, "%", "，", a closing bracket: it ends the word before it (no line starts with one).
      runs[runs.length - 1] += carry + segment;
      carry = '';
    }
  }
  if (carry) runs.push(carry);
  return runs;
}

const OPENING = /^[+\-＋(（[【「『“‘《〈]+$/u;
