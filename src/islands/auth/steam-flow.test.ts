// Where the Steam button goes and what the callback page reads: always a path of this site.
import { describe, expect, it } from 'vitest';
import { readSteamCallback, steamLoginHref } from './steam-flow.ts';

const query = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('steamLoginHref', () => {
  it('comes back to the current page with its query', () => {
    const href = steamLoginHref('/box/12', '?tab=odds');
    expect(href.startsWith('/api/auth/steamLogin?')).toBe(true);
    expect(query(href)).toEqual({ callbackUrl: '/box/12?tab=odds' });
  });

  it('prefers the address\'s callbackUrl when it is ours, and passes the marketing codes', () => {
    expect(query(steamLoginHref('/home', '?callbackUrl=%2Fbattle&promoteCode=ABC123&channelCode=ads'))).toEqual({
      callbackUrl: '/battle', promoteCode: 'ABC123', channelCode: 'ads',
    });
    expect(query(steamLoginHref('/home', '?callbackUrl=%2F%2Fevil.com')).callbackUrl).toBe('/home?callbackUrl=%2F%2Fevil.com');
  });

  it('falls back to the stored channelCode', () => {
    expect(query(steamLoginHref('/box', '', 'stored')).channelCode).toBe('stored');
    expect(query(steamLoginHref('/box', '?channelCode=addr', 'stored')).channelCode).toBe('addr');
  });
});

describe('readSteamCallback', () => {
  const params = (p: unknown) => encodeURIComponent(JSON.stringify(p));

  it('reads the code and a same-site redirect', () => {
    expect(readSteamCallback(`?params=${params({ redirectUrl: '/box?x=1', promoteCode: '', channelCode: '' })}&code=abc`))
      .toEqual({ kind: 'code', code: 'abc', redirectUrl: '/box?x=1' });
  });

  it.each([{ redirectUrl: '//evil.com' }, { redirectUrl: 'https://evil.com' }, { redirectUrl: 5 }, null, 'x'])('goes home for params %j', (p) => {
    expect(readSteamCallback(`?params=${params(p)}&code=abc`)).toEqual({ kind: 'code', code: 'abc', redirectUrl: '/home' });
  });

  it('goes home for unreadable params', () => {
    expect(readSteamCallback('?params=%7Bnot-json&code=abc')).toEqual({ kind: 'code', code: 'abc', redirectUrl: '/home' });
  });

  it('is an error without a code or with error=steam', () => {
    expect(readSteamCallback('?error=steam')).toEqual({ kind: 'error' });
    expect(readSteamCallback(`?params=${params({ redirectUrl: '/box' })}`)).toEqual({ kind: 'error' });
    expect(readSteamCallback('?error=steam&code=abc')).toEqual({ kind: 'error' });
  });
});
