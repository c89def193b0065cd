// The UI strings' API: t(lang, key), translator(lang), tDynamic. The strings are paraglide-js
// messages (messages/<locale>.json, compiled into src/paraglide by `npm run i18n:compile`).
// The server (SSR, prerender) calls the compiled message functions. The browser must not download
// all three languages (~18 KB gzip on every page): the root layout writes the page language's
// table into the HTML as <script type="application/json" id="ui-strings">, and in the client
// build `import.meta.env.SSR` is the literal false, so the branches that call the messages or
// read UI_TABLES are dropped and neither src/paraglide nor ./ui-tables.ts is in a client chunk.
// Component tests (happy-dom: SSR is false there too) get every table from
// src/lib/i18n/test-setup.ts through installUiTables.
import { DEFAULT_LANG, isSiteLang, SITE_LANGS, type Lang } from '../../shared/locales.ts';
import * as m from '../../paraglide/messages.js';
import { UI_TABLES, type UiKey, type UiTable } from './ui-tables.ts';

export type { Lang, UiKey, UiTable };
export const LANGS: readonly Lang[] = SITE_LANGS;
export { DEFAULT_LANG };
export { UI_SOURCES, UI_TABLES } from './ui-tables.ts';

/** The id of the inline JSON table the root layout renders (read once by the browser). */
export const UI_STRINGS_ID = 'ui-strings';

/** The JSON of one language's table for an inline script: `<` escaped so `</script>` cannot end it. */
const tableJson = new Map<string, string>();

/**
 * The page's table as JSON. Player pages leave out the operator console's strings (`console_…`,
 * about 15 KB a language), which only the console's pages (`scope: 'console'`) read.
 */
export function uiTableJson(lang: Lang, scope: 'site' | 'console' = 'site'): string {
  const key = `${lang}:${scope}`;
  let json = tableJson.get(key);
  if (json === undefined) {
    const table = UI_TABLES[lang] ?? UI_TABLES[DEFAULT_LANG];
    const shown = scope === 'console' ? table : Object.fromEntries(Object.entries(table).filter(([k]) => !k.startsWith('console_')));
    json = JSON.stringify(shown).replace(/</g, '\\u003c');
    tableJson.set(key, json);
  }
  return json;
}

// Browser side: the tables known so far (the page's, or those a test installed).
let installed: Partial<Record<Lang, UiTable>> = {};

/** Tests (and only tests) install tables the browser would otherwise read from the page. */
export function installUiTables(tables: Partial<Record<Lang, UiTable>>): void {
  installed = { ...installed, ...tables };
}

function pageTable(): UiTable | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById(UI_STRINGS_ID);
  if (!el?.textContent) return undefined;
  const lang = isSiteLang(el.dataset.lang) ? el.dataset.lang : DEFAULT_LANG;
  const table = JSON.parse(el.textContent) as UiTable;
  installed = { ...installed, [lang]: table };
  return table;
}

function browserTable(lang: Lang): UiTable {
  // Islands only ask for the page's language; another one falls back to the page's table
  // rather than breaking the island.
  const table = installed[lang] ?? pageTable() ?? installed[DEFAULT_LANG] ?? Object.values(installed)[0];
  if (!table) throw new Error(`UI strings missing: no #${UI_STRINGS_ID} in the page (the root layout renders it)`);
  return table;
}

type Params = Record<string, string | number>;
type Message = (inputs: Params, options: { locale: Lang }) => string;
const messages = m as unknown as Readonly<Record<string, Message | undefined>>;

// Paraglide renders an input it was not given as "undefined"; t() has always left such a
// `{name}` as it is, so a missing input reads back as its own placeholder.
function inputs(params: Params): Params {
  return new Proxy(params, {
    get: (target, name) => (typeof name !== 'string' || target[name] === undefined ? `{${String(name)}}` : target[name]),
  });
}

function serverMessage(lang: Lang, key: string, params: Params): string {
  const message = messages[key];
  if (!message) throw new Error(`UI message ${key} is not compiled: run npm run i18n:compile`);
  return message(inputs(params), { locale: isSiteLang(lang) ? lang : DEFAULT_LANG });
}

function fill(text: string, params: Params): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params[name] === undefined ? whole : String(params[name])));
}

export function isLang(value: unknown): value is Lang {
  return isSiteLang(value);
}

/** A UI string in `lang`, `{name}` placeholders filled from params. */
export function t(lang: Lang, key: UiKey, params: Params = {}): string {
  // Vite replaces import.meta.env.SSR with a literal, which drops the server branch from client
  // chunks (and with it every compiled message).
  if (import.meta.env.SSR) return serverMessage(lang, key, params);
  const text = browserTable(lang)[key];
  if (text === undefined) return missingInPage(key);
  return fill(text, params);
}

/**
 * A page carries only the strings its islands' sources name (docs/decisions/0109-light-pages.md).
 * Should one be left out, the island still renders, showing the key, and the console says which
 * page's list to widen, instead of the whole island failing on `undefined`.
 */
function missingInPage(key: string): string {
  console.error(`UI string ${key} is not in this page's table (src/layouts/page-strings.ts)`);
  return key;
}

/** A UI string whose key is built at run time (e.g. `payState.${n}`), with a fallback key. */
export function tDynamic(lang: Lang, key: string, fallback: UiKey, params: Params = {}): string {
  const known = import.meta.env.SSR ? Object.hasOwn(messages, key) : Object.hasOwn(browserTable(lang), key);
  return t(lang, known ? (key as UiKey) : fallback, params);
}

export type Translator = (key: UiKey, params?: Params) => string;

export function translator(lang: Lang): Translator {
  return (key, params) => t(lang, key, params);
}
