// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import type { TotpStatus } from '../../../shared/contracts/totp.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import { sentBody } from '../../../lib/test-support.ts';
import SecuritySettings from '../SecuritySettings.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const refused = (status: number, msg: string) => new Response(JSON.stringify({ status, msg, data: null, success: false }), { status: 400 });
const user: UserInfo = {
  id: '7', nickname: '老玩家', avatar: '', phone: '139****0001', email: '', steamBound: false, tradeUrl: '', securityWay: 'none',
  inviterBound: false, realNameVerified: false, hasPassword: true, invitationCode: 'ABCD2345', balance: '0.00',
  secondaryBalance: '0.00', points: '0.00', goldCoins: '0.00', firstDepositDone: false, streamer: false, vipLevel: 0,
};
const SECRET = 'JBSWY3DPEHPK3PXP';
const CODES = ['AAAAA-BBBBB', 'CCCCC-DDDDD'];

describe('TotpSection', () => {
  let status: TotpStatus;
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const posts = (path: string) => fetch.mock.calls.filter(([url, init]) => url === `/api${path}` && init.method === 'POST');
  beforeEach(() => {
    status = { enabled: false, recoveryCodesLeft: 0 };
    fetch.mockReset();
    fetch.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/profile/totp/start')) return ok({ secret: SECRET, otpauthUri: `otpauth://totp/CS2:139?secret=${SECRET}&issuer=CS2` });
      if (url === '/api/profile/totp/confirm') {
        if (new URLSearchParams(sentBody(init)).get('code') !== '123456') return refused(3441, 'wrong code');
        status = { enabled: true, recoveryCodesLeft: 2 };
        return ok({ recoveryCodes: CODES });
      }
      if (url === '/api/profile/totp/disable') {
        status = { enabled: false, recoveryCodesLeft: 0 };
        return ok(null);
      }
      if (url.startsWith('/api/profile/totp')) return ok(status);
      if (url.startsWith('/api/profile/sessions')) return ok([]);
      if (url.startsWith('/api/profile/getAvailableSecurityWay')) return ok({ ways: ['sms'], current: 'none', checkedRecently: false });
      return ok(null);
    });
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
    $user.set(user);
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('turns on: QR and key shown, a code confirms, the recovery codes are shown once with a copy button', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<SecuritySettings lang="en" />);
    const box = within(await screen.findByTestId('security-totp'));
    expect(box.getByTestId('totp-state').textContent).toBe('Off');
    fireEvent.click(box.getByTestId('totp-enable'));
    expect((await box.findByTestId('totp-qr')).getAttribute('data-text')).toContain(`secret=${SECRET}`);
    expect(box.getByTestId('totp-secret').textContent).toBe(SECRET);
    // A malformed code is refused in the form, before any call.
    fireEvent.click(box.getByTestId('totp-confirm'));
    expect(await box.findByRole('alert')).toBeTruthy();
    expect(posts('/profile/totp/confirm')).toHaveLength(0);
    fireEvent.change(box.getByTestId('totp-code'), { target: { value: '123456' } });
    fireEvent.click(box.getByTestId('totp-confirm'));
    await waitFor(() => expect(box.getAllByTestId('totp-recovery-code').map((c) => c.textContent)).toEqual(CODES));
    expect(box.getByTestId('totp-state').textContent).toBe('On');
    expect(box.queryByTestId('totp-setup')).toBeNull();
    fireEvent.click(box.getByTestId('totp-recovery-copy'));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    fireEvent.click(box.getByTestId('totp-recovery-done'));
    expect(box.queryByTestId('totp-recovery')).toBeNull();
    expect(box.getByTestId('totp-left').textContent).toBe('2 recovery codes left');
  });

  it('turns off with a code', async () => {
    status = { enabled: true, recoveryCodesLeft: 10 };
    render(<SecuritySettings lang="zh-CN" />);
    const box = within(await screen.findByTestId('security-totp'));
    expect(box.getByTestId('totp-state').textContent).toBe('已开启');
    fireEvent.change(box.getByTestId('totp-code'), { target: { value: '654321' } });
    fireEvent.click(box.getByTestId('totp-disable'));
    await waitFor(() => expect(box.getByTestId('totp-state').textContent).toBe('未开启'));
    expect(posts('/profile/totp/disable')[0][1].body).toBe('code=654321');
    expect(box.getByTestId('totp-enable')).toBeTruthy();
  });
});
