// What the opening gave: each drop large, with its rarity, wear and value against the case price
// ("×2.4 the case price"), the opening's profit or loss, its sell-back price and a link to verify
// its roll; keep everything (close) or sell it all back at once. Loaded on demand.
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { OpenedDrop } from '../../shared/contracts/box.ts';
import { displayYuan } from '../../shared/money.ts';
import { sellItems } from '../../lib/actions/box.ts';
import { openingOutcome, priceMultiple } from '../../lib/box/value.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { sumYuan, timesYuan } from '../../lib/money.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { Modal } from '../dialogs/Modal.tsx';
import { ItemName } from '../common/ItemName.tsx';

interface Props {
  drops: readonly OpenedDrop[];
  /** The price of one case (yuan string): each drop's value is shown against it. */
  casePrice: string;
  /**
   * What the opening took from the balance (the answer's `paid`: after a case coupon): the
   * cost shown and the profit or loss reckoned from it. Absent (an answer stored before the field
   * existed): the case price × the number opened.
   */
  paid?: string;
  t: Translator;
  onClose: () => void;
  /** A free case: nothing was paid, so no cost and no profit or loss is shown. */
  free?: boolean;
}

const OUTCOME_STYLE = { profit: 'bg-emerald-400/15 text-emerald-300', loss: 'bg-accent-red/15 text-accent-red', even: 'bg-line text-muted' } as const;

export default function OpenResultDialog({ drops, casePrice, paid, t, onClose, free = false }: Props) {
  const [selling, setSelling] = useState(false);
  const total = sumYuan(drops.map((d) => d.recoveryPrice));
  const value = sumYuan(drops.map((d) => d.price));
  const cost = paid ?? timesYuan(casePrice, drops.length) ?? casePrice;
  const outcome = openingOutcome(drops.map((d) => d.price), cost);
  const single = drops.length === 1;

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
      <ul className={`grid gap-2 ${single ? 'grid-cols-1' : 'grid-cols-2 sm:grid-cols-3'}`}>
        {drops.map((d) => (
          <DropCard key={d.id} drop={d} casePrice={casePrice} single={single} t={t} />
        ))}
      </ul>

      <div className="mt-4 space-y-1.5 rounded-lg bg-bg/60 px-3 py-2 text-sm">
        <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="text-muted">
            {t('result.totalValue')} <span className="font-bold text-ink">¥{displayYuan(value)}</span>
            <span className="mx-1.5 text-line">|</span>
            {free ? t('result.free') : <span data-testid="result-cost">{t('result.cost', { amount: displayYuan(cost) })}</span>}
          </span>
          {!free && (
            <span data-testid="result-outcome" data-kind={outcome.kind} className={`rounded-md px-2 py-0.5 font-bold ${OUTCOME_STYLE[outcome.kind]}`}>
              {outcome.kind === 'even' ? t('result.even') : t(`result.${outcome.kind}`, { amount: displayYuan(outcome.amount) })}
            </span>
          )}
        </p>
        <p className="flex items-center justify-between">
          <span className="text-muted">{t('result.total')}</span>
          <span data-testid="result-total" className="font-bold text-accent-orange">
            ¥{displayYuan(total)}
          </span>
        </p>
      </div>
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

/** One drop: the skin on a glow of its rarity's colour, then rarity and wear, name, value. */
function DropCard({ drop: d, casePrice, single, t }: { drop: OpenedDrop; casePrice: string; single: boolean; t: Translator }) {
  const color = rarityColor(d.rarity?.color);
  const times = priceMultiple(d.price, casePrice);
  const up = times !== null && Number(times) >= 1;
  return (
    <li
      data-testid="result-item"
      data-item-id={d.id}
      data-ornament-id={d.ornamentId}
      data-grade={d.grade}
      className="relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-line border-b-4 bg-surface-2 p-2 sm:p-3"
      style={{ borderBottomColor: color, backgroundImage: `radial-gradient(ellipse at 50% 35%, ${color}55, transparent 65%), linear-gradient(to top, ${color}22, transparent 60%)` }}
    >
      <ItemImage item={d} className={`w-full drop-shadow-[0_8px_16px_rgba(0,0,0,0.6)] ${single ? 'mx-auto aspect-[2/1] max-w-md' : 'aspect-[2/1]'}`} />
      <div className={`mt-2 flex flex-wrap items-center gap-1 ${single ? 'justify-center' : ''}`}>
        <span className="rounded px-1.5 py-px text-[11px] font-bold" style={{ color, backgroundColor: `${color}26` }} data-testid="result-rarity">
          {d.rarity?.name}
        </span>
        <span className="rounded bg-line/70 px-1.5 py-px text-[11px] text-muted" data-testid="result-wear">
          {d.wearName}
        </span>
      </div>
      <span className={`mt-1 truncate font-bold ${single ? 'text-center text-lg' : 'text-sm'}`} style={{ color }} title={d.name}>
        <ItemName name={d.name} />
      </span>
      <span className={`mt-1 flex flex-wrap items-baseline gap-x-2 ${single ? 'justify-center' : 'justify-between'}`}>
        <span className={`font-extrabold text-accent-orange ${single ? 'text-2xl' : 'text-base'}`} title={t('result.value')}>
          ¥{displayYuan(d.price)}
        </span>
        {times !== null && (
          <span data-testid="result-multiple" className={`text-xs font-semibold ${up ? 'text-emerald-300' : 'text-muted'}`}>
            {t('result.times', { times })}
          </span>
        )}
      </span>
      <a
        href={`/provably-fair/verify/${encodeURIComponent(d.rollId)}`}
        data-testid="result-verify"
        className={`mt-1 truncate text-[11px] text-accent-blue hover:underline ${single ? 'text-center' : ''}`}
      >
        {t('result.verify')} · {t('result.ticket', { ticket: d.ticket })}
      </a>
    </li>
  );
}
