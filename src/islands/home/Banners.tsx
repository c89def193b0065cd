// Home banners (GET api/common/bannerList): one at a time, changing every 6 s, with dots.
// A banner whose picture fails shows its title on the accent gradient instead.
import { useEffect, useState } from 'react';
import type { Banner } from '../../shared/contracts/box.ts';
import { assetUrl } from '../../lib/assets.ts';
import { boxApi } from '../../lib/api/box.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { SafeImage } from '../common/SafeImage.tsx';

const ROTATE_MS = 6000;

export default function Banners({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [banners, setBanners] = useState<Banner[]>([]);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    boxApi.banners().then(setBanners, () => undefined);
  }, []);

  useEffect(() => {
    if (banners.length < 2 || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % banners.length), ROTATE_MS);
    return () => clearInterval(id);
  }, [banners.length, paused]);

  if (banners.length === 0) return null;
  const current = banners[Math.min(index, banners.length - 1)];
  const fallback = (
    <div className="absolute inset-0 flex items-center bg-gradient-to-r from-accent-purple/60 via-accent-red/40 to-accent-orange/50 px-6 sm:px-10">
      <span className="text-xl font-extrabold sm:text-3xl">{current.title}</span>
    </div>
  );

  return (
    <section
      aria-label={t('home.banners')}
      aria-roledescription="carousel"
      className="relative overflow-hidden rounded-2xl border border-line"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-testid="banners"
    >
      <a href={current.link || undefined} className="block" aria-label={current.title}>
        <SafeImage key={current.id} src={assetUrl(current.image)} alt={current.title} fallback={fallback} className="aspect-[4/1] min-h-28 w-full" imgClassName="object-cover" />
      </a>
      {banners.length > 1 && (
        <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              aria-label={t('home.bannerN', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              className="h-1.5 w-5 rounded-full bg-white/30 aria-[current=true]:bg-accent-orange"
            />
          ))}
        </div>
      )}
    </section>
  );
}
