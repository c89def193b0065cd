// @vitest-environment happy-dom
// The sign-in flow: a signed-in staff member with nothing due goes on to `?next=` (inside the console
// only); one who must change a password set by someone else goes to that step, then to the
// enrolment when it is due too; the enrolment's secret is asked once; `?step=setup` resumes what is due.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $enrolment, $signInStep, changePassword, confirmEnrolment, nextTarget, signIn, startEnrolment, startSignIn } from './sign-in.ts';
import { forgetMe } from './api.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const ME = { id: '1', name: 'new', role: 'support', permissions: [], csrfToken: 'c', mustChangePassword: true, mustEnrolTotp: true };
let fetch: ReturnType<typeof vi.fn>;
let assign: ReturnType<typeof vi.fn>;
let search: string;

beforeEach(() => {
  forgetMe();
  search = '?next=/en/console/audit';
  document.documentElement.dataset.lang = 'en';
  assign = vi.fn();
  const real = { ...window.location };
  vi.spyOn(window, 'location', 'get').mockImplementation(() => ({ ...real, pathname: '/en/console/sign-in', search, assign }) as unknown as Location);
  fetch = vi.fn(async (url: string) => {
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
