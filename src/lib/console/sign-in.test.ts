// @vitest-environment happy-dom
// The sign-in flow: a signed-in staff member with nothing due goes on to `?next=` (inside the console
// only); one who must change a password set by someone else goes to that step, then to the
// enrolment when it is due too; the enrolment's secret is asked once; `?step=setup` resumes what is due.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { $enrolment, $signInStep, changePassword, confirmEnrolment, nextTarget, signIn, signInForm, startEnrolment, startSignIn } from './sign-in.ts';
import { forgetMe } from './api.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const ME = { id: '1', name: 'new', role: 'support', permissions: [], csrfToken: 'c', mustChangePassword: true, mustEnrolTotp: true };
let fetch: Mock<(url: string, init?: RequestInit) => Response | Promise<Response>>;
let assign: ReturnType<typeof vi.fn>;
let search: string;

beforeEach(() => {
  forgetMe();
  search = '?next=/en/console/audit';
  document.documentElement.dataset.lang = 'en';
  assign = vi.fn();
  const real = { ...window.location };
  vi.spyOn(window, 'location', 'get').mockImplementation(() => ({ ...real, pathname: '/en/console/sign-in', search, assign }) as unknown as Location);
  fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url === '/api/console/me') return ok(ME);
    if (url === '/api/console/auth/totp/start') return ok({ secret: 'S', otpauthUrl: 'otpauth://x', qrSvg: '<svg/>' });
    if (url === '/api/console/auth/signIn') return ok({ mustChangePassword: true, mustEnrolTotp: true });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetch);
  startSignIn();
});
afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('the sign-in flow', () => {
  it('a reset staff member changes the password, then enrols, then goes on', async () => {
    expect(await signIn('new', 'once', '')).toBe('password');
    expect($signInStep.get()).toBe('password');
    await changePassword('once', 'a-long-new-password');
    expect($signInStep.get()).toBe('enrol');
    expect(await startEnrolment()).toBe('');
    expect(await startEnrolment()).toBe('');
    expect(fetch.mock.calls.filter(([u]) => u === '/api/console/auth/totp/start')).toHaveLength(1);
    expect($enrolment.get()).toMatchObject({ secret: 'S' });
    await confirmEnrolment('123456');
    expect(assign).toHaveBeenCalledWith('/en/console/audit');
  });

  it('nothing due: straight on; a refusal rejects with the server\'s message', async () => {
    fetch.mockImplementationOnce(async () => ok({ mustChangePassword: false, mustEnrolTotp: false }));
    expect(await signIn('boss', 'pw', '123456')).toBe('done');
    expect(assign).toHaveBeenCalledWith('/en/console/audit');
    fetch.mockImplementationOnce(async () => new Response(JSON.stringify({ status: 5003, msg: 'Wrong name, password or code', data: null, success: false }), { status: 400 }));
    await expect(signIn('boss', 'bad', '000000')).rejects.toThrow('Wrong name, password or code');
  });

  it('`?next=` outside the console goes to the console\'s front page; ?step=setup resumes what is due', async () => {
    search = '?next=//evil.example/console';
    expect(nextTarget()).toBe('/en/console');
    search = '?step=setup';
    startSignIn();
    await vi.waitFor(() => expect($signInStep.get()).toBe('password'));
  });
});

describe('the sign-in page\'s forms', () => {
  it('a sign-in answers the next step; new passwords that differ are refused before anything is sent', async () => {
    expect(await signInForm.run('en', { step: 'signIn', name: 'new', password: 'once', code: '' })).toEqual({ ok: true, value: 'password' });
    fetch.mockClear();
    expect(await signInForm.run('zh-CN', { step: 'password', oldPassword: 'once', newPassword: 'a-long-one', confirm: 'a-long-two' })).toEqual({ ok: false });
    expect(signInForm.$state.get()).toEqual({ busy: false, error: '两次输入的新密码不一致', notice: '' });
    expect(fetch).not.toHaveBeenCalled();
    expect(await signInForm.run('en', { step: 'password', oldPassword: 'once', newPassword: 'a-long-one', confirm: 'a-long-one' })).toEqual({ ok: true, value: null });
    expect(signInForm.$state.get().error).toBe('');
    expect($signInStep.get()).toBe('enrol');
  });

  it('the server\'s refusal and a secret that did not come are the form\'s refusal; the page opening clears it', async () => {
    // Answered without a promise (awaiting a plain value is the same to the caller).
    const refusal = (status: number, msg: string) => new Response(JSON.stringify({ status, msg, data: null, success: false }), { status: 400 });
    fetch.mockImplementationOnce(() => refusal(5003, 'Wrong name, password or code'));
    expect(await signInForm.run('en', { step: 'signIn', name: 'boss', password: 'bad', code: '000000' })).toEqual({ ok: false });
    expect(signInForm.$state.get().error).toBe('Wrong name, password or code');
    startSignIn();
    expect(signInForm.$state.get().error).toBe('');
    fetch.mockImplementation(() => refusal(5000, 'Try again later'));
    expect(await startEnrolment()).toBe('Try again later');
    expect(signInForm.$state.get().error).toBe('Try again later');
  });
});
