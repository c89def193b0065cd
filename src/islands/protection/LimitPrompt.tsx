// The first-deposit question, in the recharge dialog: while the player has no limit and
// has not skipped it lately (askAtDeposit), a small panel offers to set a daily deposit limit now;
// "not now" is remembered (asked again LIMIT_PROMPT_AGAIN_DAYS later).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { Translator } from '../../lib/i18n/ui.ts';
import { $limitPromptAsk, limitInput, openLimitPrompt, setPromptLimit, skipLimitPrompt } from '../../lib/protection/limits.ts';
import { useBusyAction } from '../common/hooks.ts';

export function LimitPrompt({ t }: { t: Translator }) {
  const ask = useStore($limitPromptAsk);
  const [amount, setAmount] = useState('');
  const [busy, run] = useBusyAction();
  useEffect(() => openLimitPrompt(), []);
  if (!ask) return null;
  const value = limitInput(amount);
  const valid = value !== null && value !== '';

  const set = () => run(async () => {
    if (!valid) return;
    if (await setPromptLimit(value)) toast.success(t('limits_prompt_done'));
  });
  const skip = () => run(skipLimitPrompt);

  return (
    <div className="rounded-xl border border-accent-blue/40 bg-accent-blue/10 px-4 py-3" data-testid="limit-prompt">
      <p className="font-semibold">{t('limits_prompt_title')}</p>
      <p className="text-xs text-muted">{t('limits_prompt_text')}</p>
      <div className="mt-2 flex gap-2">
        <div className="relative flex-1">
          <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted">¥</span>
          <input
            data-testid="limit-amount"
            aria-label={t('limits_amountLabel')}
            className="input ps-7 tabular-nums"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={(amount.trim() !== '' && !valid) || undefined}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => {
              // Enter here sets the limit; it must not submit the recharge form around it.
              if (e.key === 'Enter') {
                e.preventDefault();
                void set();
              }
            }}
          />
        </div>
        <button type="button" className="btn-primary px-4" data-testid="limit-save" disabled={busy || !valid} onClick={() => void set()}>
          {t('limits_prompt_set')}
        </button>
        <button type="button" className="btn-ghost px-3" data-testid="limit-skip" disabled={busy} onClick={() => void skip()}>
          {t('limits_prompt_skip')}
        </button>
      </div>
    </div>
  );
}
