// An <img> that never shows the browser's broken-image icon: the fallback drawing sits
// underneath, and the picture fades in only once it has loaded. An image that failed before
// hydration (no onError then) is caught by checking it after mount. A `priority` picture (the
// page's largest, above the fold) loads at once and shows from the server's HTML, before any
// script runs, with the fallback drawn underneath it until it paints. Inside <ServerOnly> (a
// component rendered on the server and never hydrated) a picture shows as it loads, with no
// fallback (no script would take it away); the page's script hides one that fails (data-safe-image).
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

const ServerOnlyContext = createContext(false);

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
  /** Above the fold and the page's largest paint: eager, high fetch priority, visible before hydration. */
  priority?: boolean;
}

type Phase = 'loading' | 'loaded' | 'failed';

export function SafeImage({ src, alt, fallback, className = '', imgClassName = 'object-contain', priority = false }: SafeImageProps) {
  const [phase, setPhase] = useState<Phase>(src ? 'loading' : 'failed');
  const img = useRef<HTMLImageElement>(null);
  const serverOnly = useContext(ServerOnlyContext);
  const shown = priority || serverOnly;

  useEffect(() => {
    const el = img.current;
    if (el?.complete) setPhase(el.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <div className={`relative overflow-hidden ${className}`}>
      {!serverOnly && (phase !== 'loaded' || priority) && fallback}
      {phase !== 'failed' && (
        <img
          ref={img}
          src={src}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
          draggable={false}
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
          data-safe-image={serverOnly || undefined}
          className={`absolute inset-0 size-full transition-opacity duration-300 ${imgClassName} ${phase === 'loaded' || shown ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
    </div>
  );
}
