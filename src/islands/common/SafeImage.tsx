// An <img> that never shows the browser's broken-image icon: the fallback drawing sits
// underneath, and the picture fades in only once it has loaded. An image that failed before
// hydration (no onError then) is caught by checking it after mount. A `priority` picture (the
// page's largest, above the fold) loads at once and shows from the server's HTML, before any
// script runs, with the fallback drawn underneath it until it paints.
import { useEffect, useRef, useState, type ReactNode } from 'react';

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

  useEffect(() => {
    const el = img.current;
    if (el?.complete) setPhase(el.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <div className={`relative overflow-hidden ${className}`}>
      {(phase !== 'loaded' || priority) && fallback}
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
          className={`absolute inset-0 size-full transition-opacity duration-300 ${imgClassName} ${phase === 'loaded' || priority ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
    </div>
  );
}
