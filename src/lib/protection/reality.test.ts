// @vitest-environment happy-dom
// The reality check's answer: taken, it closes the dialog; answered meanwhile in another tab
// (REALITY_NOT_DUE, read by its catalogue name) it closes the dialog and reads the view again.
// A new interval (RealityPanel) replaces the view the watch follows; a refusal keeps it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { setToken } from '../stores/auth.ts';
import { $realityOpen } from '../stores/reality.ts';
import { $reality, answerReality, setRealityInterval } from './reality.ts';
import { sentBody } from '../test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

const VIEW = { due: false, intervalMinutes: 30, serverTime: new Date().toISOString(), sessionStartTime: null, dueTime: null, net: '0.00' };

describe('reality answer', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    setToken('t-1');
    $realityOpen.set(true);
  });

  it('closes the dialog with the view the answer gives', async () => {
    fetch.mockImplementation(async () => envelope(VIEW));
    expect(await answerReality(true)).toMatchObject({ intervalMinutes: 30 });
    expect($realityOpen.get()).toBe(false);
  });

  it('closes it and reads the view again when another tab answered first', async () => {
    fetch.mockImplementation(async (url) => (url.includes('/answer') ? envelope(null, ERRORS.REALITY_NOT_DUE.code, 409) : envelope(VIEW)));
    expect(await answerReality(false)).toBeNull();
    expect($realityOpen.get()).toBe(false);
    await vi.waitFor(() => expect(fetch.mock.calls.some(([url]) => url === '/api/protection/reality')).toBe(true));
  });
});

describe('reality interval', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    setToken('t-1');
    $reality.set({ view: { ...VIEW, spent: '0.00', won: '0.00' }, offset: 0 });
  });

  it('keeps the view with the new interval, and the old one when refused', async () => {
    fetch.mockImplementation(async (_url, init) => envelope({ ...VIEW, intervalMinutes: Number(new URLSearchParams(sentBody(init)).get('minutes')) }));
    expect(await setRealityInterval(15)).toMatchObject({ intervalMinutes: 15 });
    expect(fetch.mock.calls[0][0]).toBe('/api/protection/reality/interval');
    expect($reality.get().view?.intervalMinutes).toBe(15);
    fetch.mockImplementation(async () => envelope(null, ERRORS.VALIDATION.code, 400, 'no'));
    expect(await setRealityInterval(60)).toBeNull();
    expect($reality.get().view?.intervalMinutes).toBe(15);
  });
});
