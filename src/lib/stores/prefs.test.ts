// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

async function freshPrefs() {
  vi.resetModules();
  return import('./prefs.ts');
}

describe('$prefs', () => {
  beforeEach(() => localStorage.clear());

  it('has the defaults: fast and music off, voice and agreePing on, zh-CN', async () => {
    const { $prefs, PREF_DEFAULTS, currentLang } = await freshPrefs();
    expect($prefs.get()).toEqual({ fast: false, voice: true, music: false, agreePing: true, lang: 'zh-CN' });
    expect(PREF_DEFAULTS).toEqual($prefs.get());
    expect(currentLang()).toBe('zh-CN');
  });

  it('persists changes in localStorage and reads them back on the next page load', async () => {
    const first = await freshPrefs();
    first.setPref('voice', false);
    first.setPref('fast', true);
    first.setPref('lang', 'en');
    expect(localStorage.getItem('prefs:voice')).toBe('false');
    expect(localStorage.getItem('prefs:fast')).toBe('true');
    expect(localStorage.getItem('prefs:lang')).toBe('"en"');

    const second = await freshPrefs();
    expect(second.$prefs.get()).toEqual({ fast: true, voice: false, music: false, agreePing: true, lang: 'en' });
    expect(second.currentLang()).toBe('en');
  });

  it('falls back to zh-CN for an unknown stored language', async () => {
    localStorage.setItem('prefs:lang', '"xx"');
    const { currentLang } = await freshPrefs();
    expect(currentLang()).toBe('zh-CN');
  });

  it('keeps page settings as one key/value object under "settings"', async () => {
    const first = await freshPrefs();
    expect(first.$settings.get()).toEqual({});
    first.setSetting('flowTab', 'recharge');
    first.setSetting('other', 'x');
    first.setSetting('other', undefined);
    expect(JSON.parse(localStorage.getItem('settings') ?? 'null')).toEqual({ flowTab: 'recharge' });
    const second = await freshPrefs();
    expect(second.$settings.get()).toEqual({ flowTab: 'recharge' });
  });
});
