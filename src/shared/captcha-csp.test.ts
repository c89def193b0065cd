import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captchaPageDirectives, showsCaptcha } from './captcha-csp.ts';
import { captchaInUse, captchaProviderOf } from './captcha-provider.ts';
import { mergeCspDirectives, runtimePageDirectives } from './page-csp.ts';

const BUILT = "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'";

describe('the captcha in the pages\' CSP', () => {
  it('adds GeeTest\'s origins with CAPTCHA_PROVIDER=geetest on a page that can show the captcha', () => {
    const extra = runtimePageDirectives({ assetBaseUrl: '', captchaProvider: 'geetest', pathname: '/box/3' });
    expect(extra).toEqual([
      'script-src https://static.geetest.com https://gcaptcha4.geetest.com',
      'style-src https://static.geetest.com',
      'img-src https://static.geetest.com',
      'connect-src https://gcaptcha4.geetest.com',
    ]);
    expect(mergeCspDirectives(BUILT, extra)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc' https://static.geetest.com https://gcaptcha4.geetest.com; "
      + "style-src 'self' 'unsafe-inline' https://static.geetest.com; img-src 'self' data: https://static.geetest.com; "
      + "connect-src 'self' https://gcaptcha4.geetest.com; frame-ancestors 'none'",
    );
  });

  it('adds nothing for our slider, with the captcha off, or without a page path', () => {
    expect(runtimePageDirectives({ assetBaseUrl: '', captchaProvider: 'slider', pathname: '/box/3' })).toEqual([]);
    expect(runtimePageDirectives({ assetBaseUrl: '', captchaProvider: null, pathname: '/box/3' })).toEqual([]);
    expect(runtimePageDirectives({ assetBaseUrl: '', captchaProvider: 'geetest' })).toEqual([]);
    expect(runtimePageDirectives({ assetBaseUrl: '' }).join(' ')).not.toContain('geetest');
  });

  it('adds GeeTest to every page of the site\'s shell, in every language, prerendered docs too, never to the console', () => {
    for (const p of ['/', '/home', '/en/home', '/zh-TW/personal/vip', '/docs/help', '/en/docs/help/faq', '/404', '/consoles', '/en/consolex']) {
      expect(showsCaptcha(p), p).toBe(true);
      expect(captchaPageDirectives('geetest', p).length, p).toBe(4);
    }
    for (const p of ['/console', '/console/', '/console/sign-in', '/en/console/players/3', '/zh-TW/console']) {
      expect(showsCaptcha(p), p).toBe(false);
      expect(captchaPageDirectives('geetest', p), p).toEqual([]);
    }
  });

  it('the console\'s pages are the ones without the site\'s dialogs: what showsCaptcha assumes', () => {
    const pages = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? pages(path.join(dir, e.name)) : e.name.endsWith('.astro') ? [path.join(dir, e.name)] : []));
    const consolePages = pages('src/pages/console');
    expect(consolePages.length).toBeGreaterThan(5);
    for (const file of consolePages) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).toContain('ConsoleLayout');
      expect(text, file).not.toContain('RootLayout');
    }
    expect(fs.readFileSync('src/layouts/ConsoleLayout.astro', 'utf8')).not.toContain('DialogHost');
    expect(fs.readFileSync('src/layouts/RootLayout.astro', 'utf8')).toContain('<DialogHost');
  });
});

describe('which provider the pages show', () => {
  it('follows CAPTCHA_PROVIDER, defaults to GeeTest in production only, and shows nothing with CAPTCHA=off', () => {
    expect(captchaProviderOf(undefined, 'production')).toBe('geetest');
    expect(captchaProviderOf('', 'development')).toBe('slider');
    expect(captchaProviderOf('slider', 'production')).toBe('slider');
    expect(captchaProviderOf('hcaptcha', 'test')).toBeNull();
    expect(captchaInUse({ NODE_ENV: 'production' })).toBe('geetest');
    expect(captchaInUse({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'slider' })).toBe('slider');
    expect(captchaInUse({ CAPTCHA_PROVIDER: 'geetest', CAPTCHA: 'off' })).toBeNull();
  });
});
