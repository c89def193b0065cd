import { describe, expect, it } from 'vitest';
import { CS2_LIB_CDN } from './asset-base.ts';
import { mergeCspDirectives, runtimePageDirectives } from './page-csp.ts';

describe('runtimePageDirectives', () => {
  it('adds the image host of a full or protocol-relative ASSET_BASE_URL, nothing for our own origin', () => {
    expect(runtimePageDirectives({ assetBaseUrl: 'https://cdn.example.com/img/' })).toEqual(['img-src https://cdn.example.com']);
    expect(runtimePageDirectives({ assetBaseUrl: 'http://127.0.0.1:9000' })).toEqual(['img-src http://127.0.0.1:9000']);
    expect(runtimePageDirectives({ assetBaseUrl: '//cdn.example.com/img' })).toEqual(['img-src cdn.example.com']);
    expect(runtimePageDirectives({ assetBaseUrl: '' })).toEqual([]);
    expect(runtimePageDirectives({ assetBaseUrl: '/static' })).toEqual([]);
    expect(runtimePageDirectives({ assetBaseUrl: 'off' })).toEqual([]);
  });

  it('allows cs2-lib\'s image CDN, the default asset base, when ASSET_BASE_URL is unset', () => {
    expect(runtimePageDirectives({})).toEqual([`img-src ${CS2_LIB_CDN}`]);
    expect(CS2_LIB_CDN).toBe('https://cdn.cstrike.app');
  });

  it('follows the configured base, never a fixed list: another CDN replaces the default', () => {
    expect(runtimePageDirectives({ assetBaseUrl: 'https://img.shop.example/cs2' })).toEqual(['img-src https://img.shop.example']);
    expect(runtimePageDirectives({ assetBaseUrl: 'https://img.shop.example/cs2' }).join(' ')).not.toContain('cstrike');
  });

  it('adds the socket twin of PUBLIC_URL', () => {
    expect(runtimePageDirectives({ assetBaseUrl: '', publicUrl: 'https://shop.example.com' })).toEqual(['connect-src wss://shop.example.com']);
    expect(runtimePageDirectives({ assetBaseUrl: '', publicUrl: 'http://127.0.0.1:4399' })).toEqual(['connect-src ws://127.0.0.1:4399']);
  });

  it('never lets a setting write a directive of its own', () => {
    expect(runtimePageDirectives({ assetBaseUrl: "https://cdn.example.com;script-src 'unsafe-inline'" })).toEqual([]);
    expect(runtimePageDirectives({ assetBaseUrl: 'javascript:alert(1)' })).toEqual([]);
  });
});

describe('mergeCspDirectives', () => {
  it('adds sources to the directive of that name once, and appends a directive the policy lacks', () => {
    const policy = "default-src 'self';img-src 'self' data:;connect-src 'self'; script-src 'self' 'sha256-x';";
    expect(mergeCspDirectives(policy, ['img-src https://cdn.example.com', 'connect-src ws://h:1', 'img-src https://cdn.example.com', 'worker-src blob:']))
      .toBe("default-src 'self'; img-src 'self' data: https://cdn.example.com; connect-src 'self' ws://h:1; script-src 'self' 'sha256-x'; worker-src blob:");
  });
});
