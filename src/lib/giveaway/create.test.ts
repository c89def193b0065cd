// @vitest-environment happy-dom
// The giveaway form: a room needs a prize, the settings go to the server as it takes them, and a
// refusal is kept to show.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../stores/auth.ts';
import { $giveawayCreateError, $giveawayCreating, $giveawayBag, $giveawayPoolValue, createGiveaway, resetGiveawayCreate, setGiveawayField, togglePrize } from './create.ts';
import { sentBody } from '../test-support.ts';

function envelope(data: unknown, status = 0, http = 200): Response {
  return new Response(JSON.stringify({ status, msg: status ? '标题太短' : '', data, success: status === 0 }), { status: http });
}

describe('giveaway create form', () => {
  const fetch = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  beforeEach(() => {
    resetGiveawayCreate();
    setToken('t-1');
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
  });

  it('asks for a prize before sending anything', async () => {
    await createGiveaway('zh-CN');
    expect($giveawayCreateError.get()).toEqual({ kind: 'pickOne' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sums the picked prizes and sends the settings', async () => {
    $giveawayBag.set([{ id: 'a', price: '1.50' }, { id: 'b', price: '2.00' }] as never);
    togglePrize('a');
    togglePrize('b');
    togglePrize('b');
    expect($giveawayPoolValue.get()).toBe('1.50');
    setGiveawayField('title', '  周末  ');
    setGiveawayField('drawMode', 'full');
    setGiveawayField('maxEntrants', '5');
    setGiveawayField('joinCode', ' 123 ');
    fetch.mockResolvedValue(envelope(null, 4001, 400));
    await createGiveaway('zh-CN');
    const body = new URLSearchParams(sentBody(fetch.mock.calls[0][1]));
    expect(Object.fromEntries(body)).toMatchObject({ title: '周末', drawMode: 'full', maxEntrants: '5', depositDays: '30', joinCode: '123', prizes: 'a' });
    expect(body.has('drawAt')).toBe(false);
    expect($giveawayCreateError.get()).toEqual({ kind: 'server', message: '标题太短' });
    expect($giveawayCreating.get()).toBe(false);
  });
});
