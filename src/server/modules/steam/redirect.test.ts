// Where a sign-in may send the browser: a path of this site only (src/shared/contracts/steam.ts).
import { describe, expect, it } from 'vitest';
import { cleanCode, safeRedirect, sameSitePath } from '../../../shared/contracts/steam.ts';

describe('sameSitePath', () => {
  it.each(['/box', '/box/12?tab=odds#top', '/provably-fair/verify?id=%2F%2Fx', '/'])('keeps %s', (p) => {
    expect(sameSitePath(p)).toBe(p);
  });

  it.each([
    '//evil.com', '///evil.com', '/\\evil.com', '\\\\evil.com', 'https://evil.com', 'http:/evil.com', 'javascript:alert(1)',
    'evil.com', '', ' /box', '/\t/evil.com', '/\n/evil.com', '/box\u0000', `/${'a'.repeat(1100)}`,
  ])('refuses %j', (p) => {
    expect(sameSitePath(p)).toBeNull();
    expect(safeRedirect(p)).toBe('/home');
  });

  it('refuses what is not text', () => {
    expect(safeRedirect(undefined)).toBe('/home');
    expect(safeRedirect(['/box'])).toBe('/home');
  });
});

describe('cleanCode', () => {
  it('keeps plain codes and drops anything else', () => {
    expect(cleanCode(' ABC123 ', 32)).toBe('ABC123');
    expect(cleanCode('spring_ads-2', 64)).toBe('spring_ads-2');
    expect(cleanCode('a b', 32)).toBeNull();
    expect(cleanCode('<x>', 32)).toBeNull();
    expect(cleanCode('A'.repeat(33), 32)).toBeNull();
    expect(cleanCode(['A'], 32)).toBeNull();
  });
});
