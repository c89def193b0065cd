// Small pieces the console's take-back page shares: the state badge and the reason's label.
import type { Translator, UiKey } from '../../../lib/i18n/ui.ts';
import { withdrawStateStyle } from '../../../lib/withdrawal/state-style.ts';
import { WITHDRAW_FAILURES, WITHDRAW_HOLDS } from '../../../shared/withdrawal-constants.ts';

export const STATE_LABEL = [
  'console_withdrawals_state_0', 'console_withdrawals_state_1', 'console_withdrawals_state_2',
  'console_withdrawals_state_3', 'console_withdrawals_state_4', 'console_withdrawals_state_5',
] as const;

export function WithdrawalState({ state, t }: { state: number; t: Translator }) {
  return (
    <span data-testid="withdrawal-state" data-state={state} className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${withdrawStateStyle(state)}`}>
      {t(STATE_LABEL[state] ?? STATE_LABEL[0])}
    </span>
  );
}

const REASONS = new Set<string>([...WITHDRAW_FAILURES, ...WITHDRAW_HOLDS]);

/** The reason's short label, or the raw code for one this page does not know. */
export function reasonLabel(reason: string | null | undefined, t: Translator): string {
  if (!reason) return '—';
  return REASONS.has(reason) ? t(`console_withdrawals_reason_${reason}` as UiKey) : reason;
}
