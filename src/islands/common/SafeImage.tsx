// An <img> that never shows the browser's broken-image icon: the fallback drawing sits
// underneath, and the picture fades in only once it has loaded. An image that failed before
// hydration (no onError then) is caught by checking it after mount. A `priority` picture (the
// page's largest, above the fold) loads at once and shows from the server's HTML, before any
// script runs, with the fallback drawn underneath it until it paints. Inside <ServerOnly> (a
// component rendered on the server and never hydrated) a picture shows as it loads, with no
// fallback (no script would take it away); the page's script hides one that fails (data-safe-image).
// A picture that takes too long counts as failed (src/lib/art/picture-watch.ts): a hanging CDN
// shows the drawing rather than an empty box.
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { nextPhase, watchPicture, type PicturePhase } from '../../lib/art/picture-watch.ts';

const ServerOnlyContext = createContext(false);

/** Whether this is rendered inside <ServerOnly> (never hydrated: no script of ours will run for it). */
export function useServerOnly(): boolean {
  return useContext(ServerOnlyContext);
}

/** Wraps what a page renders on the server with no client directive (see SafeImage above). */
export function ServerOnly({ children }: { children: ReactNode }) {
  return <ServerOnlyContext.Provider value>{children}</ServerOnlyContext.Provider>;
}

interface SafeImageProps {
  src: string;
  alt: string;
  fallback: ReactNode;
  /** Size and shape of the box; the picture and the fallback fill it. */
  className?: string;
  imgClassName?: string;
  /** Other widths of the same picture (the asset mirror's, src/lib/assets.ts assetSrcSet) and the box's width for choosing. */
  srcSet?: string;
  sizes?: string;
  /** Above the fold and the page's largest paint: eager, high fetch priority, visible before hydration. */
  priority?: boolean;
}

export function SafeImage({ src, alt, fallback, className = '', imgClassName = 'object-contain', priority = false, srcSet, sizes }: SafeImageProps) {
  const [phase, setPhase] = useState<PicturePhase>(src ? 'loading' : 'failed');
  const img = useRef<HTMLImageElement>(null);
  const serverOnly = useServerOnly();
  const shown = priority || serverOnly;

  useEffect(() => {
    const el = img.current;
    if (el?.complete) setPhase(el.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  useEffect(() => {
    const el = img.current;
    if (phase !== 'loading' || !el) return;
    return watchPicture(el, () => setPhase((p) => nextPhase(p, 'timeout')));
  }, [phase]);

  return (
    <div className={`relative overflow-hidden ${className}`}>
      {!serverOnly && (phase !== 'loaded' || priority) && fallback}
      {phase !== 'failed' && (
        <img
          ref={img}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          draggable={false}
          onLoad={() => setPhase((p) => nextPhase(p, 'load'))}
          onError={() => setPhase((p) => nextPhase(p, 'error'))}
          data-safe-image={serverOnly || undefined}
          className={`absolute inset-0 size-full transition-opacity duration-300 ${imgClassName} ${phase === 'loaded' || shown ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
    </div>
  );
}
