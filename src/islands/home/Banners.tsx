// Home banners: one at a time, changing every 6 s, with dots. The list comes from the page
// (src/shared/banners.ts, the same list GET api/common/bannerList serves), so the server renders
// the first banner into the HTML: it is the page's largest paint and must not wait for a script
// or a request. The pictures are the site's own drawings (public/banners/): art without words,
// served from this origin, not the item CDN; the title in the page's language is laid over their
// darker left side, and a picture that fails leaves the title on the accent gradient.
import { Fragment, useEffect, useState } from 'react';
import type { Banner } from '../../shared/contracts/box.ts';
import { wordRuns } from '../../lib/home/words.ts';
import { imageUrl } from '../../lib/image-fields.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { SafeImage } from '../common/SafeImage.tsx';

const ROTATE_MS = 6000;

/** A banner with its title's word runs (lib/home/words.ts). */
export type TitledBanner = Banner & { runs?: string[] };

/**
 * The title's word runs worked out once, on the server, and handed to the island with its props:
 * the browser's segmenter may cut otherwise than the server's (another ICU), and a hydrating render
 * that differs from the server's HTML is thrown away and drawn again.
 */
export function withTitleRuns(banners: Banner[], lang: Lang): TitledBanner[] {
  return banners.map((b) => ({ ...b, runs: wordRuns(b.title, lang) }));
}

export default function Banners({ lang, banners }: { lang: Lang; banners: TitledBanner[] }) {
  const t = useT(lang);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  const count = banners.length;
  useEffect(() => {
    if (count < 2 || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % count), ROTATE_MS);
    return () => clearInterval(id);
  }, [count, paused]);

  if (banners.length === 0) return null;
  const current = banners[Math.min(index, banners.length - 1)];
  const fallback = <div className="absolute inset-0 bg-gradient-to-r from-accent-purple/60 via-accent-red/40 to-accent-orange/50" />;

  return (
    <section
      aria-label={t('home.banners')}
      aria-roledescription="carousel"
      className="relative overflow-hidden rounded-2xl border border-line"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-testid="banners"
    >
      <a href={current.link || undefined} className="relative block" data-testid="banner">
        <SafeImage key={current.id} src={imageUrl('banner', current.image)} alt="" fallback={fallback} priority={index === 0} className="aspect-[4/1] min-h-28 w-full lg:aspect-[5/1]" imgClassName="object-cover object-right" />
        {/* keep-all: a line breaks only at the word boundaries marked below, never inside a CJK word;
            balanced lines so a two-line title is not one long line and a lone word. */}
        <span className="absolute inset-y-0 left-0 flex max-w-[45%] items-center px-4 text-base font-extrabold leading-tight text-white drop-shadow-[0_2px_6px_rgba(0,0,0,0.7)] sm:max-w-[50%] sm:px-10 sm:text-3xl lg:text-4xl">
          <span className="break-keep text-balance" data-testid="banner-title">
            {(current.runs ?? wordRuns(current.title, lang)).map((run, i) => (
              <Fragment key={i}>
                {i > 0 && <wbr />}
                {run}
              </Fragment>
            ))}
          </span>
        </span>
      </a>
      {banners.length > 1 && (
        <div className="absolute inset-x-0 bottom-0 flex justify-center gap-1">
          {/* A 28×24 px tap target around each thin dot (WCAG 2.5.8 target size). */}
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={t('home.bannerN', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="group flex h-6 w-7 items-center justify-center"
            >
              <span className="h-1.5 w-5 rounded-full bg-white/30 group-aria-[current=true]:bg-accent-orange" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
