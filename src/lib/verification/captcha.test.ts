// @vitest-environment happy-dom
// The captcha actions read the server's refusal: a miss is tried again on the same puzzle, a
// closed or worn-out puzzle is replaced; a code goes to the number given or to the user's own.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { checkSlider, sendSmsCode } from './captcha.ts';
import { sentBody } from '../test-support.ts';

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function envelope(data: unknown, status = 0, http = 200, msg = ''): Response {
  return new Response(JSON.stringify({ status, msg, data, success: status === 0 }), { status: http });
}

describe('captcha actions', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('passes a solved slider on with its token, the position rounded', async () => {
    fetch.mockResolvedValue(envelope({ token: 'pass' }));
    expect(await checkSlider('p1', 41.6)).toEqual({ ok: true, token: 'pass' });
    expect(JSON.parse(sentBody(fetch.mock.calls[0][1]))).toEqual({ id: 'p1', x: 42 });
  });

  it('tells a miss from a puzzle that is over', async () => {
    fetch.mockResolvedValue(envelope(null, ERRORS.CAPTCHA_MISS.code, 400, '再试一次'));
    expect(await checkSlider('p1', 10)).toEqual({ ok: false, message: '再试一次', closed: false });
    fetch.mockResolvedValue(envelope(null, ERRORS.CAPTCHA_CLOSED.code, 400, '已失效'));
    expect(await checkSlider('p1', 10)).toMatchObject({ ok: false, closed: true });
    fetch.mockResolvedValue(envelope(null, ERRORS.CAPTCHA_WORN_OUT.code, 400, '次数过多'));
    expect(await checkSlider('p1', 10)).toMatchObject({ ok: false, closed: true });
  });

  it('sends a code to the number given, or to the signed-in user\'s own', async () => {
    fetch.mockImplementation(async () => envelope({ resendAfter: 60 }));
    await sendSmsCode({ purpose: 'signUp', phone: ' 13800000000 ', captchaToken: 'pass' });
    expect(fetch.mock.calls[0][0]).toBe('/api/common/smsCode');
    expect(sentBody(fetch.mock.calls[0][1])).toContain('phone=13800000000');
    await sendSmsCode({ purpose: 'security', own: true });
    expect(fetch.mock.calls[1][0]).toBe('/api/common/userSmsCode');
    expect(sentBody(fetch.mock.calls[1][1])).not.toContain('phone');
  });
});
