// A case in a grid: its drawn art (CaseArt), name, price; the whole card links to the case page. The grid of
// them, and its skeleton while loading, share one layout so nothing jumps when the cases come.
import type { BoxSummary } from '../../shared/contracts/box.ts';
import { displayYuan } from '../../shared/money.ts';
import { CaseArt } from '../common/CaseArt.tsx';

export function BoxCard({ box }: { box: BoxSummary }) {
  return (
    <a
      href={`/box/${box.id}`}
      data-testid="box-card"
      data-box-id={box.id}
      className="card group flex flex-col items-center gap-2 p-3 transition-colors hover:border-accent-orange"
    >
      <CaseArt box={box} className="aspect-[5/3] w-full transition-transform group-hover:scale-105" />
      <span className="w-full truncate text-center text-sm font-semibold">{box.name}</span>
      <span className="rounded-md bg-accent-orange/10 px-2 py-0.5 text-sm font-bold text-accent-orange">¥{displayYuan(box.price)}</span>
    </a>
  );
}

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';

export function BoxGrid({ boxes }: { boxes: readonly BoxSummary[] }) {
  return (
    <ul className={GRID}>
      {boxes.map((box) => (
        <li key={box.id} data-theme-id={box.themeId}>
          <BoxCard box={box} />
        </li>
      ))}
    </ul>
  );
}

export function BoxGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul className={GRID} aria-hidden="true">
      {/* BoxCard's boxes at BoxCard's sizes: picture, one text-sm line, the price badge. */}
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card flex animate-pulse flex-col items-center gap-2 p-3">
          <span className="aspect-[5/3] w-full rounded-md bg-surface-2/60" />
          <span className="h-5 w-3/4 rounded bg-surface-2/60" />
          <span className="h-6 w-16 rounded-md bg-surface-2/60" />
        </li>
      ))}
    </ul>
  );
}
