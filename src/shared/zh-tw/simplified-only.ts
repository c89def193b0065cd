// For the tests that no Simplified text is left on a zh-TW page: the characters OpenCC turns into
// another one and that no Traditional phrase or Taiwan form of its tables contains (so 后, 里, 台,
// 干 and 秘 are not listed: 皇后, 底格里斯, 台, 干涉 and Taiwan's 秘 are Traditional too).
import type { DictLike } from 'opencc-js/core';

const pairs = (dict: DictLike): readonly (readonly string[])[] => (typeof dict === 'string' ? dict.split('|').map((e) => e.split(' ')) : dict);

export async function simplifiedOnlyChars(): Promise<ReadonlySet<string>> {
  const { from, to } = await import('opencc-js/preset/cn2t');
  // s2t's first stage: Simplified phrases, then Simplified characters, each with its Traditional form(s).
  const [phrases, characters] = from.cn[0];
  const traditional = new Set<string>();
  for (const dict of [phrases, ...to.twp.flat()]) for (const [, ...forms] of pairs(dict)) for (const form of forms) for (const c of form) traditional.add(c);
  const out = new Set<string>();
  for (const [c, ...forms] of pairs(characters)) if (!forms.includes(c) && !traditional.has(c)) out.add(c);
  return out;
}
