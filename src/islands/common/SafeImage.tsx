// An <img> that never shows the browser's broken-image icon: the fallback drawing sits
// underneath, and the picture fades in only once it has loaded. An image that failed before
// hydration (no onError then) is caught by checking it after mount.
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface SafeImageProps {
  src: string;
  alt: string;
  fallback: ReactNode;
  /** Size and shape of the box; the picture and the fallback fill it. */
  className?: string;
  imgClassName?: string;
}

type Phase = 'loading' | 'loaded' | 'failed';

export function SafeImage({ src, alt, fallback, className = '', imgClassName = 'object-contain' }: SafeImageProps) {
  const [phase, setPhase] = useState<Phase>(src ? 'loading' : 'failed');
  const img = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const el = img.current;
    if (el?.complete) setPhase(el.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <div className={`relative overflow-hidden ${className}`}>
      {phase !== 'loaded' && fallback}
      {phase !== 'failed' && (
        <img
          ref={img}
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
          className={`absolute inset-0 size-full transition-opacity duration-300 ${imgClassName} ${phase === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
        />
      )}
    </div>
  );
}
