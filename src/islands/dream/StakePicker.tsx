// Stake mode: backpack items instead of a fee. Their value buys the chance (stakeChancePpm, the
// server's own formula, capped at the maximum); a stake worth more than the target, or buying less
// than the minimum, is named before the player can send it (the server refuses both anyway).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { displayYuan } from '../../shared/money.ts';
import { $dreamForm, $stakeBag, $stakeBagFailed, loadStakeBag, toggleStake } from '../../lib/dream/store.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';

interface Props {
  t: Translator;
  disabled: boolean;
}

export function StakePicker({ t, disabled }: Props) {
  const items = useStore($stakeBag);
  const failed = useStore($stakeBagFailed);
  const selected = useStore($dreamForm).stakeIds;

  useEffect(() => {
    void loadStakeBag();
  }, []);

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
              onClick={() => toggleStake(i.id)}
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
