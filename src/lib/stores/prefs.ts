// Local preferences (the spec's fields): fast, voice, music, agreePing and the UI language, persisted in
// localStorage under "prefs:<name>"; page settings are one key/value object under "settings".
import { persistentJSON, persistentMap } from '@nanostores/persistent';
import { DEFAULT_LANG, isLang, type Lang } from '../i18n/ui.ts';

export interface Prefs {
  fast: boolean;
  voice: boolean;
  music: boolean;
  /** The agreement checkbox of the register form starts ticked when true. */
  agreePing: boolean;
  lang: Lang;
}

export const PREF_DEFAULTS: Readonly<Prefs> = Object.freeze({
  fast: false,
  voice: true,
  // Off until the player turns it on (docs/decisions/0101-music-off-by-default.md).
  music: false,
  agreePing: true,
  lang: DEFAULT_LANG,
});

export const PREFS_PREFIX = 'prefs:';

export const $prefs = persistentMap<Prefs>(
  PREFS_PREFIX,
  { ...PREF_DEFAULTS },
  {
    encode: (value) => JSON.stringify(value),
    decode: (text) => {
      try {
        return JSON.parse(text) as Prefs[keyof Prefs];
      } catch {
        return undefined as unknown as Prefs[keyof Prefs];
      }
    },
  },
);

// nanostores types setKey's value through a conditional type that TypeScript cannot relate to
// Prefs[K] for a generic K; this view of the same store takes any key with a pref value, and
// setPref's signature checks that the pair belongs together.
const prefsByKey: { setKey(key: keyof Prefs, value: Prefs[keyof Prefs]): void } = $prefs;

export function setPref<K extends keyof Prefs>(key: K, value: Prefs[K]): void {
  prefsByKey.setKey(key, value);
}

/**
 * The language to use (API `lang` header, toasts): the page's own language when in a page (the
 * address decides it, written by the root layout as <html data-lang>), else the stored
 * preference, falling back to zh-CN on a missing or corrupt stored value.
 */
export function currentLang(): Lang {
  const page = typeof document === 'undefined' ? undefined : document.documentElement?.dataset.lang;
  if (isLang(page)) return page;
  const lang = $prefs.get().lang;
  return isLang(lang) ? lang : DEFAULT_LANG;
}

/** Page settings: one key/value object in localStorage ("settings"). */
export const $settings = persistentJSON<Record<string, string>>('settings', {});

export function setSetting(key: string, value: string | undefined): void {
  const next = { ...$settings.get() };
  if (value === undefined) delete next[key];
  else next[key] = value;
  $settings.set(next);
}
