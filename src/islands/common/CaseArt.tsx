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
    <SafeImage
      key={box.id}
      src={caseArtSrc(box.id)}
      alt={box.name}
      className={className}
      priority={priority}
      fallback={<div className="absolute inset-[15%] rounded-full bg-accent-orange/10 blur-xl" />}
    />
  );
}
