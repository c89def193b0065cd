// The container pictures of a server-rendered case grid no island hydrates (CaseArt inside
// <ServerOnly>, src/islands/common/CaseArt.tsx): each sits hidden over its case's drawing. Once it
// loads it is shown and the drawing under it goes (a container's transparency must not show the
// drawing through it); if it fails or is too slow (picture-watch.ts), it goes and the drawing stays.
import { watchPicture } from './picture-watch.ts';

function show(img: HTMLImageElement): void {
  img.dataset.shown = '';
  img.parentElement?.querySelector<HTMLElement>(':scope > [data-case-drawing]')?.setAttribute('hidden', '');
}

/** Starts every container picture under `root`; returns how many it found. */
export function wakeServerCasePictures(root: ParentNode = document): number {
  const pictures = root.querySelectorAll<HTMLImageElement>('img[data-case-cdn]');
  for (const img of pictures) {
    if (img.complete) {
      if (img.naturalWidth > 0) show(img);
      else img.remove();
      continue;
    }
    const stop = watchPicture(img, () => img.remove());
    img.addEventListener('load', () => { stop(); show(img); }, { once: true });
    img.addEventListener('error', () => { stop(); img.remove(); }, { once: true });
  }
  return pictures.length;
}
