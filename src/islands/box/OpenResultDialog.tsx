// What the opening gave: each drop with its sell-back price and a link to verify its roll;
// keep everything (close) or sell it all back at once. Loaded on demand.
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { OpenedDrop } from '../../shared/contracts/box.ts';
import { displayYuan } from '../../shared/money.ts';
import { sellItems } from '../../lib/actions/box.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { sumYuan } from '../../lib/money.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { Modal } from '../dialogs/Modal.tsx';

interface Props {
  drops: readonly OpenedDrop[];
  t: Translator;
  onClose: () => void;
}

export default function OpenResultDialog({ drops, t, onClose }: Props) {
  const [selling, setSelling] = useState(false);
  const total = sumYuan(drops.map((d) => d.recoveryPrice));

  async function sell() {
    setSelling(true);
    try {
      const r = await sellItems(drops.map((d) => d.id));
      toast.success(t('result.sold', { amount: displayYuan(r.amount) }));
      onClose();
    } catch {
      // The request client has shown the reason; the items are still the player's.
      setSelling(false);
    }
  }

  return (
    <Modal title={t('result.title')} closeLabel={t('common.close')} onClose={onClose} testId="open-result" wide>
      <ul className={`grid gap-2 ${drops.length > 1 ? 'grid-cols-2 sm:grid-cols-3' : 'grid-cols-1'}`}>
        {drops.map((d) => {
          const color = rarityColor(d.rarity?.color);
          return (
            <li
              key={d.id}
              data-testid="result-item"
              data-item-id={d.id}
              data-ornament-id={d.ornamentId}
              className="flex flex-col rounded-lg border-b-4 bg-surface-2 p-2"
              style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}33, transparent 70%)` }}
            >
              <ItemImage item={d} className={`w-full ${drops.length > 1 ? 'aspect-[2/1]' : 'aspect-[5/2]'}`} />
              <span className="mt-1 truncate text-sm font-semibold" style={{ color }} title={d.name}>
                {d.statTrak && <span className="text-accent-orange">{t('item.statTrak')} </span>}
                {d.name}
              </span>
              <span className="flex items-center justify-between gap-2 text-xs text-muted">
                <span className="truncate">{d.wearName}</span>
                <span className="shrink-0 font-semibold text-accent-orange" title={t('item.recovery')}>
                  ¥{displayYuan(d.recoveryPrice)}
                </span>
              </span>
              <a
                href={`/provably-fair/verify/${encodeURIComponent(d.rollId)}`}
                data-testid="result-verify"
                className="mt-1 text-xs text-accent-blue hover:underline"
              >
                {t('result.verify')} · {t('result.ticket', { ticket: d.ticket })}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex items-center justify-between text-sm">
        <span className="text-muted">{t('result.total')}</span>
        <span data-testid="result-total" className="font-bold text-accent-orange">
          ¥{displayYuan(total)}
        </span>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" data-testid="result-keep" className="btn-ghost" onClick={onClose} disabled={selling}>
          {t('result.keep')}
        </button>
        <button type="button" data-testid="result-sell" className="btn-primary" onClick={() => void sell()} disabled={selling}>
          {selling ? t('result.selling') : t('result.sell', { amount: displayYuan(total) })}
        </button>
      </div>
    </Modal>
  );
}
