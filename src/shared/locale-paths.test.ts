import { describe, expect, it } from 'vitest';
import { langOfPath, localizedPath, splitLocalePath } from './locale-paths.ts';

describe('splitLocalePath', () => {
  it('recognises the en and zh-TW prefixes only, exactly', () => {
    expect(splitLocalePath('/en/box/3')).toEqual({ lang: 'en', path: '/box/3' });
    expect(splitLocalePath('/zh-TW/home')).toEqual({ lang: 'zh-TW', path: '/home' });
    expect(splitLocalePath('/en')).toEqual({ lang: 'en', path: '/' });
    expect(splitLocalePath('/en/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLocalePath('/box')).toEqual({ lang: undefined, path: '/box' });
    // zh-CN is never prefixed; other spellings are unknown paths, not languages.
    expect(splitLocalePath('/zh-CN/box').lang).toBeUndefined();
    expect(splitLocalePath('/EN/box').lang).toBeUndefined();
    expect(splitLocalePath('/zh-tw/box').lang).toBeUndefined();
    expect(splitLocalePath('/english/box').lang).toBeUndefined();
    expect(splitLocalePath('/fr/box').lang).toBeUndefined();
  });

  it('reads an address language, zh-CN when unprefixed', () => {
    expect(langOfPath('/en/docs/help')).toBe('en');
    expect(langOfPath('/docs/help')).toBe('zh-CN');
  });
});

describe('localizedPath', () => {
  it('prefixes en and zh-TW and leaves zh-CN unprefixed, keeping query and hash', () => {
    expect(localizedPath('en', '/box?theme=2#top')).toBe('/en/box?theme=2#top');
    expect(localizedPath('zh-TW', '/home')).toBe('/zh-TW/home');
    expect(localizedPath('zh-CN', '/home?x=1')).toBe('/home?x=1');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('en', '/?promoteCode=A')).toBe('/en?promoteCode=A');
  });

  it('moves an address from one language to another', () => {
    expect(localizedPath('en', '/zh-TW/box/3?x=1')).toBe('/en/box/3?x=1');
    expect(localizedPath('zh-CN', '/en/box/3')).toBe('/box/3');
    expect(localizedPath('zh-TW', '/en')).toBe('/zh-TW');
  });

  it('leaves anything that is not a site path alone', () => {
    for (const href of ['https://steamcommunity.com/x', '//cdn.example/x', '#top', 'mailto:a@b.c', 'relative/path']) {
      expect(localizedPath('en', href)).toBe(href);
    }
  });
});
