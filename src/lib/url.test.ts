// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  callbackTarget,
  currentPromoteCode,
  FIRST_QUERY_KEY,
  firstQuery,
  MAX_REMEMBERED_QUERY,
  readEntryParams,
  reapplyFirstQuery,
  rememberFirstQuery,
  validRememberedQuery,
  withoutParams,
} from './url.ts';

describe('entry parameters', () => {
  beforeEach(() => sessionStorage.clear());

  it('reads token, promoteCode, channelCode and callbackUrl', () => {
    expect(readEntryParams('?token=abc&promoteCode=P123456&channelCode=c1&callbackUrl=%2Fbox')).toEqual({
      token: 'abc',
      promoteCode: 'P123456',
      channelCode: 'c1',
      callbackUrl: '/box',
    });
    expect(readEntryParams('?token=')).toEqual({
      token: undefined,
      promoteCode: undefined,
      channelCode: undefined,
      callbackUrl: undefined,
    });
  });

  it('removes parameters from a search string', () => {
    expect(withoutParams('?token=a&tab=recharge', ['token'])).toBe('?tab=recharge');
    expect(withoutParams('?token=a', ['token'])).toBe('');
  });

  it('remembers only the first query string and falls back to its promoteCode', () => {
    rememberFirstQuery('?promoteCode=FIRST1');
    rememberFirstQuery('?promoteCode=SECOND');
    expect(firstQuery()).toBe('?promoteCode=FIRST1');
    expect(currentPromoteCode('')).toBe('FIRST1');
    expect(currentPromoteCode('?promoteCode=HERE99')).toBe('HERE99');
  });
});

describe('the remembered first query', () => {
  beforeEach(() => sessionStorage.clear());
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('accepts an ordinary query string', () => {
    expect(validRememberedQuery('?promoteCode=ABC123&utm_source=x')).toBe('?promoteCode=ABC123&utm_source=x');
    expect(validRememberedQuery('?q=%E4%BD%A0%E5%A5%BD+a')).toBe('?q=%E4%BD%A0%E5%A5%BD+a');
  });

  it('drops a malformed one: not a string, too long, a token, unparsable, empty', () => {
    for (const bad of [undefined, null, 42, { search: '?a=b' }, ['?a=b']]) expect(validRememberedQuery(bad)).toBeUndefined();
    expect(validRememberedQuery(`?a=${'x'.repeat(MAX_REMEMBERED_QUERY - 3)}`)).toHaveLength(MAX_REMEMBERED_QUERY);
    expect(validRememberedQuery(`?a=${'x'.repeat(MAX_REMEMBERED_QUERY - 2)}`)).toBeUndefined();
    expect(validRememberedQuery('?promoteCode=A&token=secret')).toBeUndefined();
    expect(validRememberedQuery('?code=one-time&params=%7B%7D')).toBeUndefined();
    expect(validRememberedQuery('?a=%E0%A4%A')).toBeUndefined();
    expect(validRememberedQuery('?a=%ZZ')).toBeUndefined();
    expect(validRememberedQuery('a=b')).toBeUndefined();
    expect(validRememberedQuery('?')).toBeUndefined();
    expect(validRememberedQuery('?a=b#frag')).toBeUndefined();
    expect(validRememberedQuery('?a=b\nc')).toBeUndefined();
  });

  it('remembers the first visit without its token, and a later visit never replaces it', () => {
    rememberFirstQuery('?token=secret&promoteCode=FIRST1');
    expect(sessionStorage.getItem(FIRST_QUERY_KEY)).toBe('?promoteCode=FIRST1');
    rememberFirstQuery('?promoteCode=LATER1');
    expect(firstQuery()).toBe('?promoteCode=FIRST1');
  });

  it('a malformed first visit leaves nothing to re-apply, and is not replaced by a later one', () => {
    rememberFirstQuery(`?a=${'x'.repeat(600)}`);
    expect(firstQuery()).toBe('');
    rememberFirstQuery('?promoteCode=LATER1');
    expect(firstQuery()).toBe('');
  });

  it('drops a stored value that was tampered with', () => {
    sessionStorage.setItem(FIRST_QUERY_KEY, '?token=stolen');
    expect(firstQuery()).toBe('');
    expect(sessionStorage.getItem(FIRST_QUERY_KEY)).toBeNull();
    expect(currentPromoteCode('')).toBeUndefined();
  });

  it('re-applies it to a later route without a query, for a signed-out visitor only', () => {
    expect(reapplyFirstQuery(at('/box/1'), false, '?promoteCode=ABC123')).toBe('/box/1?promoteCode=ABC123');
    expect(reapplyFirstQuery(at('/box/1', '', '#odds'), false, '?promoteCode=ABC123')).toBe('/box/1?promoteCode=ABC123#odds');
    expect(reapplyFirstQuery(at('/box/1'), true, '?promoteCode=ABC123')).toBeNull();
    expect(reapplyFirstQuery(at('/box/1', '?tab=2'), false, '?promoteCode=ABC123')).toBeNull();
    expect(reapplyFirstQuery(at('/box/1'), false, '')).toBeNull();
    expect(reapplyFirstQuery(at('/box/1'), false, '?token=x')).toBeNull();
    expect(reapplyFirstQuery(at('/login/steamCallback'), false, '?promoteCode=ABC123')).toBeNull();
  });

  it('never loops: once applied, the address has a query and nothing more changes', () => {
    const first = reapplyFirstQuery(at('/home'), false, '?promoteCode=ABC123');
    const url = new URL(first!, 'http://x');
    expect(reapplyFirstQuery(at(url.pathname, url.search, url.hash), false, '?promoteCode=ABC123')).toBeNull();
  });

  it('property: whatever is stored, a re-applied address stays on the same path and is short', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), fc.constantFrom('/home', '/box/1', '/personal/bag'), (stored, path) => {
        const target = reapplyFirstQuery(at(path), false, stored);
        if (target === null) return;
        expect(target.startsWith(`${path}?`)).toBe(true);
        expect(target.length).toBeLessThanOrEqual(path.length + MAX_REMEMBERED_QUERY);
        expect(new URLSearchParams(target.slice(path.length)).has('token')).toBe(false);
      }),
    );
  });
});

describe('callbackUrl after sign-in', () => {
  it('goes to a path of this site only', () => {
    expect(callbackTarget('?callbackUrl=%2Fbox%2F1%3Fx%3D1')).toBe('/box/1?x=1');
    expect(callbackTarget('')).toBeNull();
    expect(callbackTarget('?callbackUrl=https%3A%2F%2Fevil.example')).toBeNull();
    expect(callbackTarget('?callbackUrl=%2F%2Fevil.example')).toBeNull();
    expect(callbackTarget('?callbackUrl=%2F%5Cevil.example')).toBeNull();
    expect(callbackTarget('?callbackUrl=javascript%3Aalert(1)')).toBeNull();
  });

  it('reads channelCode from the address (the stored one is the fallback, kept by boot)', () => {
    expect(readEntryParams('?channelCode=spring').channelCode).toBe('spring');
    expect(readEntryParams('?channelCode=%20').channelCode).toBeUndefined();
  });
});
