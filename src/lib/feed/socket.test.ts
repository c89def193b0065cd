import { ActivationState } from '@stomp/stompjs';
import { describe, expect, it, vi } from 'vitest';
import { FEED_DESTINATION } from '../../shared/contracts/feed.ts';
import { connectFeed, createStompClient, feedSocketUrl, toConnection, type FeedStomp } from './socket.ts';

/** A stand-in for stompjs' Client: records calls, lets the test fire its callbacks. */
function fakeClient() {
  const subscriptions: { destination: string; cb: (m: { body: string }) => void }[] = [];
  const client = {
    active: false,
    activate: vi.fn(() => {
      client.active = true;
    }),
    deactivate: vi.fn(async () => {
      client.active = false;
    }),
    subscribe: vi.fn((destination: string, cb: (m: { body: string }) => void) => {
      subscriptions.push({ destination, cb });
      return { id: 'sub', unsubscribe: () => undefined };
    }),
    onConnect: () => undefined,
    onWebSocketClose: () => undefined,
    onChangeState: () => undefined,
    onStompError: () => undefined,
  };
  return { client, subscriptions, asStomp: client as unknown as FeedStomp };
}

function fakePage(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const doc = Object.assign(new EventTarget(), { readyState, visibilityState: 'visible' });
  return { win: target as unknown as Window, doc: doc as unknown as Document & { visibilityState: DocumentVisibilityState }, target, docTarget: doc };
}

function wire(readyState: DocumentReadyState = 'interactive') {
  const f = fakeClient();
  const page = fakePage(readyState);
  const onMessage = vi.fn();
  const onConnection = vi.fn();
  const onConnected = vi.fn();
  const stop = connectFeed({ client: f.asStomp, win: page.win, doc: page.doc, onMessage, onConnection, onConnected });
  return { ...f, ...page, onMessage, onConnection, onConnected, stop };
}

describe('live socket', () => {
  it('uses the spec timings and the page host', () => {
    const c = createStompClient('ws://h/ws');
    expect(c.reconnectDelay).toBe(5000);
    expect(c.heartbeatIncoming).toBe(10000);
    expect(c.heartbeatOutgoing).toBe(10000);
    expect(feedSocketUrl({ protocol: 'http:', host: 'shop.test:4321' })).toBe('ws://shop.test:4321/ws');
    expect(feedSocketUrl({ protocol: 'https:', host: 'shop.test' })).toBe('wss://shop.test/ws');
  });

  it('names a signed-in visitor in CONNECT, reading the token afresh before each connect', async () => {
    let token: string | undefined = 'tok-1';
    const c = createStompClient('ws://h/ws', () => token);
    await c.beforeConnect(c);
    expect(c.connectHeaders).toEqual({ token: 'tok-1' });
    token = undefined;
    await c.beforeConnect(c);
    expect(c.connectHeaders).toEqual({});
  });

  it('maps stompjs activation states to active / deactivating / inactive', () => {
    expect(toConnection(ActivationState.ACTIVE)).toBe('active');
    expect(toConnection(ActivationState.DEACTIVATING)).toBe('deactivating');
    expect(toConnection(ActivationState.INACTIVE)).toBe('inactive');
  });

  it('connects only after the page load event', () => {
    const w = wire('interactive');
    expect(w.client.activate).not.toHaveBeenCalled();
    w.target.dispatchEvent(new Event('load'));
    expect(w.client.activate).toHaveBeenCalledTimes(1);
  });

  it('connects at once when the page has already loaded', () => {
    const w = wire('complete');
    expect(w.client.activate).toHaveBeenCalledTimes(1);
  });

  it('subscribes to /topic/messages on every connect and hands bodies on', () => {
    const w = wire('complete');
    (w.client.onConnect as (frame: unknown) => void)({});
    expect(w.subscriptions.map((s) => s.destination)).toEqual([FEED_DESTINATION]);
    w.subscriptions[0].cb({ body: '{"eventType":21}' });
    expect(w.onMessage).toHaveBeenCalledWith('{"eventType":21}');
    expect(w.onConnected).toHaveBeenLastCalledWith(true);
    // A reconnect is a new session: subscribe again.
    (w.client.onWebSocketClose as (e: unknown) => void)({});
    expect(w.onConnected).toHaveBeenLastCalledWith(false);
    (w.client.onConnect as (frame: unknown) => void)({});
    expect(w.subscriptions).toHaveLength(2);
  });

  it('reports state changes', () => {
    const w = wire('complete');
    (w.client.onChangeState as (s: ActivationState) => void)(ActivationState.DEACTIVATING);
    expect(w.onConnection).toHaveBeenLastCalledWith('deactivating');
  });

  it('re-activates when the tab becomes visible and the client is not active, not before load', () => {
    const w = wire('interactive');
    w.docTarget.dispatchEvent(new Event('visibilitychange'));
    expect(w.client.activate).not.toHaveBeenCalled(); // page not loaded yet
    w.target.dispatchEvent(new Event('load'));
    expect(w.client.activate).toHaveBeenCalledTimes(1);

    // Still active: a visibility change does nothing.
    w.docTarget.dispatchEvent(new Event('visibilitychange'));
    expect(w.client.activate).toHaveBeenCalledTimes(1);

    // Inactive and hidden: nothing; inactive and visible: activate.
    w.client.active = false;
    w.doc.visibilityState = 'hidden';
    w.docTarget.dispatchEvent(new Event('visibilitychange'));
    expect(w.client.activate).toHaveBeenCalledTimes(1);
    w.doc.visibilityState = 'visible';
    w.docTarget.dispatchEvent(new Event('visibilitychange'));
    expect(w.client.activate).toHaveBeenCalledTimes(2);
  });

  it('stop deactivates and removes the listeners', () => {
    const w = wire('interactive');
    w.stop();
    expect(w.client.deactivate).toHaveBeenCalledTimes(1);
    w.target.dispatchEvent(new Event('load'));
    w.docTarget.dispatchEvent(new Event('visibilitychange'));
    expect(w.client.activate).not.toHaveBeenCalled();
  });
});
