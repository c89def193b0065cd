// The recharge dialog's pay code (WeChat Native): the QR, the amount, and a poll of the order
// every few seconds (src/lib/recharge/store.ts) until it is paid (a toast, the balance refreshed
// as after any deposit, the dialog closed) or cancelled or expired (said so). Closing the dialog
// unmounts this: no more polls.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { displayYuan } from '../../shared/money.ts';
import { $rechargeForm, followPayOrder } from '../../lib/recharge/store.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { QrCode } from '../personal/promo/QrCode.tsx';

export { PAY_POLL_MS } from '../../lib/recharge/store.ts';

interface Props {
  t: Translator;
  orderId: string;
  codeUrl: string;
  /** What is paid, in yuan ("100.00"). */
  amount: string;
  onAgain: () => void;
}

export function RechargeQr({ t, orderId, codeUrl, amount, onAgain }: Props) {
  const { qrEnded: ended } = useStore($rechargeForm);

  useEffect(
    () => followPayOrder(orderId, () => toast.success(t('recharge.qrPaid', { amount: displayYuan(amount) }), { id: `recharge-paid-${orderId}` })),
    [orderId, amount, t],
  );

  return (
    <div className="flex flex-col items-center gap-3 py-2 text-center" data-testid="recharge-qr">
      <h3 className="font-bold">{t('recharge.qrTitle')}</h3>
      <p className="text-lg font-bold text-accent-orange" data-testid="recharge-qr-amount">{t('recharge.qrAmount', { amount: displayYuan(amount) })}</p>
      {ended === null ? (
        <>
          <QrCode text={codeUrl} label={t('recharge.qrScan')} testId="recharge-qr-code" className="size-48 p-2" />
          <p className="text-sm">{t('recharge.qrScan')}</p>
          <p className="text-xs text-muted" role="status">{t('recharge.qrWaiting')}</p>
        </>
      ) : (
        <>
          <p role="alert" className="text-accent-red">{t(ended === 'cancelled' ? 'recharge.qrCancelled' : 'recharge.qrExpired')}</p>
          <button type="button" className="btn-primary" onClick={onAgain}>{t('recharge.qrAgain')}</button>
        </>
      )}
    </div>
  );
}
