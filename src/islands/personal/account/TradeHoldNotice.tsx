// Why take-backs wait and until when, after a trade-link change (lib/personal/trade-hold.ts):
// under the trade-link field on /personal and in the backpack's take-back dialog.
import { useStore } from '@nanostores/react';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { $tradeHold } from '../../../lib/personal/trade-hold.ts';

export function TradeHoldNotice({ t }: { t: Translator }) {
  const until = useStore($tradeHold);
  if (!until) return null;
  return (
    <p role="status" className="text-xs text-accent-orange" data-testid="trade-hold">
      {t('personal.tradeHold', { until })}
    </p>
  );
}
