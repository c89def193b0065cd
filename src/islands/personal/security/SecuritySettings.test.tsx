// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import { clearToken, setToken } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import SecuritySettings from '../SecuritySettings.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: '7', nickname: '老玩家', avatar: '', phone: '139****0001', email: '', steamBound: false, tradeUrl: '', securityWay: 'none',
  inviterBound: false, realNameVerified: false, hasPassword: true, invitationCode: 'ABCD2345', balance: '0.00',
  secondaryBalance: '0.00', points: '0.00', goldCoins: '0.00', firstDepositDone: false, streamer: false, vipLevel: 0, ...over,
});

/** A number born on `birth` with its real check character. */
function idFor(birth: string): string {
  const first17 = `110101${birth}123`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, c, i) => s + Number(c) * w[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

describe('SecuritySettings', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const posts = (path: string) => fetch.mock.calls.filter(([url, init]) => url === `/api${path}` && init.method === 'POST');
  const gets = (prefix: string) => fetch.mock.calls.filter(([url]) => url.startsWith(`/api${prefix}`));
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/userInfo')) return ok($user.get());
      if (url.startsWith('/api/profile/getAvailableSecurityWay')) return ok({ ways: ['sms'], current: 'none', checkedRecently: false });
      if (url === '/api/auth/certify') return ok({ certifyId: 'CF1', redirectUrl: '/certify/sandbox/CF1' });
      if (url.startsWith('/api/auth/certifyResult')) return ok({ certifyId: 'CF1', state: 1, reason: null, realName: '张*' });
      return ok(null);
    });
    vi.stubGlobal('fetch', fetch);
    setToken('tok');
    $user.set(user());
  });
  afterEach(() => {
    cleanup();
    clearToken();
    $user.set(null);
    window.history.replaceState(null, '', '/personal');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('renders nothing for a signed-out visitor', () => {
    clearToken();
    $user.set(null);
    const { container } = render(<SecuritySettings lang="zh-CN" />);
    expect(container.innerHTML).toBe('');
  });

  it('checks the address before sending a code, then binds it with the code', async () => {
    render(<SecuritySettings lang="zh-CN" />);
    const form = within(await screen.findByTestId('security-mail'));
    expect(form.getByTestId('security-mail-current').textContent).toBe('未绑定');
    fireEvent.change(form.getByLabelText(/绑定邮箱/), { target: { value: 'not-an-address' } });
    fireEvent.click(form.getByTestId('security-mail-send'));
    expect((await form.findByRole('alert')).textContent).toBe('请输入正确的邮箱地址');
    expect(posts('/profile/mailCode')).toHaveLength(0);

    fireEvent.change(form.getByLabelText(/绑定邮箱/), { target: { value: ' Alice@Example.com ' } });
    fireEvent.click(form.getByTestId('security-mail-send'));
    await waitFor(() => expect(posts('/profile/mailCode')).toHaveLength(1));
    expect(posts('/profile/mailCode')[0][1].body).toBe('email=alice%40example.com&purpose=bindMail');
    await waitFor(() => expect(form.getByTestId('security-mail-send').textContent).toBe('60 秒后重发'));
    expect(form.getByTestId<HTMLButtonElement>('security-mail-send').disabled).toBe(true);

    fireEvent.change(form.getByLabelText('邮箱验证码'), { target: { value: '12345' } });
    fireEvent.click(form.getByRole('button', { name: '绑定邮箱' }));
    expect((await form.findByRole('alert')).textContent).toBe('邮箱验证码为 6 位数字');
    fireEvent.change(form.getByLabelText('邮箱验证码'), { target: { value: '123456' } });
    fireEvent.click(form.getByRole('button', { name: '绑定邮箱' }));
    await waitFor(() => expect(posts('/profile/bindMail')).toHaveLength(1));
    expect(posts('/profile/bindMail')[0][1].body).toBe('email=alice%40example.com&code=123456');
    await waitFor(() => expect(gets('/profile/userInfo')).toHaveLength(1));
  });

  it('offers "change email" once one is bound', async () => {
    $user.set(user({ email: 'a***@example.com' }));
    render(<SecuritySettings lang="en" />);
    const form = within(await screen.findByTestId('security-mail'));
    expect(form.getByTestId('security-mail-current').textContent).toBe('a***@example.com');
    expect(form.getByRole('button', { name: 'Change email' })).toBeTruthy();
  });

  it('turns SMS checks on with a code', async () => {
    render(<SecuritySettings lang="zh-CN" />);
    const way = within(await screen.findByTestId('security-way'));
    expect(way.getByTestId('security-way-current').textContent).toBe('未开启');
    fireEvent.change(way.getByLabelText(/验证码/), { target: { value: '654321' } });
    fireEvent.click(way.getByTestId('security-way-toggle'));
    await waitFor(() => expect(posts('/profile/bindSecurityWay')).toHaveLength(1));
    expect(posts('/profile/bindSecurityWay')[0][1].body).toBe('way=sms&code=654321');
  });

  it('checks name and ID number with the shared rules, then starts the verification', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, search: '', assign });
    render(<SecuritySettings lang="zh-CN" />);
    const box = within(await screen.findByTestId('security-certify'));
    expect(box.getByTestId('certify-status').textContent).toBe('未认证');
    fireEvent.change(box.getByLabelText('真实姓名'), { target: { value: 'Zhang' } });
    const good = idFor('19900307');
    fireEvent.change(box.getByLabelText('身份证号码'), { target: { value: good.slice(0, 17) + (good.endsWith('0') ? '1' : '0') } });
    fireEvent.click(box.getByRole('button', { name: '去认证' }));
    const alerts = await box.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['请输入 2 到 20 个汉字的真实姓名', '请输入正确的 18 位身份证号码']);
    expect(posts('/auth/certify')).toHaveLength(0);
    fireEvent.change(box.getByLabelText('真实姓名'), { target: { value: '张三' } });
    fireEvent.change(box.getByLabelText('身份证号码'), { target: { value: idFor('19900307').toLowerCase() } });
    fireEvent.click(box.getByRole('button', { name: '去认证' }));
    await waitFor(() => expect(posts('/auth/certify')).toHaveLength(1));
    expect(posts('/auth/certify')[0][1].body).toBe(`realName=${encodeURIComponent('张三')}&idNumber=${idFor('19900307')}`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/certify/sandbox/CF1'));
  });

  it('shows the result when back from the provider page', async () => {
    window.history.replaceState(null, '', '/personal?certify=CF1');
    render(<SecuritySettings lang="zh-CN" />);
    expect((await screen.findByTestId('certify-result')).textContent).toBe('实名认证成功');
    expect(gets('/auth/certifyResult')[0][0]).toBe('/api/auth/certifyResult?id=CF1');
    await waitFor(() => expect(gets('/profile/userInfo')).toHaveLength(1));
  });
});
