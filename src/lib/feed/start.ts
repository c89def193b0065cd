// Starts the live feed once per page, whichever feed island hydrates first: seed both lists
// from GET /api/stat/lastDrop at once, and connect the socket after the page's load event.
// The STOMP client is imported only then, so it is not part of the page's first JavaScript.
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { statApi } from '../api/stat.ts';
import { loadSysConfig } from '../shell/sysconfig.ts';
import { $auth } from '../stores/auth.ts';
import { watchMainLoad, whenPageLoaded } from '../stores/page-loaded.ts';
import { handleFeedBody, seedRecent, seedTop, setConnected, setConnection } from './store.ts';

let started = false;

/** Fill the lists from the server; a failure leaves them to the live messages. */
export async function seedFeed(load: (isTop: 0 | 1) => Promise<DropRecord[]> = (isTop) => statApi.lastDrop(isTop)): Promise<void> {
  const [recent, top] = await Promise.allSettled([load(0), load(1)]);
  if (recent.status === 'fulfilled') seedRecent(recent.value);
  if (top.status === 'fulfilled') seedTop(top.value);
}

/**
 * The socket address: sysConfig's stompUrl (RabbitMQ's Web-STOMP on another host, STOMP_URL) or
 * this page's own /ws. sysConfig is asked once per page anyway; without it, the page's /ws.
 */
export async function feedAddress(
  load: () => Promise<{ stompUrl?: string } | null> = loadSysConfig,
  loc: Pick<Location, 'protocol' | 'host'> = window.location,
): Promise<string> {
  const { feedSocketUrl } = await import('./socket.ts');
  const config = await load().catch(() => null);
  return config?.stompUrl && /^wss?:\/\//.test(config.stompUrl) ? config.stompUrl : feedSocketUrl(loc);
}

async function connect(): Promise<void> {
  const { connectFeed, createStompClient } = await import('./socket.ts');
  connectFeed({
    client: createStompClient(await feedAddress(), () => $auth.get()),
    win: window,
    doc: document,
    onMessage: handleFeedBody,
    onConnection: setConnection,
    onConnected: setConnected,
  });
}

export function startFeed(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  void seedFeed();
  // The socket waits for the main page-loaded flag (lib/stores/page-loaded.ts).
  watchMainLoad(window, document);
  void whenPageLoaded('main').then(() => connect().catch((err) => console.warn('[feed] could not start', err)));
}
