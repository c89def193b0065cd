// The words of a live drop that depend on the reader's language. The live feed is one broadcast
// for every reader, written in zh-CN; each drop also carries its en and zh-TW words, and a page
// shows its own. No zod here: the browser imports it.
import type { DropRecord } from './contracts/feed.ts';
import type { Lang } from './locales.ts';

export interface DropTexts {
  name: string;
  wearName: string;
  rarityName: string;
  boxName: string;
}

/** A drop as a reader of `lang` sees it: its words in that language when the message carries them. */
export function dropInLang<D extends DropRecord>(drop: D, lang: Lang): D {
  const t = drop.texts?.[lang];
  if (!t) return drop;
  return { ...drop, name: t.name, wearName: t.wearName, rarity: { ...drop.rarity, name: t.rarityName }, boxName: t.boxName };
}
