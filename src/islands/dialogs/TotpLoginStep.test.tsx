// @vitest-environment happy-dom
// The sign-in's second step: a password sign-in answered with a challenge shows the code step
// (no session, no "signed in" toast); the code finishes it; "back" returns to the first step.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $secondFactor } from '../../lib/actions/auth.ts';
import { $auth, clearToken } from '../../lib/stores/auth.ts';
import { closeAllDialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { LoginDialog } from './LoginDialog.tsx';
import { sentBody } from '../../lib/test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));

describe('LoginDialog second step', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    closeAllDialogs();
    openDialog('login');
    clearToken();
    $secondFactor.set(null);
    fetch.mockReset();
    fetch.mockImplementation(async (url) => {
      if (url === '/api/auth/login') return ok({ token: '', secondFactor: 'totp', challenge: 'ch-1' });
      if (url === '/api/auth/totpLogin') return ok({ token: 'session-token' });
      return ok(null);
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(toast.success).mockClear();
  });

  async function firstStep() {
    render(<LoginDialog lang="en" />);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo123456' } });
    fireEvent.submit(screen.getByTestId('login-dialog').querySelector('form')!);
    await screen.findByTestId('totp-login-step');
  }

  it('asks for the code, then signs in with the challenge and the code', async () => {
    await firstStep();
    expect($auth.get()).toBeFalsy();
    expect(toast.success).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('totp-login-code'), { target: { value: '123456' } });
    fireEvent.submit(screen.getByTestId('totp-login-step'));
    await waitFor(() => expect($auth.get()).toBe('session-token'));
    const sent = fetch.mock.calls.find(([url]) => url === '/api/auth/totpLogin')!;
    expect(sentBody(sent[1])).toBe('challenge=ch-1&code=123456');
    expect($secondFactor.get()).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Logged in');
  });

  it('back returns to the password form', async () => {
    await firstStep();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByTestId('totp-login-step')).toBeNull();
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });
});
