// What a dream gave: on a win the target, large, with keep (it is already in the backpack) or sell
// back; on a miss, plainly, the ticket against the winning range, "close" only when it was
// (lib/dream/outcome.ts), and stopping offered as prominently as another try. Both link the roll's
// verify page.
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { DreamGoResult } from '../../shared/contracts/dream.ts';
import { displayYuan } from '../../shared/money.ts';
import { sellItems } from '../../lib/actions/box.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ticketText, wasClose } from '../../lib/dream/outcome.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { Modal } from '../dialogs/Modal.tsx';
import { ItemName } from '../common/ItemName.tsx';

interface Props {
  result: DreamGoResult;
  t: Translator;
  onClose: () => void;
}

export default function DreamResultDialog({ result, t, onClose }: Props) {
  const [selling, setSelling] = useState(false);
  const item = result.item;
  const shown = item ?? result.target;
  const color = rarityColor(shown.rarity?.color);

  async function sell() {
    if (!item) return;
    setSelling(true);
    try {
      const r = await sellItems([item.id]);
      toast.success(t('result.sold', { amount: displayYuan(r.amount) }));
      onClose();
    } catch {
      setSelling(false);
    }
  }

  return (
    <Modal title={result.won ? t('dream.won') : t(wasClose(result.ticket, result.winFrom, result.winTo, result.tickets) ? 'dream.lostClose' : 'dream.lost')} closeLabel={t('common.close')} onClose={onClose} testId="dream-result" wide>
      <div data-testid="dream-result-body" data-won={String(result.won)} data-ticket={result.ticket} data-item-id={item?.id ?? ''} className="space-y-4">
        <div
          className={`relative flex flex-col items-center overflow-hidden rounded-xl border border-line border-b-4 bg-surface-2 p-3 ${result.won ? '' : 'opacity-70 grayscale-[60%]'}`}
          style={{ borderBottomColor: color, backgroundImage: `radial-gradient(ellipse at 50% 35%, ${color}55, transparent 65%)` }}
        >
          <ItemImage item={shown} className="mx-auto aspect-[2/1] w-full max-w-sm drop-shadow-[0_8px_16px_rgba(0,0,0,0.6)]" />
          <span className="mt-2 rounded px-1.5 py-px text-[11px] font-bold" style={{ color, backgroundColor: `${color}26` }}>
            {shown.rarity?.name} · {shown.wearName}
          </span>
          <span className="mt-1 text-center text-lg font-bold" style={{ color }}>
            <ItemName name={shown.name} />
          </span>
          <span className="text-2xl font-extrabold text-accent-orange">¥{displayYuan(shown.price)}</span>
        </div>

        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-bg/60 px-3 py-2 text-sm">
          <dt className="text-muted">{t('dream.ticket')}</dt>
          <dd className={`text-end font-mono font-bold tabular-nums ${result.won ? 'text-emerald-300' : 'text-accent-red'}`} data-testid="dream-result-ticket">
            {result.ticket}
          </dd>
          <dt className="text-muted">{t('dream.winRange')}</dt>
          <dd className="text-end font-mono tabular-nums">{t('box.tickets', { from: result.winFrom, to: result.winTo })}</dd>
          <dt className="text-muted">{result.stakeValue !== '0.00' ? t('dream.stakeValue') : t('dream.fee')}</dt>
          <dd className="text-end tabular-nums">¥{displayYuan(result.stakeValue !== '0.00' ? result.stakeValue : result.fee)}</dd>
        </dl>
        {!result.won && (
          <p className="text-center text-sm" data-testid="dream-result-told">
            {t('dream.lostDetail', { ticket: ticketText(result.ticket), from: ticketText(result.winFrom), to: ticketText(result.winTo) })}
          </p>
        )}
        <p className="text-center text-sm">
          <a href={`/provably-fair/verify/dream/${result.rollId}`} className="text-accent-blue hover:underline" data-testid="dream-verify-link">
            {t('result.verify')} →
          </a>
        </p>

        {item ? (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" data-testid="dream-keep" className="btn-ghost" onClick={onClose} disabled={selling}>
              {t('result.keep')}
            </button>
            <button type="button" data-testid="dream-sell" className="btn-primary" onClick={() => void sell()} disabled={selling}>
              {selling ? t('result.selling') : t('result.sell', { amount: displayYuan(item.recoveryPrice) })}
            </button>
          </div>
        ) : (
          // Stopping first and as large as trying again: the next action is never the bigger one.
          <div className="space-y-2">
            <div className="grid grid-cols-2 gap-2">
              <button type="button" data-testid="dream-stop" className="btn-ghost" onClick={() => { onClose(); window.location.assign('/home'); }}>
                {t('dream.stop')}
              </button>
              <button type="button" data-testid="dream-again" className="btn-ghost" onClick={onClose}>
                {t('dream.again')}
              </button>
            </div>
            <p className="text-center text-xs">
              <a href="/personal/protection" className="text-muted hover:underline" data-testid="dream-limits">
                {t('dream.setLimits')} →
              </a>
            </p>
          </div>
        )}
      </div>
    </Modal>
  );
}
