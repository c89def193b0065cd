// Who is signed in, as the console's islands read it: /me asked once per page, kept in the store;
// a failure leaves it unknown.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMe } from './api.ts';
import { $consoleMe, loadConsoleMe } from './me.ts';

const ME = { id: '1', name: 'boss', role: 'owner', permissions: ['console.view'], csrfToken: 'x', mustChangePassword: false };

beforeEach(() => { forgetMe(); $consoleMe.set(null); });
afterEach(() => vi.unstubAllGlobals());

describe('$consoleMe', () => {
  it('holds /me once it answered, asked once for many islands', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: 0, msg: '', data: ME, success: true })));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([loadConsoleMe(), loadConsoleMe()]);
    expect($consoleMe.get()).toEqual(ME);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stays unknown when /me fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: 5002, msg: 'no', data: null, success: false }), { status: 403 })));
    await loadConsoleMe();
    expect($consoleMe.get()).toBeNull();
  });
});
