// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { currentPromoteCode, firstQuery, readEntryParams, rememberFirstQuery, withoutParams } from './url.ts';

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
