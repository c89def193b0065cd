// zh-TW for the catalogue text we wrote ourselves (wear, rarity, case and theme names): the zh-CN
// text converted by src/shared/zh-tw (OpenCC's s2twp and our overrides, docs/decisions/0100).
import type { Localized, LocalizedSource } from '../../src/server/modules/boxes/data/types.ts';
import { loadZhTW } from '../../src/shared/zh-tw/convert.ts';

export const zhTW = await loadZhTW();

/** The same object with 'zh-TW' added last (so the JSON keeps its key order: zh-CN, en, zh-TW). */
export function withZhTW<T extends LocalizedSource>(value: T): T & Localized {
  return { ...value, 'zh-TW': zhTW(value['zh-CN']) };
}
