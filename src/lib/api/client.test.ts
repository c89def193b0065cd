import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  createClient,
  encodeForm,
  isStale,
  latest,
  NETWORK_ERROR_TOAST_ID,
  REQUEST_TIMEOUT_MS,
  StaleResponseError,
  type ClientDeps,
} from './client.ts';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
const ok = (data: unknown) => json({ status: 0, msg: '', data, success: true });
const fail = (status: number, msg: string, http = 400) => json({ status, msg, data: null, success: false }, http);

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(over: Partial<ClientDeps> = {}) {
  let clock = 10_000;
  let token: string | undefined = 'tok-1';
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => ok({ fine: true }));
  const toastError = vi.fn();
  const onUnauthorized = vi.fn();
  const dropToken = vi.fn(() => {
    token = undefined;
  });
  let n = 0;
  const deps: ClientDeps = {
    fetch,
    now: () => clock,
    toastError,
    getToken: () => token,
    getLang: () => 'zh-CN',
    onUnauthorized,
    dropToken,
    randomUUID: () => `uuid-${++n}`,
    ...over,
  };
  const client = createClient(deps);
  return {
    client,
    fetch,
    toastError,
    onUnauthorized,
    dropToken,
    token: () => token,
    setToken: (t: string | undefined) => (token = t),
    tick: (ms: number) => (clock += ms),
    call: (i = 0) => fetch.mock.calls[i],
  };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('encodeForm', () => {
  it('form-encodes scalars, arrays and skips null/undefined', () => {
    expect(encodeForm({ a: 1, b: 'x y&z', c: true, d: undefined, e: null, f: ['1', 2] })).toBe('a=1&b=x+y%26z&c=true&f=1&f=2');
  });

  it('refuses an object field rather than send "[object Object]"', () => {
    expect(() => encodeForm({ a: 1, b: { c: 2 } })).toThrow(TypeError);
    expect(() => encodeForm({ f: [1, { c: 2 }] })).toThrow(TypeError);
  });
});

describe('request client', () => {
  it('GET puts params in the query under /api and returns data', async () => {
    const s = setup();
    s.fetch.mockResolvedValueOnce(ok({ list: [] }));
    await expect(s.client.get('/profile/getMyBalanceLog', { page: 2, pageSize: 15 })).resolves.toEqual({ list: [] });
    const [url, init] = s.call();
    expect(url).toBe('/api/profile/getMyBalanceLog?page=2&pageSize=15');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('POST is form-encoded by default', async () => {
    const s = setup();
    await s.client.post('/auth/login', { phone: '13800000000', password: 'p@ss word' });
    const [url, init] = s.call();
    expect(url).toBe('/api/auth/login');
    expect(init.method).toBe('POST');
    expect(headersOf(init)['Content-Type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init.body).toBe('phone=13800000000&password=p%40ss+word');
  });

  it('POST sends JSON when asked', async () => {
    const s = setup();
    await s.client.post('/common/captcha', { a: 1 }, { json: true });
    const [, init] = s.call();
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends the token and lang headers; no token header when logged out', async () => {
    const s = setup({ getLang: () => 'en' });
    await s.client.get('/x');
    expect(headersOf(s.call(0)[1]).token).toBe('tok-1');
    expect(headersOf(s.call(0)[1]).lang).toBe('en');
    s.setToken(undefined);
    await s.client.get('/x');
    expect('token' in headersOf(s.call(1)[1])).toBe(false);
    expect(headersOf(s.call(1)[1]).lang).toBe('en');
  });

  it('sends an Idempotency-Key only when asked, and reuses a given key', async () => {
    const s = setup();
    await s.client.post('/pay/recharge', { amount: '100' });
    expect('Idempotency-Key' in headersOf(s.call(0)[1])).toBe(false);
    await s.client.post('/pay/recharge', { amount: '100' }, { idempotent: true });
    await s.client.post('/pay/recharge', { amount: '100' }, { idempotent: true });
    expect(headersOf(s.call(1)[1])['Idempotency-Key']).toBe('uuid-1');
    expect(headersOf(s.call(2)[1])['Idempotency-Key']).toBe('uuid-2');
    const key = s.client.newIdempotencyKey();
    await s.client.post('/pay/recharge', { amount: '100' }, { idempotencyKey: key });
    await s.client.post('/pay/recharge', { amount: '100' }, { idempotencyKey: key });
    expect(headersOf(s.call(3)[1])['Idempotency-Key']).toBe(key);
    expect(headersOf(s.call(4)[1])['Idempotency-Key']).toBe(key);
  });

  it('a nonzero status shows its msg as an error toast with the fixed id and rejects with ApiError', async () => {
    const s = setup();
    s.fetch.mockResolvedValueOnce(fail(2001, '余额不足', 422));
    const err = await s.client.post('/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 2001, message: '余额不足', kind: 'api' });
    expect(s.toastError).toHaveBeenCalledWith('余额不足', { id: NETWORK_ERROR_TOAST_ID });
    expect(NETWORK_ERROR_TOAST_ID).toBe('network-error');
  });

  it('a nonzero status with HTTP 200 is still a failure', async () => {
    const s = setup();
    s.fetch.mockResolvedValueOnce(json({ status: 1001, msg: '输入有误', data: { f: 1 }, success: false }, 200));
    await expect(s.client.get('/x')).rejects.toMatchObject({ status: 1001, data: { f: 1 } });
    expect(s.toastError).toHaveBeenCalledTimes(1);
  });

  it('HTTP non-2xx without an envelope is a failure', async () => {
    const s = setup();
    s.fetch.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(s.client.get('/x')).rejects.toMatchObject({ status: 502, kind: 'http' });
    expect(s.toastError).toHaveBeenCalledWith('网络错误（HTTP 502）', { id: 'network-error' });
  });

  it('silent requests reject without a toast', async () => {
    const s = setup();
    s.fetch.mockResolvedValueOnce(fail(1001, 'bad'));
    await expect(s.client.get('/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(s.toastError).not.toHaveBeenCalled();
  });

  it('a network failure shows the localized network error toast', async () => {
    const s = setup({ getLang: () => 'en' });
    s.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(s.client.get('/x')).rejects.toMatchObject({ status: -1, kind: 'network', message: 'network error' });
    expect(s.toastError).toHaveBeenCalledWith('network error', { id: 'network-error' });
  });

  describe('timeout', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('aborts after 15 s and toasts a network error', async () => {
      const s = setup();
      s.fetch.mockImplementationOnce(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      let settled: unknown = 'pending';
      const p = s.client.get('/slow').then(
        (v) => (settled = v),
        (e: unknown) => (settled = e),
      );
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe('pending');
      expect(s.toastError).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(REQUEST_TIMEOUT_MS).toBe(15_000);
      expect(settled).toBeInstanceOf(ApiError);
      expect(settled).toMatchObject({ kind: 'timeout', message: '网络错误' });
      expect(s.toastError).toHaveBeenCalledWith('网络错误', { id: 'network-error' });
    });

    it('clears the timer when the answer comes in time', async () => {
      const s = setup();
      await s.client.get('/fast');
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe('401', () => {
    it('drops the token and opens login once for three 401s arriving together', async () => {
      const s = setup();
      s.fetch.mockImplementation(async () => fail(401, '请先登录', 401));
      const results = await Promise.allSettled([s.client.get('/a'), s.client.get('/b'), s.client.get('/c')]);
      expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
      expect(s.token()).toBeUndefined();
      expect(s.dropToken).toHaveBeenCalledTimes(3);
      expect(s.onUnauthorized).toHaveBeenCalledTimes(1);

      s.tick(999);
      await s.client.get('/d').catch(() => undefined);
      expect(s.onUnauthorized).toHaveBeenCalledTimes(1);

      s.tick(2); // now more than 1 s after the first
      await s.client.get('/e').catch(() => undefined);
      expect(s.onUnauthorized).toHaveBeenCalledTimes(2);
    });

    it('treats HTTP 401 with another envelope status as unauthorized too', async () => {
      const s = setup();
      s.fetch.mockResolvedValueOnce(fail(1101, '手机号或密码错误', 401));
      await expect(s.client.post('/auth/login', {})).rejects.toMatchObject({ status: 1101 });
      expect(s.dropToken).toHaveBeenCalledTimes(1);
      expect(s.toastError).toHaveBeenCalledWith('手机号或密码错误', { id: 'network-error' });
    });

    it('does not call the 401 handling for other failures', async () => {
      const s = setup();
      s.fetch.mockResolvedValueOnce(fail(403, 'forbidden', 403));
      await s.client.get('/x').catch(() => undefined);
      expect(s.dropToken).not.toHaveBeenCalled();
      expect(s.onUnauthorized).not.toHaveBeenCalled();
      expect(s.token()).toBe('tok-1');
    });
  });

  describe('stale responses', () => {
    it('drops the answer of A when B on the same channel was made after it', async () => {
      const s = setup();
      const a = deferred<Response>();
      const b = deferred<Response>();
      s.fetch.mockImplementationOnce(() => a.promise).mockImplementationOnce(() => b.promise);
      const pa = s.client.get('/list', { page: 1 }, { channel: 'list' });
      const pb = s.client.get('/list', { page: 2 }, { channel: 'list' });
      b.resolve(ok('B'));
      await expect(pb).resolves.toBe('B');
      a.resolve(ok('A'));
      const errA = await pa.catch((e: unknown) => e);
      expect(errA).toBeInstanceOf(StaleResponseError);
      expect(isStale(errA)).toBe(true);
    });

    it('drops a stale failure without a toast', async () => {
      const s = setup();
      const a = deferred<Response>();
      s.fetch.mockImplementationOnce(() => a.promise).mockImplementationOnce(async () => ok('B'));
      const pa = s.client.get('/list', {}, { channel: 'list' });
      await s.client.get('/list', {}, { channel: 'list' });
      a.resolve(fail(500, 'boom', 500));
      await expect(pa).rejects.toBeInstanceOf(StaleResponseError);
      expect(s.toastError).not.toHaveBeenCalled();
    });

    it('keeps answers of different channels and of requests without a channel', async () => {
      const s = setup();
      const a = deferred<Response>();
      s.fetch.mockImplementationOnce(() => a.promise);
      const pa = s.client.get('/one', {}, { channel: 'one' });
      await s.client.get('/two', {}, { channel: 'two' });
      await s.client.get('/three');
      a.resolve(ok('A'));
      await expect(pa).resolves.toBe('A');
    });
  });
});

describe('latest()', () => {
  it('rejects an earlier call that settles after a later one', async () => {
    const gates = [deferred<string>(), deferred<string>()];
    let i = 0;
    const load = latest(() => gates[i++].promise);
    const first = load();
    const second = load();
    gates[1].resolve('second');
    await expect(second).resolves.toBe('second');
    gates[0].resolve('first');
    await expect(first).rejects.toBeInstanceOf(StaleResponseError);
  });

  it('delivers the answer when no newer call was made', async () => {
    const load = latest(async (x: number) => x * 2);
    await expect(load(2)).resolves.toBe(4);
    await expect(load(3)).resolves.toBe(6);
  });
});
