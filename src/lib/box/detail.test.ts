// @vitest-environment happy-dom
// The case page's store: an unknown case is missing, a signed-out open asks for the login, and a
// coupon that no longer fits price × count is dropped from what is paid.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { clearToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../stores/dialogs.ts';
import { $boxCoupons, $boxDetail, $boxQuote, enterBox, openBox, setBoxCoupon, setBoxCount } from './detail.ts';

vi.mock('../feed/start.ts', () => ({ startFeed: () => undefined }));

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

const BOX = { id: 7, name: '测试箱', price: '10.00', rtp: '92.50', items: [] };

describe('case page store', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let leave = (): void => undefined;
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    closeAllDialogs();
    clearToken();
  });
  afterEach(() => leave());

  it('marks a case the server does not know as missing', async () => {
    fetch.mockImplementation(async () => envelope(null, ERRORS.BOX_NOT_FOUND.code, 404));
    leave = enterBox(99);
    await vi.waitFor(() => expect($boxDetail.get().state).toBe('missing'));
  });

  it('asks a signed-out visitor to log in instead of opening', async () => {
    fetch.mockImplementation(async () => envelope(BOX));
    leave = enterBox(7);
    await vi.waitFor(() => expect($boxDetail.get().state).toBe('ready'));
    await openBox();
    expect($dialogs.get().login).toBe(true);
    expect(fetch.mock.calls.some(([url]) => url === '/api/box/openBox')).toBe(false);
  });

  it('takes a coupon off price × count while it fits', async () => {
    fetch.mockImplementation(async () => envelope(BOX));
    leave = enterBox(7);
    await vi.waitFor(() => expect($boxDetail.get().state).toBe('ready'));
    $boxCoupons.set([{ id: 'c1', value: '5.00', min: '20.00' } as never]);
    setBoxCoupon('c1');
    expect($boxQuote.get().chosen).toBeUndefined();
    setBoxCount(2);
    expect($boxQuote.get()).toMatchObject({ payTotal: '15.00' });
    expect($boxQuote.get().chosen?.id).toBe('c1');
  });
});
