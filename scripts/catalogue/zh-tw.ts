// zh-TW for the catalogue text we wrote ourselves (rarity, case and theme names): the zh-CN text
// converted by scripts/i18n/zh-tw. A Han character the converter does not know fails the build
// (add it to src/shared/zh-tw/chars.ts) rather than leaving Simplified text on a zh-TW page.
import type { Localized, LocalizedSource } from '../../src/server/modules/boxes/data/types.ts';
import { toZhTW } from '../../src/shared/zh-tw/convert.ts';

export function zhTW(zhCN: string): string {
  const { text, unmapped } = toZhTW(zhCN);
  if (unmapped.length > 0) {
    throw new Error(`"${zhCN}": no Traditional form for ${[...new Set(unmapped)].join(' ')}; add them to src/shared/zh-tw/chars.ts`);
  }
  return text;
}

/** The same object with 'zh-TW' added last (so the JSON keeps its key order: zh-CN, en, zh-TW). */
export function withZhTW<T extends LocalizedSource>(value: T): T & Localized {
  return { ...value, 'zh-TW': zhTW(value['zh-CN']) };
}
