// The dream stage's controls: how to pay (fee or stake), the chance slider or the stake picker,
// the summary (winning range, fee or stake value) and the dream button. Each reads the dream
// stores (src/lib/dream/store.ts) and calls their actions.
import { useStore } from '@nanostores/react';
import { ppmToPercent } from '../../shared/dream-fee.ts';
import { displayYuan } from '../../shared/money.ts';
import { $dreamBusy, $dreamConfig, $dreamForm, $dreamPhase, $dreamQuote, dream, setChance, setDreamMode } from '../../lib/dream/store.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { useMounted } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { StakePicker } from './StakePicker.tsx';

const PRESETS = [10, 25, 50, 75];
const STEP = 100; // 0.01 %

function useRolling(): boolean {
  return useStore($dreamPhase).kind === 'rolling';
}

export function DreamModeSwitch({ t }: { t: Translator }) {
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const { mode } = useStore($dreamForm);
  const rolling = useRolling();
  if (!(mounted && loggedIn)) return null;
  return (
    <div role="radiogroup" aria-label={t('dream.payWith')} className="grid grid-cols-2 gap-1 rounded-lg border border-line bg-bg p-1" data-testid="dream-mode">
      {(['fee', 'stake'] as const).map((m) => (
        <button
          key={m}
          type="button"
          role="radio"
          aria-checked={mode === m}
          disabled={rolling}
          onClick={() => setDreamMode(m)}
          data-testid={`dream-mode-${m}`}
          className="rounded-md py-1.5 text-sm font-semibold text-muted aria-checked:bg-accent-orange aria-checked:text-black"
        >
          {t(m === 'fee' ? 'dream.modeFee' : 'dream.modeStake')}
        </button>
      ))}
    </div>
  );
}

export function DreamStake({ t }: { t: Translator }) {
  const config = useStore($dreamConfig);
  const { bagVersion } = useStore($dreamForm);
  const { stake } = useStore($dreamQuote);
  const rolling = useRolling();
  return (
    <div className="space-y-2">
      <StakePicker key={bagVersion} t={t} disabled={rolling} />
      {stake.problem && (
        <p className="text-sm text-accent-red" role="alert" data-testid="dream-stake-problem">
          {t(stake.problem === 'dream.stakeTooHigh' ? 'dream.stakeTooHigh' : 'dream.stakeTooLow', { min: config?.minPercent ?? 1 })}
        </p>
      )}
    </div>
  );
}

export function DreamChance({ t, min, max }: { t: Translator; min: number; max: number }) {
  const { chance } = useStore($dreamForm);
  const rolling = useRolling();
  return (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between">
        <label htmlFor="dream-chance" className="text-sm text-muted">{t('dream.chance')}</label>
        <span className="text-xl font-extrabold tabular-nums" data-testid="dream-chance-value">{ppmToPercent(chance)}%</span>
      </div>
      <input
        id="dream-chance"
        type="range"
        min={min}
        max={max}
        step={STEP}
        value={chance}
        disabled={rolling}
        onChange={(e) => setChance(Number(e.target.value))}
        data-testid="dream-chance"
        className="w-full accent-accent-orange"
        aria-valuetext={`${ppmToPercent(chance)}%`}
      />
      <div className="flex justify-between gap-1">
        {PRESETS.filter((p) => p * 10_000 >= min && p * 10_000 <= max).map((p) => (
          <button
            key={p}
            type="button"
            disabled={rolling}
            onClick={() => setChance(p * 10_000)}
            data-testid={`dream-preset-${p}`}
            className={`flex-1 rounded-md border px-2 py-1 text-xs font-semibold ${chance === p * 10_000 ? 'border-accent-orange text-accent-orange' : 'border-line text-muted hover:text-ink'}`}
          >
            {p}%
          </button>
        ))}
      </div>
    </div>
  );
}

export function DreamSummary({ t }: { t: Translator }) {
  const { mode } = useStore($dreamForm);
  const { fee, stake, effective } = useStore($dreamQuote);
  return (
    <dl className="grid grid-cols-2 gap-y-1 rounded-lg bg-bg/60 px-3 py-2 text-sm">
      <dt className="text-muted">{t('dream.winRange')}</dt>
      <dd className="text-end font-mono tabular-nums" data-testid="dream-win-range">{effective > 0 ? t('box.tickets', { from: 1, to: effective }) : '—'}</dd>
      {mode === 'stake' ? (
        <>
          <dt className="text-muted">{t('dream.chance')}</dt>
          <dd className="text-end font-bold tabular-nums" data-testid="dream-stake-chance">{stake.chancePpm > 0 ? `${ppmToPercent(stake.chancePpm)}%` : '—'}</dd>
          <dt className="text-muted">{t('dream.stakeValue')}</dt>
          <dd className="text-end text-lg font-extrabold text-accent-orange tabular-nums" data-testid="dream-stake-value">¥{displayYuan(stake.value)}</dd>
        </>
      ) : (
        <>
          <dt className="text-muted">{t('dream.fee')}</dt>
          <dd className="text-end text-lg font-extrabold text-accent-orange tabular-nums" data-testid="dream-fee">
            {fee === null ? '—' : `¥${displayYuan(fee)}`}
          </dd>
        </>
      )}
    </dl>
  );
}

export function DreamGoButton({ t }: { t: Translator }) {
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const config = useStore($dreamConfig);
  const { target, mode, stakeIds } = useStore($dreamForm);
  const { fee, canGo } = useStore($dreamQuote);
  const busy = useStore($dreamBusy);
  const rolling = useRolling();
  if (mounted && !loggedIn) {
    return <LoginPrompt message={t('dream.loginPrompt')} buttonLabel={t('header.login')} testId="dream-login-prompt" className="flex flex-col items-center gap-2 rounded-xl border border-line bg-bg px-6 py-3" />;
  }
  return (
    <button type="button" data-testid="dream-go" className="btn-primary w-full py-3 text-base" disabled={!target || !config || busy || rolling || !canGo} onClick={() => void dream()}>
      {busy || rolling
        ? t('dream.rolling')
        : !target
          ? t('dream.goPick')
          : mode === 'stake'
            ? t('dream.goStake', { count: stakeIds.length })
            : t('dream.go', { amount: displayYuan(fee ?? 0n) })}
    </button>
  );
}
