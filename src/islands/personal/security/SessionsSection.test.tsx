// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import type { SessionInfo } from '../../../shared/contracts/sessions.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import { sentBody } from '../../../lib/test-support.ts';
import SecuritySettings from '../SecuritySettings.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const user: UserInfo = {
  id: '7', nickname: '老玩家', avatar: '', phone: '139****0001', email: '', steamBound: false, tradeUrl: '', securityWay: 'none',
  inviterBound: false, realNameVerified: false, hasPassword: true, invitationCode: 'ABCD2345', balance: '0.00',
  secondaryBalance: '0.00', points: '0.00', goldCoins: '0.00', firstDepositDone: false, streamer: false, vipLevel: 0,
};
const session = (over: Partial<SessionInfo>): SessionInfo => ({
  id: '0000000000000000', browser: 'Chrome', os: 'Windows', deviceType: 'desktop', ip: '203.0.113.*',
  lastUsedAt: '2030-01-02T03:04:05.000Z', createdAt: '2030-01-01T00:00:00.000Z', current: false, ...over,
});
const HERE = session({ id: 'aaaaaaaaaaaaaaaa', current: true });
const PHONE = session({ id: 'bbbbbbbbbbbbbbbb', browser: 'Safari', os: 'iOS', deviceType: 'mobile', ip: '2001:db8:85a3:*' });
const UNKNOWN = session({ id: 'cccccccccccccccc', browser: '', os: '', deviceType: '', ip: '' });

describe('SessionsSection', () => {
  let sessions: SessionInfo[];
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const posts = (path: string) => fetch.mock.calls.filter(([url, init]) => url === `/api${path}` && init.method === 'POST');
  beforeEach(() => {
    sessions = [HERE, PHONE, UNKNOWN];
    fetch.mockReset();
    fetch.mockImplementation(async (url, init) => {
      if (url.startsWith('/api/profile/sessions')) return ok(sessions);
      if (url === '/api/profile/endSession') {
        const id = new URLSearchParams(sentBody(init)).get('id');
        sessions = sessions.filter((s) => s.id !== id);
        return ok(null);
      }
      if (url === '/api/profile/endOtherSessions') {
        const ended = sessions.filter((s) => !s.current).length;
        sessions = sessions.filter((s) => s.current);
        return ok({ ended });
      }
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

  it('lists the devices, marks this one and offers to end only the others', async () => {
    render(<SecuritySettings lang="zh-CN" />);
    const box = within(await screen.findByTestId('security-sessions'));
    const rows = box.getAllByTestId('session-row');
    expect(rows.map((r) => within(r).getByText(/上的|未知设备/).textContent)).toEqual(['Windows 上的 Chrome', 'iOS 上的 Safari', '未知设备']);
    expect(within(rows[0]).getByTestId('session-current').textContent).toBe('当前设备');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    expect(within(rows[1]).getByText('IP 2001:db8:85a3:*')).toBeTruthy();
    expect(within(rows[2]).getByText('IP 未知')).toBeTruthy();
    expect(within(rows[1]).getByText(/^最近使用 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(within(rows[1]).getByText(/^登录于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: '退出该设备' })).toBeTruthy();
  });

  it('ends one other device by its id and shows the list again', async () => {
    render(<SecuritySettings lang="en" />);
    const box = within(await screen.findByTestId('security-sessions'));
    const phoneRow = box.getAllByTestId('session-row')[1];
    expect(within(phoneRow).getByText('Safari on iOS')).toBeTruthy();
    fireEvent.click(within(phoneRow).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(posts('/profile/endSession')).toHaveLength(1));
    expect(posts('/profile/endSession')[0][1].body).toBe('id=bbbbbbbbbbbbbbbb');
    await waitFor(() => expect(box.getAllByTestId('session-row')).toHaveLength(2));
    expect(box.queryByText('Safari on iOS')).toBeNull();
  });

  it('ends all others at once, then says no other device is signed in', async () => {
    render(<SecuritySettings lang="zh-CN" />);
    const box = within(await screen.findByTestId('security-sessions'));
    fireEvent.click(box.getByTestId('sessions-end-others'));
    await waitFor(() => expect(box.getAllByTestId('session-row')).toHaveLength(1));
    expect(posts('/profile/endOtherSessions')).toHaveLength(1);
    expect(box.getByText('没有其他设备登录你的账号')).toBeTruthy();
    expect(box.queryByTestId('sessions-end-others')).toBeNull();
  });
});
