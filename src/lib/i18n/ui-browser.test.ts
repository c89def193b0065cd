// @vitest-environment happy-dom
// The browser path of t(): it reads the one table the root layout writes into the page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TABLES, uiTableJson } from './ui.ts';

async function freshUi() {
  vi.resetModules(); // a module instance without the tables the setup file installed
  return import('./ui.ts');
}

function writePageTable(lang: string, json: string) {
  document.head.innerHTML = `<script type="application/json" id="ui-strings" data-lang="${lang}">${json}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('t() in the browser', () => {
  it("reads the page language's inline table", async () => {
    writePageTable('en', uiTableJson('en'));
    const ui = await freshUi();
    expect(ui.t('en', 'login.toRegister')).toBe(UI_TABLES.en['login.toRegister']);
    expect(ui.tDynamic('en', 'payState.7', 'payState.unknown', { state: 7 })).toBe('Unknown (7)');
  });

  it("renders a key the page's table left out as the key, and says so, instead of failing the island", async () => {
    writePageTable('en', JSON.stringify({ 'nav.home': 'Home' }));
    const ui = await freshUi();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(ui.t('en', 'nav.home')).toBe('Home');
    expect(ui.t('en', 'login.toRegister')).toBe('login.toRegister');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('login.toRegister'));
    error.mockRestore();
  });

  it('keeps `</script>` inside a string from ending the inline script', () => {
    expect(uiTableJson('zh-CN')).not.toContain('<');
  });

  it("leaves the console's strings out of player pages and keeps every string on console pages", () => {
    expect(JSON.parse(uiTableJson('zh-CN', 'console'))).toEqual(UI_TABLES['zh-CN']);
    const site = JSON.parse(uiTableJson('zh-CN')) as Record<string, string>;
    expect(Object.keys(site).some((k) => k.startsWith('console_'))).toBe(false);
    expect(site['nav.home']).toBe(UI_TABLES['zh-CN']['nav.home']);
  });

  it('says what is missing when the page has no table', async () => {
    const ui = await freshUi();
    expect(() => ui.t('zh-CN', 'brand.name')).toThrow(/ui-strings/);
  });
});
