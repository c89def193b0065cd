// "Sell these N items for ¥X?" before anything is sold.
import type { Translator } from '../../lib/i18n/ui.ts';
import { Modal } from '../dialogs/Modal.tsx';

interface Props {
  t: Translator;
  count: number;
  amount: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SellConfirmDialog({ t, count, amount, busy, onConfirm, onCancel }: Props) {
  return (
    <Modal title={t('bag.confirmTitle')} closeLabel={t('common.close')} onClose={onCancel} testId="bag-sell-confirm">
      <p className="text-sm text-muted">{t('bag.confirmText', { count, amount })}</p>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <button type="button" className="btn-ghost" onClick={onCancel} disabled={busy}>
          {t('bag.cancel')}
        </button>
        <button type="submit" data-testid="bag-sell-confirm-ok" className="btn-primary" onClick={onConfirm} disabled={busy}>
          {busy ? t('common.submitting') : t('bag.confirm')}
        </button>
      </div>
    </Modal>
  );
}
