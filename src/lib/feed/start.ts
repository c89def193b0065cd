// Starts the live feed once per page, whichever feed island hydrates first: seed both lists
// from GET /api/stat/lastDrop at once, and connect the socket after the page's load event.
// The STOMP client is imported only then, so it is not part of the page's first JavaScript.
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { statApi } from '../api/stat.ts';
import { $auth } from '../stores/auth.ts';
import { handleFeedBody, seedRecent, seedTop, setConnected, setConnection } from './store.ts';

let started = false;

/** Fill the lists from the server; a failure leaves them to the live messages. */
export async function seedFeed(load: (isTop: 0 | 1) => Promise<DropRecord[]> = (isTop) => statApi.lastDrop(isTop)): Promise<void> {
  const [recent, top] = await Promise.allSettled([load(0), load(1)]);
  if (recent.status === 'fulfilled') seedRecent(recent.value);
  if (top.status === 'fulfilled') seedTop(top.value);
}

async function connect(): Promise<void> {
  const { connectFeed, createStompClient, feedSocketUrl } = await import('./socket.ts');
  connectFeed({
    client: createStompClient(feedSocketUrl(window.location), () => $auth.get()),
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
  const go = () => void connect().catch((err) => console.warn('[feed] could not start', err));
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
