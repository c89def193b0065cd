import { describe, expect, it } from 'vitest';
import { routeLocale } from './route-locale.ts';

describe('routeLocale', () => {
  it('maps a language prefix to its language and the unprefixed route', () => {
    expect(routeLocale('/en/box/3', { fixtures: false })).toEqual({ lang: 'en', locale: 'en', dir: 'ltr', rewriteTo: '/box/3' });
    expect(routeLocale('/zh-TW/home', { fixtures: false })).toEqual({ lang: 'zh-TW', locale: 'zh-TW', dir: 'ltr', rewriteTo: '/home' });
    expect(routeLocale('/en', { fixtures: false }).rewriteTo).toBe('/');
  });

  it('renders unprefixed paths (and unknown prefixes) in zh-CN without a rewrite', () => {
    expect(routeLocale('/home', { fixtures: false })).toEqual({ lang: 'zh-CN', locale: 'zh-CN', dir: 'ltr', rewriteTo: undefined });
    expect(routeLocale('/fr/box', { fixtures: true }).rewriteTo).toBeUndefined();
    expect(routeLocale('/zh-CN/box', { fixtures: true }).rewriteTo).toBeUndefined();
  });

  it('honours the right-to-left fixture locale only when fixtures are on', () => {
    expect(routeLocale('/ar/home', { fixtures: true })).toEqual({ lang: 'en', locale: 'ar', dir: 'rtl', rewriteTo: '/home' });
    expect(routeLocale('/ar/home', { fixtures: false }).rewriteTo).toBeUndefined();
    // Only the listed fixture: another RTL code from the table is not a route.
    expect(routeLocale('/he/home', { fixtures: true }).rewriteTo).toBeUndefined();
  });
});
