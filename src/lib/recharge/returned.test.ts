// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $returnedOrder, followReturnedOrder } from './returned.ts';

const ok = (data: unknown) => new Response(JSON.stringify({ status: 0, msg: '', data, success: true }));
const ORDER = 'R20261205010203ABCDEF12';

describe('the deposit a player came back from', () => {
  const fetch = vi.fn<(url: string) => Promise<Response>>();
  beforeEach(() => { fetch.mockReset(); vi.stubGlobal('fetch', fetch); $returnedOrder.set({ state: 'none' }); });
  afterEach(() => { vi.restoreAllMocks(); });

  it('asks until the order is paid, then says so', async () => {
    let asks = 0;
    fetch.mockImplementation(async (url) => (url.startsWith('/api/pay/getOrder') ? ok({ orderId: ORDER, payState: ++asks < 3 ? 0 : 1 }) : ok({})));
    followReturnedOrder(`?tab=recharge&order=${ORDER}`, { pollMs: 1 });
    expect($returnedOrder.get()).toEqual({ state: 'checking', orderId: ORDER });
    await vi.waitFor(() => expect($returnedOrder.get().state).toBe('paid'));
    expect(asks).toBe(3);
  });

  it('says an order still open after the last try is pending, and a cancelled one ended', async () => {
    fetch.mockImplementation(async () => ok({ orderId: ORDER, payState: 0 }));
    followReturnedOrder(`?order=${ORDER}`, { pollMs: 1, tries: 2 });
    await vi.waitFor(() => expect($returnedOrder.get().state).toBe('pending'));
    fetch.mockImplementation(async () => ok({ orderId: ORDER, payState: 2 }));
    followReturnedOrder(`?order=${ORDER}`, { pollMs: 1 });
    await vi.waitFor(() => expect($returnedOrder.get().state).toBe('ended'));
  });

  it('ignores a page without an order or with something that is not one', () => {
    followReturnedOrder('?tab=recharge');
    followReturnedOrder('?order=<script>');
    expect($returnedOrder.get()).toEqual({ state: 'none' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
