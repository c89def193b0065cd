// Small pieces the console's take-back page shares: the state badge and the reason's label.
import type { Translator, UiKey } from '../../../lib/i18n/ui.ts';

const STATE_STYLE = [
  'bg-accent-blue/15 text-accent-blue',
  'bg-accent-purple/15 text-accent-purple',
  'bg-accent-orange/15 text-accent-orange',
  'bg-emerald-500/15 text-emerald-400',
  'bg-accent-red/15 text-accent-red',
  'bg-amber-400/15 text-amber-300',
];
export const STATE_LABEL = [
  'console_withdrawals_state_0', 'console_withdrawals_state_1', 'console_withdrawals_state_2',
  'console_withdrawals_state_3', 'console_withdrawals_state_4', 'console_withdrawals_state_5',
] as const;

export function WithdrawalState({ state, t }: { state: number; t: Translator }) {
  return (
    <span data-testid="withdrawal-state" data-state={state} className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_STYLE[state] ?? STATE_STYLE[0]}`}>
      {t(STATE_LABEL[state] ?? STATE_LABEL[0])}
    </span>
  );
}

const REASONS = new Set(['declined', 'expired', 'cancelled', 'outOfStock', 'badTradeLink', 'rejected', 'reversed', 'review', 'timeout', 'overdue', 'supplierBalance']);

/** The reason's short label, or the raw code for one this page does not know. */
export function reasonLabel(reason: string | null | undefined, t: Translator): string {
  if (!reason) return '—';
  return REASONS.has(reason) ? t(`console_withdrawals_reason_${reason}` as UiKey) : reason;
}
