// Stake mode: backpack items instead of a fee. Their value buys the chance (stakeChancePpm, the
// server's own formula, capped at the maximum); a stake worth more than the target, or buying less
// than the minimum, is named before the player can send it (the server refuses both anyway).
import { useEffect, useState } from 'react';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { displayYuan } from '../../shared/money.ts';
import { bagApi } from '../../lib/api/bag.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';

interface Props {
  t: Translator;
  selected: readonly string[];
  onChange: (ids: string[], items: BagItem[]) => void;
  disabled: boolean;
}

/** At most this many staked items (the contract's limit). */
export const MAX_STAKE = 20;

export function StakePicker({ t, selected, onChange, disabled }: Props) {
  const [items, setItems] = useState<BagItem[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    bagApi.page({ moduleId: -1, page: 1, pageSize: 100, orderBy: 'price', order: 'desc' }).then((p) => setItems(p.list), () => setFailed(true));
  }, []);

  function toggle(id: string) {
    const next = selected.includes(id) ? selected.filter((s) => s !== id) : selected.length < MAX_STAKE ? [...selected, id] : [...selected];
    onChange(next, (items ?? []).filter((i) => next.includes(i.id)));
  }

  if (failed) return <p className="text-sm text-muted">{t('common.loadFailed')}</p>;
  if (items === null) return <div className="h-24 animate-pulse rounded-lg bg-surface-2" aria-hidden="true" />;
  if (items.length === 0) return <p className="rounded-lg border border-dashed border-line px-3 py-4 text-center text-sm text-muted" data-testid="dream-stake-empty">{t('dream.stakeEmpty')}</p>;
  return (
    <ul className="grid max-h-56 grid-cols-3 gap-1.5 overflow-y-auto pe-1" data-testid="dream-stake-list" aria-label={t('dream.stakeItems')}>
      {items.map((i) => {
        const on = selected.includes(i.id);
        const color = rarityColor(i.rarity?.color);
        return (
          <li key={i.id}>
            <button
              type="button"
              disabled={disabled}
              aria-pressed={on}
              onClick={() => toggle(i.id)}
              data-testid="dream-stake-item"
              data-item-id={i.id}
              title={i.name}
              className={`flex w-full flex-col rounded-lg border bg-surface-2 p-1 text-start ${on ? 'border-accent-orange ring-1 ring-accent-orange/60' : 'border-line'}`}
              style={{ backgroundImage: `linear-gradient(to top, ${color}26, transparent 70%)` }}
            >
              <ItemImage item={i} className="aspect-[2/1] w-full" />
              <span className="truncate text-[11px]" style={{ color }}>{i.name}</span>
              <span className="text-[11px] font-semibold text-accent-orange">¥{displayYuan(i.price)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
