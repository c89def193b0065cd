// When a picture gives way to its drawing (src/islands/common/SafeImage.tsx): when it fails, and
// when it takes too long, so a CDN that hangs (blocked, far, overloaded) shows the drawn
// silhouette or case face instead of an empty box for as long as the browser keeps waiting.
// The clock starts when the picture is due to load: a lazy picture below the fold is not slow,
// only not asked for yet, so its clock starts once it nears the screen.

export type PicturePhase = 'loading' | 'loaded' | 'failed';
export type PictureEvent = 'load' | 'error' | 'timeout';

/** How long a picture may take from when it is asked for; a CDN picture usually takes well under a second. */
export const PICTURE_TIMEOUT_MS = 6_000;

/** The phase after an event. A picture given up on stays given up (its <img> is gone, no flicker back). */
export function nextPhase(phase: PicturePhase, event: PictureEvent): PicturePhase {
  if (phase !== 'loading') return event === 'error' ? 'failed' : phase;
  return event === 'load' ? 'loaded' : 'failed';
}

type Observer = Pick<IntersectionObserver, 'observe' | 'disconnect'>;
type ObserverFactory = (cb: (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void) => Observer;

const defaultObserver = (): ObserverFactory | undefined =>
  typeof IntersectionObserver === 'undefined' ? undefined : (cb) => new IntersectionObserver(cb, { rootMargin: '200px' });

export interface WatchOptions {
  timeoutMs?: number;
  /** Tests hand their own; a browser without IntersectionObserver starts the clock at once. */
  observer?: ObserverFactory;
}

/**
 * Calls `onTimeout` if `img` has not finished loading `timeoutMs` after it was due; returns the
 * stop function (an effect's cleanup). A picture already complete is left alone.
 */
export function watchPicture(img: HTMLImageElement, onTimeout: () => void, opts: WatchOptions = {}): () => void {
  const { timeoutMs = PICTURE_TIMEOUT_MS, observer = defaultObserver() } = opts;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let watching: Observer | undefined;
  const loaded = () => img.complete && img.naturalWidth > 0;
  const start = () => {
    timer ??= setTimeout(() => {
      if (!loaded()) onTimeout();
    }, timeoutMs);
  };
  if (loaded()) return () => {};
  if (img.loading === 'lazy' && observer) {
    watching = observer((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      watching?.disconnect();
      start();
    });
    watching.observe(img);
  } else {
    start();
  }
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    watching?.disconnect();
  };
}
