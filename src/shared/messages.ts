// API and validation messages in the languages the `lang` header may ask for (see pickLang in
// ./locales.ts: zh-TW/zh-Hant/zh-HK/zh-MO → zh-TW, en… → en, anything else → zh-CN).
// They live in the one message catalogue per language, messages/<locale>.json, beside the pages'
// strings, under `api.` keys (`api.err.notSignedIn` is MessageKey 'err.notSignedIn'), so a
// translator edits one file per language (docs/decisions/0100). zh-CN and en are written by hand;
// zh-TW is generated from zh-CN by `npm run i18n:zh-TW`. Node reads the JSON at start; a client
// build keeps only the `api.` keys (scripts/i18n/api-messages-plugin.ts): the page strings reach
// the browser inline in the page (src/lib/i18n/ui.ts).
import zhCNFile from '../../messages/zh-CN.json' with { type: 'json' };
import enFile from '../../messages/en.json' with { type: 'json' };
import zhTWFile from '../../messages/zh-TW.json' with { type: 'json' };
import { pickLang, type Lang } from './locales.ts';

/** The prefix of the API messages' keys in the message catalogue. */
export const API_PREFIX = 'api.';

type ApiKey<K> = K extends `${typeof API_PREFIX}${infer Key}` ? Key : never;
/** An API message key: a key of messages/zh-CN.json without its `api.` prefix. */
export type MessageKey = ApiKey<keyof typeof zhCNFile>;
type MessageTable = Record<MessageKey, string>;

/** The API messages of one catalogue file, keyed without the prefix. */
export function apiMessages(file: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(file)) if (key.startsWith(API_PREFIX)) out[key.slice(API_PREFIX.length)] = text;
  return out;
}

const zhCN = apiMessages(zhCNFile) as MessageTable;
const en = apiMessages(enFile) as MessageTable;
// A key added to zh-CN since the generator last ran shows its simplified text in zh-TW rather than
// `undefined` (the completeness test fails until `npm run i18n:zh-TW` is run again).
const zhTW: MessageTable = { ...zhCN, ...apiMessages(zhTWFile) };

export { pickLang, type Lang };

/** The hand-written tables: the completeness test compares the others to zh-CN. */
export const MESSAGE_SOURCES: Readonly<Record<'zh-CN' | 'en', MessageTable>> = { 'zh-CN': zhCN, en };
export const MESSAGE_TABLES: Readonly<Record<Lang, MessageTable>> = { 'zh-CN': zhCN, en, 'zh-TW': zhTW };
const tables = MESSAGE_TABLES;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(zhCN, key);
}

/** Translate a key; `{name}` placeholders are filled from params, a `field.*` param is translated too. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return tables[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) return `{${name}}`;
    const s = String(v);
    return isMessageKey(s) ? tables[lang][s] : s;
  });
}
