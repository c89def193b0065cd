// @vitest-environment happy-dom
// The console's request client: the CSRF token comes from /me (once per page, memory only) and
// goes on every POST; the page's language goes in `lang`; the envelope becomes data or an error
// carrying the server's message; a 401 sends the browser to the sign-in page in the page's language.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { consoleGet, consolePost, csvHref, forgetMe, ConsoleApiError } from './api.ts';

const envelope = (data: unknown, status = 200, code = 0, msg = '') =>
  new Response(JSON.stringify({ status: code, msg, data, success: status === 200 && code === 0 }), { status, headers: { 'content-type': 'application/json' } });
const ME = { id: '1', name: 'boss', role: 'owner', permissions: ['console.view'], csrfToken: 'csrf-123', mustChangePassword: false };

let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  forgetMe();
  document.documentElement.dataset.lang = 'en';
  fetchMock = vi.fn(async (url: string, _init?: RequestInit) => (url.startsWith('/api/console/me') ? envelope(ME) : envelope({ ok: true })));
  vi.stubGlobal('fetch', fetchMock);
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/en/console/audit', search: '?page=2', assign } as unknown as Location);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the console client', () => {
  it('GET: the lang header of the page, the query string, the data out of the envelope; no CSRF header', async () => {
    expect(await consoleGet('/audit', { page: 2, staff: '', action: 'staff.' })).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/console/audit?page=2&action=staff.');
    expect((init.headers as Record<string, string>).lang).toBe('en');
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBeUndefined();
  });

  it('POST: the CSRF token from /me (asked once), JSON or form body', async () => {
    await consolePost('/staff/create', { name: 'a', role: 'support' });
    await consolePost('/staff/disable', { id: '3' }, { form: true });
    const posts = fetchMock.mock.calls.filter(([u]) => !String(u).startsWith('/api/console/me')) as [string, RequestInit][];
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/console/me'))).toHaveLength(1);
    expect((posts[0][1].headers as Record<string, string>)['x-csrf-token']).toBe('csrf-123');
    expect(posts[0][1].body).toBe(JSON.stringify({ name: 'a', role: 'support' }));
    expect((posts[1][1].headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
    expect(posts[1][1].body).toBe('id=3');
  });

  it('a form body sends a missing field empty and refuses an object field instead of sending [object Object]', async () => {
    await consolePost('/staff/disable', { id: 3, note: null, on: true }, { form: true });
    expect(fetchMock.mock.calls.at(-1)?.[1]?.body).toBe('id=3&note=&on=true');
    const sent = fetchMock.mock.calls.length;
    await expect(consolePost('/staff/disable', { id: { n: 3 } }, { form: true })).rejects.toThrow('form field id is not a scalar');
    expect(fetchMock.mock.calls).toHaveLength(sent);
  });

  it('sign-in sends no CSRF token (there is no session yet) and never asks /me', async () => {
    await consolePost('/auth/signIn', { name: 'a', password: 'b', code: '123456' });
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(['/api/console/auth/signIn']);
  });

  it('a refusal throws the server\'s message; a 401 goes to the sign-in page in the page\'s language, back here afterwards', async () => {
    fetchMock.mockImplementation(async () => envelope(null, 403, 5002, 'Your role does not allow this'));
    await expect(consoleGet('/staff/list')).rejects.toMatchObject({ message: 'Your role does not allow this', status: 403, code: 5002 });
    expect(assign).not.toHaveBeenCalled();
    fetchMock.mockImplementation(async () => envelope(null, 401, 5001, 'Sign in to the console first'));
    const e = await consoleGet('/audit').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ConsoleApiError);
    expect(assign).toHaveBeenCalledWith(`/en/console/sign-in?next=${encodeURIComponent('/en/console/audit?page=2')}`);
  });

  it('the CSV link carries the same filter', () => {
    expect(csvHref('/audit/csv', { staff: 'boss', from: '2026-01-01', to: '' })).toBe('/api/console/audit/csv?staff=boss&from=2026-01-01');
  });
});
