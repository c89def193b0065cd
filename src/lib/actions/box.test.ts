// @vitest-environment happy-dom
// Opening cases: "insufficient balance" opens the top-up dialog along with the error toast.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { setToken } from '../stores/auth.ts';
import { $dialogs, closeAllDialogs } from '../stores/dialogs.ts';
import { openCases } from './box.ts';

function envelope(data: unknown, status = 0, http = 200): Response {
  return new Response(JSON.stringify({ status, msg: status ? '余额不足' : '', data, success: status === 0 }), { status: http });
}

describe('openCases', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    closeAllDialogs();
    setToken('t-1');
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('opens the recharge dialog when the balance does not cover the opening, and still fails', async () => {
    fetch.mockResolvedValue(envelope(null, ERRORS.INSUFFICIENT_BALANCE.code, 422));
    await expect(openCases(1, 2)).rejects.toMatchObject({ status: 2001 });
    expect($dialogs.get().recharge).toBe(true);
  });

  it('opens no dialog for another failure', async () => {
    fetch.mockResolvedValue(envelope(null, ERRORS.BOX_NOT_FOUND.code, 404));
    await expect(openCases(1, 1)).rejects.toBeTruthy();
    expect($dialogs.get().recharge).toBe(false);
  });
});
