// What became of the deposit the player just paid (lib/recharge/returned.ts): shown on the record
// centre when a payment page sent them back to it.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $returnedOrder, followReturnedOrder } from '../../lib/recharge/returned.ts';
import { useT } from '../common/hooks.ts';

const TONE = {
  checking: 'border-line bg-surface-2',
  paid: 'border-emerald-400/50 bg-emerald-400/10 text-emerald-200',
  ended: 'border-accent-red/50 bg-accent-red/10',
  pending: 'border-amber-400/40 bg-amber-400/10 text-amber-200',
} as const;

export default function DepositReturned({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const order = useStore($returnedOrder);
  useEffect(() => followReturnedOrder(window.location.search), []);
  if (order.state === 'none') return null;
  return (
    <p role="status" data-testid="deposit-returned" data-state={order.state} className={`rounded-xl border px-4 py-3 text-sm font-semibold ${TONE[order.state]}`}>
      {t(`recharge.returned.${order.state}`, { order: order.orderId })}
    </p>
  );
}
