// A case's picture: the container's own render from the asset base (cs2-lib's CDN, or this site's
// mirror) when pictures are on, over the drawing made for it at catalogue time
// (public/art/cases/<id>.svg, src/lib/art/case-art-svg.ts: its crate in its theme's colour, pattern
// and emblem, its most valuable models fanned behind it). The drawing shows while the picture
// loads, and for good when it fails, is too slow, or pictures are off (docs/decisions/0111), so the
// case grid is a shop window offline too. Until either loads, a crate placeholder holds the place.
import type { ReactNode } from 'react';
import { assetSrcSet, assetUrl } from '../../lib/assets.ts';
import { SafeImage, useServerOnly } from './SafeImage.tsx';

export const caseArtSrc = (id: number): string => `/art/cases/${id}.svg`;

interface Props {
  /** `image`: the container picture's path under the asset base ('' or absent: the drawing only). */
  box: { id: number; name: string; image?: string | null };
  className?: string;
  /** The page's largest picture (the case page's hero): the drawing loads at once, shown from the server's HTML. */
  priority?: boolean;
}

export function CaseArt({ box, className = 'aspect-[5/3] w-full', priority = false }: Props) {
  const picture = assetUrl(box.image);
  const serverOnly = useServerOnly();
  // The placeholder is part of the drawing's layer: a container picture that has loaded takes
  // the whole layer away (its own transparency must not show a crate's outline through it).
  // Each layer is an absolute box and its picture fills it (`size-full`): SafeImage's own box is
  // `relative`, which an `absolute` beside it does not reliably override (the CSS's order decides),
  // and a relative box of absolute children is 0 px tall, which hid the drawing.
  const drawing = (
    <div className="absolute inset-0" data-case-drawing>
      {serverOnly && <CaseArtPlaceholder />}
      <SafeImage
        key={box.id}
        src={caseArtSrc(box.id)}
        alt={picture ? '' : box.name}
        className="size-full"
        priority={priority}
        fallback={
          <>
            <CaseArtPlaceholder />
            <div className="absolute inset-[15%] rounded-full bg-accent-orange/10 blur-xl" />
          </>
        }
      />
    </div>
  );
  return (
    <div className={`relative ${className}`} data-case-picture={picture ? 'cdn' : 'drawn'}>
      {!picture ? drawing : serverOnly ? (
        <ServerCasePicture src={picture} alt={box.name} drawing={drawing} />
      ) : (
        <div className="absolute inset-0">
          <SafeImage
            key={picture}
            src={picture}
            srcSet={assetSrcSet(picture)}
            sizes="(min-width: 640px) 20rem, 50vw"
            alt={box.name}
            className="size-full"
            fallback={drawing}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The same on a server-rendered page no island hydrates (the home grid): both pictures are in the
 * HTML, the container's hidden until it has loaded. The page's script (src/pages/home.astro)
 * shows it and drops the drawing under it once it loads, and removes it if it fails; with no
 * script, the drawing is what shows.
 */
function ServerCasePicture({ src, alt, drawing }: { src: string; alt: string; drawing: ReactNode }) {
  return (
    <>
      {drawing}
      <img
        src={src}
        srcSet={assetSrcSet(src)}
        sizes={assetSrcSet(src) ? '(min-width: 640px) 20rem, 50vw' : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
        draggable={false}
        data-case-cdn
        className="absolute inset-0 size-full object-contain opacity-0 transition-opacity duration-300 data-[shown]:opacity-100"
      />
    </>
  );
}

/**
 * What a case card shows before its picture arrives: a lazy picture below the fold is not even
 * asked for until it nears the viewport, and the server-rendered home grid has no script to draw a
 * fallback, so without this the grid showed blank holes. A crate's body in the page's surface
 * colour, at the place and inside the bounds every drawn form's body covers (the crate, the wide
 * and the tall ones of src/lib/art/case-art.ts: x 52–98, y 64–88 of 150×90), so the loaded drawing
 * hides it whole and it needs no script to remove; the picture's own transparency shows around it.
 */
export function CaseArtPlaceholder() {
  return (
    <svg viewBox="0 0 150 90" className="absolute inset-0 size-full text-surface-2" aria-hidden="true" data-testid="case-art-placeholder">
      <rect x="53" y="65" width="44" height="22" rx="2" fill="currentColor" />
      <circle cx="75" cy="76" r="6" fill="#000" fillOpacity="0.25" />
    </svg>
  );
}
