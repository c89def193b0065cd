// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../lib/i18n/ui.ts';
import { clearToken, setToken } from '../../lib/stores/auth.ts';
import { SmsCodeField } from './SmsCodeField.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), toasts) }));

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const PUZZLE = { enabled: true, id: 'p1', width: 320, height: 160, pieceWidth: 52, background: 'data:image/jpeg;base64,AA==', piece: 'data:image/png;base64,AA==' };

describe('SmsCodeField', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    toasts.success.mockReset();
    toasts.error.mockReset();
    vi.stubGlobal('fetch', fetch);
    clearToken();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function field(props: { phone?: string; own?: boolean; lang?: 'zh-CN' | 'en' } = {}) {
    const lang = props.lang ?? 'zh-CN';
    return render(<SmsCodeField id="code" t={translator(lang)} lang={lang} purpose="signUp" phone={props.phone} own={props.own} value="" onChange={() => {}} />);
  }

  it('checks the phone first and asks the server nothing for a bad one', async () => {
    field({ phone: '123' });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(toasts.error).toHaveBeenCalledWith('请输入正确的手机号');
    field({ phone: '', lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(toasts.error).toHaveBeenLastCalledWith('Phone number is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends straight away when the check is off, then counts down 60 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetch.mockImplementation(async (url) => (url === '/api/common/captcha' ? ok({ enabled: false }) : ok({ resendAfter: 60 })));
    field({ phone: '13900001111' });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const locked = await screen.findByRole('button', { name: '60 秒后重发' });
    expect(locked).toHaveProperty('disabled', true);
    expect(toasts.success).toHaveBeenCalledWith('验证码已发送');
    const send = fetch.mock.calls.find(([url]) => url === '/api/common/smsCode');
    expect(send?.[1].method).toBe('POST');
    expect(send?.[1].body).toBe('purpose=signUp&phone=13900001111');

    // The countdown's interval starts in an effect of the render that showed "60": flush it first.
    await act(async () => {});
    await act(async () => { vi.advanceTimersByTime(20_500); });
    expect(screen.getByRole('button', { name: '40 秒后重发' })).toBeTruthy();
    await act(async () => { vi.advanceTimersByTime(40_000); });
    const free = screen.getByRole('button', { name: '获取验证码' });
    expect(free).toHaveProperty('disabled', false);
  });

  it('shows the slider when the check is on and sends with its pass', async () => {
    fetch.mockImplementation(async (url) => {
      if (url === '/api/common/captcha') return ok(PUZZLE);
      if (url === '/api/common/userSmsCode') return ok({ resendAfter: 60 });
      return ok(null);
    });
    setToken('tok');
    field({ own: true });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const slider = await screen.findByRole('slider', { name: '拼图滑块：方向键移动，回车确认' });
    fetch.mockImplementation(async (url) => {
      if (url === '/api/common/captcha') return ok({ token: 'pass-1' });
      if (url === '/api/common/userSmsCode') return ok({ resendAfter: 60 });
      return ok(null);
    });
    fireEvent.keyDown(slider, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await screen.findByRole('button', { name: '60 秒后重发' });
    const send = fetch.mock.calls.find(([url]) => url === '/api/common/userSmsCode');
    expect(send?.[1].body).toBe('purpose=signUp&captchaToken=pass-1');
    expect((send?.[1].headers as Record<string, string>).token).toBe('tok');
    expect(screen.queryByRole('slider')).toBeNull();
  });

  it('leaves the button free again when the server refuses', async () => {
    fetch.mockImplementation(async (url) => (url === '/api/common/captcha'
      ? ok({ enabled: false })
      : new Response(JSON.stringify({ status: 3010, msg: '验证码已发送，请 45 秒后再试', data: null, success: false }), { status: 429 })));
    field({ phone: '13900001111' });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false));
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
