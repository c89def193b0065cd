// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../../shared/contracts/auth.ts';
import { nav } from '../../../lib/nav.ts';
import { $auth, clearToken, setToken } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import AccountSettings from '../AccountSettings.tsx';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: '7', nickname: '老玩家', avatar: '', phone: '139****0001', email: '', steamBound: false, tradeUrl: '', securityWay: 'none',
  inviterBound: false, realNameVerified: false, hasPassword: true, invitationCode: 'ABCD2345', balance: '0.00',
  secondaryBalance: '0.00', points: '0.00', goldCoins: '0.00', firstDepositDone: false, streamer: false, vipLevel: 0, ...over,
});
const PRESETS = [1, 2, 3].map((id) => ({ id, headPic: `/avatars/presets/0${id}.svg` }));

describe('AccountSettings', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const posts = (path: string) => fetch.mock.calls.filter(([url, init]) => url === `/api${path}` && init.method === 'POST');
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation(async (url) => {
      if (url.startsWith('/api/profile/userInfo')) return ok($user.get());
      if (url === '/api/common/getHeadPicList') return ok(PRESETS);
      if (url === '/api/fair/getSeed') return ok({ publicHash: 'h', clientSeed: 'seed-1', nonce: 1 });
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
    vi.restoreAllMocks();
  });

  it('asks a signed-out visitor to log in', async () => {
    clearToken();
    $user.set(null);
    render(<AccountSettings lang="zh-CN" />);
    expect(await screen.findByTestId('personal-login-prompt')).toHaveProperty('textContent', '请登录后查看账户设置');
  });

  it('checks the nickname with the shared rule before sending, then saves it', async () => {
    render(<AccountSettings lang="zh-CN" />);
    const input = await screen.findByLabelText<HTMLInputElement>(/昵称/);
    expect(input.value).toBe('老玩家');
    const form = within(screen.getByTestId('personal-nickname-form'));
    fireEvent.change(input, { target: { value: '强' } });
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    expect((await form.findByRole('alert')).textContent).toBe('昵称长度为 2 到 16 个字符');
    expect(posts('/profile/modifyNickname')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  新名字 ' } });
    fireEvent.click(form.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts('/profile/modifyNickname')).toHaveLength(1));
    expect(posts('/profile/modifyNickname')[0][1].body).toBe(`nickname=${encodeURIComponent('新名字')}`);
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url.startsWith('/api/profile/userInfo'))).toHaveLength(1));
  });

  it('refuses a trade link that is not exactly Steam’s and links to where to find it', async () => {
    render(<AccountSettings lang="en" />);
    const form = within(await screen.findByTestId('personal-trade-url-form'));
    fireEvent.change(form.getByLabelText('Trade link'), { target: { value: 'http://steamcommunity.com/tradeoffer/new/?partner=1&token=abcdefgh' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('Please enter a correct trade link');
    expect(posts('/profile/modifyTradeUrl')).toHaveLength(0);
    expect(form.getByRole('link').getAttribute('href')).toMatch(/^https:\/\/steamcommunity\.com\//);
  });

  it('wants an avatar chosen before saving the preset', async () => {
    render(<AccountSettings lang="zh-CN" />);
    fireEvent.click(await screen.findByRole('button', { name: '选择头像' }));
    const dialog = within(await screen.findByTestId('avatar-picker'));
    await dialog.findAllByRole('radio');
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('请选择头像');
    expect(posts('/profile/modifyAvatar')).toHaveLength(0);

    fireEvent.click(dialog.getByRole('radio', { name: '预设头像 2' }));
    fireEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(posts('/profile/modifyAvatar')).toHaveLength(1));
    expect(posts('/profile/modifyAvatar')[0][1].body).toBe(`avatar=${encodeURIComponent('/avatars/presets/02.svg')}`);
    await waitFor(() => expect(screen.queryByTestId('avatar-picker')).toBeNull());
  });

  it('uploads the chosen file as multipart with the token', async () => {
    render(<AccountSettings lang="zh-CN" />);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(await screen.findByTestId('avatar-file'), { target: { files: [file] } });
    await waitFor(() => expect(posts('/profile/uploadAvatar')).toHaveLength(1));
    const init = posts('/profile/uploadAvatar')[0][1];
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    const headers = init.headers as Record<string, string>;
    expect(headers.token).toBe('tok');
    expect(Object.keys(headers).map((k) => k.toLowerCase())).not.toContain('content-type');
  });

  it('shows the own code, and the bind form only while no inviter is bound', async () => {
    const { unmount } = render(<AccountSettings lang="zh-CN" />);
    expect((await screen.findByTestId('own-invitation-code')).textContent).toBe('ABCD2345');
    const form = within(screen.getByTestId('personal-inviter-form'));
    fireEvent.change(form.getByLabelText('绑定推广人'), { target: { value: 'AB-1' } });
    fireEvent.click(form.getByRole('button', { name: '绑定' }));
    expect((await form.findByRole('alert')).textContent).toBe('推广码格式错误');
    unmount();

    $user.set(user({ inviterBound: true }));
    render(<AccountSettings lang="zh-CN" />);
    expect(await screen.findByTestId('inviter-bound')).toBeTruthy();
    expect(screen.queryByTestId('personal-inviter-form')).toBeNull();
  });

  it('cancels the account only after the tick and the password, then leaves like a logout', async () => {
    const go = vi.spyOn(nav, 'go').mockImplementation(() => undefined);
    render(<AccountSettings lang="zh-CN" />);
    fireEvent.click(await screen.findByRole('button', { name: '注销账户' }));
    const dialog = within(await screen.findByTestId('cancel-account-dialog'));
    fireEvent.click(dialog.getByRole('button', { name: '确认注销' }));
    expect((await dialog.findAllByRole('alert')).map((a) => a.textContent)).toEqual(['密码不能为空', '请确认您已了解注销账户的后果']);
    expect(posts('/profile/cancelAccount')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('当前密码'), { target: { value: 'my-password' } });
    fireEvent.click(dialog.getByLabelText('我已了解注销账户的后果'));
    fireEvent.click(dialog.getByRole('button', { name: '确认注销' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/'));
    expect(posts('/profile/cancelAccount')[0][1].body).toBe('confirm=true&password=my-password');
    expect($auth.get()).toBeUndefined();
    expect($user.get()).toBeNull();
  });
});
