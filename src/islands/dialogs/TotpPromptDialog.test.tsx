// @vitest-environment happy-dom
// The code prompt of a guarded step: a take-back refused with TOTP_REQUIRED opens it (DialogHost),
// the code typed is sent with the same request again, and closing it sends nothing more.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestWithdrawal } from '../../lib/bag/withdraw.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { $totpPrompt } from '../../lib/totp-prompt.ts';
import DialogHost from './DialogHost.tsx';
import { sentBody } from '../../lib/test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const required = () => new Response(JSON.stringify({ status: 3440, msg: 'Enter the code', data: null, success: false }), { status: 403 });

describe('TotpPromptDialog', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const takes = () => fetch.mock.calls.filter(([url]) => url === '/api/profile/ornamentRetrieval');
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async (url, init) => {
      if (url === '/api/profile/ornamentRetrieval') return sentBody(init).includes('totpCode=') ? ok({ count: 1 }) : required();
      return ok(null);
    });
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
  });
  afterEach(() => {
    cleanup();
    clearToken();
    vi.unstubAllGlobals();
  });

  it('asks for the code and sends the take-back again with it, under the same key', async () => {
    render(<DialogHost lang="en" />);
    const done = requestWithdrawal(['11', '12'], 'key-1');
    fireEvent.change(await screen.findByTestId('totp-prompt-code'), { target: { value: '123456' } });
    fireEvent.submit(screen.getByTestId('totp-prompt').querySelector('form')!);
    expect(await done).toBe(true);
    expect(takes().map(([, init]) => sentBody(init))).toEqual(['ids=11%2C12', 'ids=11%2C12&totpCode=123456']);
    expect(takes().map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
    await waitFor(() => expect(screen.queryByTestId('totp-prompt')).toBeNull());
  });

  it('closing the prompt leaves the take-back refused', async () => {
    render(<DialogHost lang="zh-CN" />);
    const done = requestWithdrawal(['11'], 'key-2');
    await screen.findByTestId('totp-prompt');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(await done).toBe(false);
    expect(takes()).toHaveLength(1);
    expect($totpPrompt.get()).toBe(false);
  });
});
