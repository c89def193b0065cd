// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translator } from '../../lib/i18n/ui.ts';
import type { Gt4Captcha, Gt4Options } from '../../lib/captcha/gt4.ts';
import { CaptchaWidget } from './CaptchaWidget.tsx';
import { sentBody } from '../../lib/test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const fail = (status: number, msg: string) => new Response(JSON.stringify({ status, msg, data: null, success: false }), { status: 400 });
const FIELDS = { lot_number: 'a'.repeat(32), captcha_output: 'out', pass_token: 'b'.repeat(64), gen_time: '1780000000', captcha_id: 'c'.repeat(32) };

/** A stand-in for gt4.js's captcha object: the test fires its events. */
function fakeGt4() {
  const handlers: Record<string, () => void> = {};
  // The spies are kept apart from the object: Gt4Captcha declares methods, which the test
  // should not read off it detached.
  const calls = { showCaptcha: vi.fn<() => void>(), reset: vi.fn<() => void>(), destroy: vi.fn<() => void>() };
  const captcha: Gt4Captcha = {
    onReady: (cb) => { handlers.ready = cb; return captcha; },
    onSuccess: (cb) => { handlers.success = cb; return captcha; },
    onClose: (cb) => { handlers.close = cb; return captcha; },
    onError: (cb) => { handlers.error = () => cb({}); return captcha; },
    showCaptcha: calls.showCaptcha,
    getValidate: () => FIELDS,
    reset: calls.reset,
    destroy: calls.destroy,
  };
  const init = vi.fn((_opts: Gt4Options, ready: (c: Gt4Captcha) => void) => ready(captcha));
  return { captcha: calls, handlers, init };
}

describe('the GeeTest widget', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  const onSolved = vi.fn();
  const onCancel = vi.fn();
  let gt4: ReturnType<typeof fakeGt4>;
  beforeEach(() => {
    fetch.mockReset();
    onSolved.mockReset();
    onCancel.mockReset();
    vi.stubGlobal('fetch', fetch);
    gt4 = fakeGt4();
    window.initGeetest4 = gt4.init;
  });
  afterEach(() => {
    cleanup();
    delete window.initGeetest4;
  });

  const show = (lang: 'zh-CN' | 'en' = 'zh-CN') => render(
    <Suspense fallback={null}>
      <CaptchaWidget t={translator(lang)} challenge={{ enabled: true, provider: 'geetest', captchaId: 'c'.repeat(32) }} onSolved={onSolved} onCancel={onCancel} />
    </Suspense>,
  );

  it('starts gt4 as a bound popup with our id, and shows it when ready', async () => {
    document.documentElement.lang = 'en';
    show('en');
    await waitFor(() => expect(gt4.init).toHaveBeenCalled());
    expect(gt4.init.mock.calls[0][0]).toEqual({ captchaId: 'c'.repeat(32), product: 'bind', language: 'eng' });
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeTruthy();
    act(() => gt4.handlers.ready());
    expect(gt4.captcha.showCaptcha).toHaveBeenCalledTimes(1);
  });

  it('sends the four result fields for a pass and hands the pass on', async () => {
    fetch.mockResolvedValue(ok({ token: 'pass-1' }));
    show();
    await waitFor(() => expect(gt4.init).toHaveBeenCalled());
    act(() => gt4.handlers.ready());
    act(() => gt4.handlers.success());
    await waitFor(() => expect(onSolved).toHaveBeenCalledWith('pass-1'));
    expect(fetch.mock.calls[0][0]).toBe('/api/common/captcha');
    const { captcha_id: _ignored, ...sent } = FIELDS;
    expect(JSON.parse(sentBody(fetch.mock.calls[0][1]))).toEqual(sent);
  });

  it('shows the server\'s refusal, resets the widget and can show it again', async () => {
    fetch.mockResolvedValue(fail(3005, '安全验证未通过，请重新验证'));
    show();
    await waitFor(() => expect(gt4.init).toHaveBeenCalled());
    act(() => gt4.handlers.ready());
    act(() => gt4.handlers.success());
    await screen.findByText('安全验证未通过，请重新验证');
    expect(gt4.captcha.reset).toHaveBeenCalled();
    expect(onSolved).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: '重试' }).click());
    expect(gt4.captcha.showCaptcha).toHaveBeenCalledTimes(2);
  });

  it('closing GeeTest\'s popup cancels, and leaving destroys the widget', async () => {
    const { unmount } = show();
    await waitFor(() => expect(gt4.init).toHaveBeenCalled());
    act(() => gt4.handlers.close());
    expect(onCancel).toHaveBeenCalled();
    unmount();
    expect(gt4.captcha.destroy).toHaveBeenCalled();
  });
});
