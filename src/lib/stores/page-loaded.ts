// The two page-loaded flags of the spec: `main` (the page's load event has fired: its pictures,
// styles and first scripts are in) and `battle` (a battle page's first data is in: the lobby's live
// list, the room's detail, or the create page's cases). The live socket opens only once `main` is
// set (lib/feed/start.ts), so connecting never competes with the page's own first requests; a
// battle page takes the socket's battle events only once `battle` is set (lib/battle/live.ts).
import { map } from 'nanostores';

export type LoadedPage = 'main' | 'battle';

export const $pageLoaded = map<Record<LoadedPage, boolean>>({ main: false, battle: false });

export function markPageLoaded(page: LoadedPage): void {
  if (!$pageLoaded.get()[page]) $pageLoaded.setKey(page, true);
}

/** Resolves once `page` is loaded (at once when it already is). */
export function whenPageLoaded(page: LoadedPage): Promise<void> {
  if ($pageLoaded.get()[page]) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $pageLoaded.listen((flags) => {
      if (!flags[page]) return;
      stop();
      resolve();
    });
  });
}

/** Sets `main` when the document has loaded: now if it has, else on its load event. */
export function watchMainLoad(win: Pick<Window, 'addEventListener'>, doc: Pick<Document, 'readyState'>): void {
  if (doc.readyState === 'complete') markPageLoaded('main');
  else win.addEventListener('load', () => markPageLoaded('main'), { once: true });
}

/** Back to nothing loaded (tests). */
export function resetPageLoaded(): void {
  $pageLoaded.set({ main: false, battle: false });
}
