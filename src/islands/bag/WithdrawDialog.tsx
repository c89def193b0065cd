// "Take these skins back to Steam?" (取回): the chosen items with their value, the trade
// link they go to (asked for here first when none is set), the 12-hour promise and Steam Trade
// Protection's note. Loaded only when a player opens it (it validates the link with the shared
// zod schema, which the backpack's first load should not carry).
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { TRADE_PROTECTION_DAYS, WITHDRAW_PROMISE_HOURS } from '../../shared/withdrawal-constants.ts';
import { displayYuan } from '../../shared/money.ts';
import { sumYuan } from '../../lib/money.ts';
import { newWithdrawKey, requestWithdrawal } from '../../lib/bag/withdraw.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { $user } from '../../lib/stores/user.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { Modal } from '../dialogs/Modal.tsx';
import { TradeHoldNotice } from '../personal/account/TradeHoldNotice.tsx';
import { TradeUrlField } from '../personal/account/TradeUrlField.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  items: readonly BagItem[];
  /** Called with the ids that left the backpack. */
  onDone: (ids: string[]) => void;
  onCancel: () => void;
}

export default function WithdrawDialog({ lang, t, items, onDone, onCancel }: Props) {
  const user = useStore($user);
  const [busy, setBusy] = useState(false);
  // One key per dialog: a second press after a lost answer is the same request, not a new one.
  const key = useRef(newWithdrawKey());
  const tradeUrl = user?.tradeUrl ?? '';
  const total = sumYuan(items.map((i) => i.recoveryPrice));

  async function confirm() {
    if (busy || !tradeUrl) return;
    setBusy(true);
    if (await requestWithdrawal(items.map((i) => i.id), key.current)) onDone(items.map((i) => i.id));
    // A refusal was toasted by the request client, in the reader's language; the dialog stays for another try.
    else setBusy(false);
  }

  return (
    <Modal title={t('withdraw_title')} closeLabel={t('common.close')} onClose={busy ? () => undefined : onCancel} testId="withdraw-dialog" wide>
      <div className="space-y-4 text-sm">
        <ul className="max-h-56 space-y-1.5 overflow-y-auto pe-1" data-testid="withdraw-items">
          {items.map((item) => {
            const color = rarityColor(item.rarity?.color);
            return (
              <li
                key={item.id}
                data-testid="withdraw-item"
                data-item-id={item.id}
                className="flex items-center gap-3 rounded-lg border border-line bg-bg/60 px-2 py-1.5"
                style={{ borderInlineStartColor: color, borderInlineStartWidth: 3 }}
              >
                <ItemImage item={item} className="aspect-[2/1] w-16 shrink-0" />
                <ItemNameLines name={item.name} wear={item.wearName} color={color} className="flex-1" />
                <span className="shrink-0 font-semibold tabular-nums text-accent-orange">¥{displayYuan(item.recoveryPrice)}</span>
              </li>
            );
          })}
        </ul>
        <p className="flex items-center justify-between border-t border-line pt-3" data-testid="withdraw-total" data-total={total}>
          <span className="text-muted">{t('withdraw_total', { count: items.length })}</span>
          <span className="text-base font-bold tabular-nums text-accent-orange">¥{displayYuan(total)}</span>
        </p>

        {tradeUrl ? (
          <div className="space-y-1 rounded-lg bg-surface-2 px-3 py-2">
            <p className="flex items-center justify-between gap-2 text-xs text-muted">
              {t('withdraw_tradeUrlTo')}
              <a href="/personal" className="text-accent-blue hover:underline">
                {t('withdraw_tradeUrlChange')}
              </a>
            </p>
            <p className="break-all font-mono text-xs" data-testid="withdraw-trade-url">
              {tradeUrl}
            </p>
            <TradeHoldNotice t={t} />
          </div>
        ) : (
          <div className="space-y-2 rounded-lg border border-accent-orange/50 bg-accent-orange/10 p-3" data-testid="withdraw-trade-url-needed">
            <p className="font-semibold text-accent-orange">{t('withdraw_tradeUrlNeeded')}</p>
            <TradeUrlField id="withdraw-trade-url" lang={lang} t={t} initial="" submitLabel={t('withdraw_tradeUrlSave')} />
          </div>
        )}

        {user && !user.realNameVerified ? (
          <p className="rounded-lg bg-accent-red/10 px-3 py-2 text-xs text-accent-red" data-testid="withdraw-verify-needed">
            {t('withdraw_verifyNeeded')}{' '}
            <a href="/personal" className="font-semibold underline">
              {t('withdraw_verifyGo')}
            </a>
          </p>
        ) : null}

        <ul className="list-disc space-y-1 ps-5 text-xs text-muted" data-testid="withdraw-notes">
          <li data-testid="withdraw-promise">{t('withdraw_promise', { hours: WITHDRAW_PROMISE_HOURS })}</li>
          <li>{t('withdraw_protection', { days: TRADE_PROTECTION_DAYS })}</li>
          <li>{t('withdraw_noCancel')}</li>
        </ul>

        <div className="grid grid-cols-2 gap-2">
          <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
            {t('bag.cancel')}
          </button>
          <button type="button" data-testid="withdraw-confirm" className="btn-primary" onClick={() => void confirm()} disabled={busy || !tradeUrl}>
            {busy ? t('common.submitting') : t('withdraw_confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
