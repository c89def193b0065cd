// A case's own art: the drawing made for it at catalogue time (public/art/cases/<id>.svg, see
// src/lib/art/case-art-svg.ts): its crate in its theme's colour, pattern and emblem, with its
// most valuable models fanned behind it. A picture, so the page carries no geometry; until it
// loads (or if a case has no drawing yet) a soft glow holds its place.
import { SafeImage } from './SafeImage.tsx';

export const caseArtSrc = (id: number): string => `/art/cases/${id}.svg`;

interface Props {
  box: { id: number; name: string };
  className?: string;
  /** The page's largest picture (the case page's hero): loaded at once, shown from the server's HTML. */
  priority?: boolean;
}

export function CaseArt({ box, className = 'aspect-[5/3] w-full', priority = false }: Props) {
  return (
    <div className={`relative ${className}`}>
      <CaseArtPlaceholder />
      <SafeImage
        key={box.id}
        src={caseArtSrc(box.id)}
        alt={box.name}
        className="absolute inset-0"
        priority={priority}
        fallback={<div className="absolute inset-[15%] rounded-full bg-accent-orange/10 blur-xl" />}
      />
    </div>
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
