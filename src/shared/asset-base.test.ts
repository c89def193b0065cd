import { describe, expect, it } from 'vitest';
import { assetBaseOf, assetBaseProblem, CS2_LIB_CDN } from './asset-base.ts';

describe('ASSET_BASE_URL', () => {
  it('defaults to cs2-lib\'s image CDN, where the catalogue\'s /images/<hash>.webp paths live', () => {
    expect(assetBaseOf(undefined)).toBe(CS2_LIB_CDN);
    expect(CS2_LIB_CDN).toBe('https://cdn.cstrike.app');
  });

  it('keeps our own origin (""), a path, another CDN, and "off" (no pictures) as configured', () => {
    expect(assetBaseOf('')).toBe('');
    expect(assetBaseOf(' /static ')).toBe('/static');
    expect(assetBaseOf('https://img.example.com/cs2')).toBe('https://img.example.com/cs2');
    expect(assetBaseOf('OFF')).toBe('off');
  });

  it('tells a value that is none of those', () => {
    for (const ok of [undefined, '', 'off', '/static', 'https://cdn.example.com', 'http://127.0.0.1:9000/img', '//cdn.example.com']) {
      expect(assetBaseProblem(ok), String(ok)).toBeNull();
    }
    for (const bad of ['ftp://x', 'cdn.example.com', 'javascript:alert(1)', "https://x.com;script-src 'unsafe-inline'"]) {
      expect(assetBaseProblem(bad), bad).toMatch(/ASSET_BASE_URL/);
    }
  });
});
