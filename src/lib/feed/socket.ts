// The live socket: STOMP over WebSocket at /ws of this host, subscribed to
// /topic/messages, heart-beats 10 s both ways, reconnect 5 s after a close while active.
// It opens only once the page has loaded (so it never competes with first paint), and is
// re-activated when the tab becomes visible and the client is no longer active.
import { ActivationState, Client, type IFrame } from '@stomp/stompjs';
import { FEED_DESTINATION } from '../../shared/constants.ts';
import type { FeedConnection } from './store.ts';

export const FEED_RECONNECT_DELAY_MS = 5_000;
export const FEED_HEARTBEAT_MS = 10_000;
export const FEED_PATH = '/ws';

/** ws://host/ws on http, wss://host/ws on https: the page's own host. */
export function feedSocketUrl(loc: Pick<Location, 'protocol' | 'host'>): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}${FEED_PATH}`;
}

/**
 * `token` is read before every (re)connect: a signed-in visitor's CONNECT carries it, so the server
 * counts the person once however many tabs are open (the online count counts people, not sockets).
 */
export function createStompClient(brokerURL: string, token: () => string | null | undefined = () => null): Client {
  return new Client({
    brokerURL,
    beforeConnect: (client) => {
      const t = token();
      client.connectHeaders = t ? { token: t } : {};
    },
    reconnectDelay: FEED_RECONNECT_DELAY_MS,
    heartbeatIncoming: FEED_HEARTBEAT_MS,
    heartbeatOutgoing: FEED_HEARTBEAT_MS,
    // stompjs logs every frame to the console by default.
    debug: () => undefined,
  });
}

export function toConnection(state: ActivationState): FeedConnection {
  if (state === ActivationState.ACTIVE) return 'active';
  if (state === ActivationState.DEACTIVATING) return 'deactivating';
  return 'inactive';
}

/** The part of stompjs' Client this module drives; unit tests pass a fake. */
export type FeedStomp = Pick<
  Client,
  'active' | 'activate' | 'deactivate' | 'subscribe' | 'onConnect' | 'onWebSocketClose' | 'onChangeState' | 'onStompError'
>;

export interface FeedSocketDeps {
  client: FeedStomp;
  win: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc: Pick<Document, 'readyState' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  onMessage: (body: string) => void;
  onConnection: (state: FeedConnection) => void;
  onConnected: (connected: boolean) => void;
}

/** Wire the client to the page; returns a stop function (deactivates, removes listeners). */
export function connectFeed(deps: FeedSocketDeps): () => void {
  const { client, win, doc } = deps;
  let loaded = false;

  client.onChangeState = (state) => deps.onConnection(toConnection(state));
  client.onConnect = (_frame: IFrame) => {
    deps.onConnected(true);
    // A new session has no subscriptions: subscribe on every (re)connect.
    client.subscribe(FEED_DESTINATION, (message) => deps.onMessage(message.body));
  };
  client.onWebSocketClose = () => deps.onConnected(false);
  client.onStompError = (frame) => console.warn('[feed] broker error', frame.headers.message ?? frame.body);

  const start = (): void => {
    loaded = true;
    if (!client.active) client.activate();
  };
  const onVisibility = (): void => {
    // Before the page has loaded the load listener owns the first activation.
    if (loaded && doc.visibilityState === 'visible' && !client.active) client.activate();
  };

  if (doc.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  doc.addEventListener('visibilitychange', onVisibility);

  return () => {
    win.removeEventListener('load', start);
    doc.removeEventListener('visibilitychange', onVisibility);
    void client.deactivate();
  };
}
