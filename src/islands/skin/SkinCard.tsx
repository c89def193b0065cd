// A catalogue skin in a grid, as the case contents show their items (rarity glow, picture, name
// in the rarity colour, wear, price), plus how many cases hold it. The card opens the skin dialog.
import type { SkinSummary } from '../../shared/contracts/skin.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { openSkinDialog } from '../../lib/skin-dialog.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';

export const SKIN_GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4 xl:grid-cols-6';

export function SkinCard({ skin, t }: { skin: SkinSummary; t: Translator }) {
  const color = rarityColor(skin.rarity?.color);
  return (
    <button
      type="button"
      onClick={() => openSkinDialog(skin.ornamentId)}
      data-testid="skin-card"
      data-ornament-id={skin.ornamentId}
      aria-haspopup="dialog"
      title={t('skin.view', { name: skin.name })}
      className="card group relative flex w-full flex-col overflow-hidden border-b-2 p-2 text-start transition-colors hover:border-accent-orange focus-visible:border-accent-orange"
      style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}26, transparent 60%)` }}
    >
      <span className="absolute top-1.5 start-2 max-w-[60%] truncate text-[11px] text-muted">{skin.rarity.name}</span>
      {skin.caseCount > 0 && (
        <span className="absolute top-1.5 end-2 rounded bg-surface-2/80 px-1.5 text-[11px] font-semibold tabular-nums text-ink" data-testid="skin-card-cases">
          {t('skin.inCases', { count: skin.caseCount })}
        </span>
      )}
      <ItemImage item={skin} className="mt-4 aspect-[2/1] w-full transition-transform group-hover:scale-105" />
      {/* Weapon and finish on their own lines; the wear is on the price line below. */}
      <ItemNameLines name={skin.name} wear="" color={color} className="mt-1" />
      <span className="flex items-center justify-between gap-2 text-xs text-muted">
        <span className="truncate">{skin.wearName}</span>
        <span className="font-semibold text-accent-orange tabular-nums">¥{displayYuan(skin.price)}</span>
      </span>
    </button>
  );
}

export function SkinGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul className={SKIN_GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card flex animate-pulse flex-col gap-1 p-2">
          <span className="mt-4 aspect-[2/1] w-full rounded-md bg-surface-2/60" />
          <span className="h-4 w-4/5 rounded bg-surface-2/60" />
          <span className="h-4 w-1/2 rounded bg-surface-2/60" />
        </li>
      ))}
    </ul>
  );
}
