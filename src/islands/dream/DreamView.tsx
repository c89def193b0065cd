// /dream (issue 13.3): pick a target from the pool, set the chance, see the fee (recomputed here
// with the server's own formula, src/shared/dream-fee.ts; the server recomputes it again and never
// trusts this one) and the winning range, dream. The dial spins to the server's ticket (at once
// with fast open), the landing sound follows the sound preference, then the result dialog.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import type { BagItem } from '../../shared/contracts/bag.ts';
import type { Ornament } from '../../shared/contracts/box.ts';
import type { DreamConfig, DreamGoResult } from '../../shared/contracts/dream.ts';
import { dreamFee, ppmToPercent, stakeChancePpm } from '../../shared/dream-fee.ts';
import { displayYuan, parseYuan } from '../../shared/money.ts';
import { applyBalance } from '../../lib/actions/wallet.ts';
import { ApiError } from '../../lib/api/client.ts';
import { dreamApi } from '../../lib/api/dream.ts';
import { ERROR_CODE } from '../../lib/api/error-codes.ts';
import { holdOwnDrops, releaseOwnDrops } from '../../lib/feed/store.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { sound } from '../../lib/sound.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { $prefs, setPref } from '../../lib/stores/prefs.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';
import { DreamGauge } from './DreamGauge.tsx';
import { DreamPool } from './DreamPool.tsx';
import { StakePicker } from './StakePicker.tsx';

const DreamResultDialog = lazyWithRetry(() => import('./DreamResultDialog.tsx'), 'DreamResultDialog');

const PRESETS = [10, 25, 50, 75];
const STEP = 100; // 0.01 %

type Phase = { kind: 'idle' } | { kind: 'rolling'; result: DreamGoResult } | { kind: 'result'; result: DreamGoResult };

export default function DreamView({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const { fast, voice } = useStore($prefs);
  const [config, setConfig] = useState<DreamConfig | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [target, setTarget] = useState<Ornament | null>(null);
  const [chance, setChance] = useState(500_000);
  const [busy, setBusy] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [mode, setMode] = useState<'fee' | 'stake'>('fee');
  const [stakeIds, setStakeIds] = useState<string[]>([]);
  const [stakeItems, setStakeItems] = useState<BagItem[]>([]);
  const [bagVersion, setBagVersion] = useState(0);

  useEffect(() => {
    setFailed(false);
    dreamApi.config().then(
      (c) => {
        setConfig(c);
        setChance((v) => Math.min(c.maxPpm, Math.max(c.minPpm, v)));
      },
      () => setFailed(true),
    );
  }, [attempt]);

  const fee = useMemo(() => {
    const price = target ? parseYuan(target.price) : null;
    return config && price !== null ? dreamFee(price, chance, config.edgePpm) : null;
  }, [config, target, chance]);

  // Stake mode: the items' value buys the chance, by the server's formula.
  const stake = useMemo(() => {
    const price = target ? parseYuan(target.price) : null;
    const value = stakeItems.reduce((sum, i) => sum + (parseYuan(i.price) ?? 0n), 0n);
    if (!config || price === null || stakeItems.length === 0) return { value, chancePpm: 0, problem: null as string | null };
    if (value > price) return { value, chancePpm: 0, problem: 'dream.stakeTooHigh' };
    const chancePpm = stakeChancePpm(value, price, config.edgePpm, config.maxPpm);
    return { value, chancePpm, problem: chancePpm < config.minPpm ? 'dream.stakeTooLow' : null };
  }, [config, target, stakeItems]);
  const staking = mode === 'stake';
  const effective = staking ? stake.chancePpm : chance;
  const canGo = staking ? stakeIds.length > 0 && stake.problem === null && stake.chancePpm > 0 : fee !== null;

  const rolling = phase.kind === 'rolling';
  const shown = phase.kind === 'idle' ? null : phase.result;
  const color = rarityColor(target?.rarity?.color);

  async function go() {
    if (!target || busy || rolling) return;
    setBusy(true);
    try {
      const result = await dreamApi.go(staking ? { targetId: target.ornamentId, stakeIds } : { targetId: target.ornamentId, chancePpm: chance });
      applyBalance(result.balance);
      if (staking) {
        // The staked items have left the backpack.
        setStakeIds([]);
        setStakeItems([]);
        setBagVersion((v) => v + 1);
      }
      if (result.item && !fast) holdOwnDrops([result.item.id]);
      sound.open();
      setPhase({ kind: 'rolling', result });
    } catch (err) {
      if (err instanceof ApiError && err.status === ERROR_CODE.INSUFFICIENT_BALANCE) openDialog('recharge');
    } finally {
      setBusy(false);
    }
  }

  function landed() {
    setPhase((p) => {
      if (p.kind !== 'rolling') return p;
      if (p.result.item) releaseOwnDrops([p.result.item.id]);
      if (p.result.won) sound.win(p.result.target.grade);
      else sound.tick();
      return { kind: 'result', result: p.result };
    });
  }

  function pick(o: Ornament) {
    if (rolling) return;
    setTarget(o);
    // On a phone the pool is below the dial: bring the dial back into view with its new target.
    if (window.innerWidth < 1024) document.querySelector('[data-testid="dream-stage"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  if (failed) return <LoadFailed t={t} onRetry={() => setAttempt((n) => n + 1)} className="card space-y-3 px-4 py-12 text-center" />;

  const min = config?.minPpm ?? 10_000;
  const max = config?.maxPpm ?? 750_000;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <section
        aria-label={t('dream.stage')}
        className="card relative space-y-4 overflow-hidden p-4 sm:p-5 lg:sticky lg:top-20"
        data-testid="dream-stage"
        style={{ backgroundImage: `radial-gradient(ellipse at 50% 0%, ${color}2e, transparent 60%)` }}
      >
        <div className="flex items-center gap-3" data-testid="dream-target" data-ornament-id={target?.ornamentId ?? ''}>
          {target ? (
            <>
              <ItemImage item={target} className="aspect-[2/1] w-32 shrink-0 drop-shadow-[0_6px_12px_rgba(0,0,0,0.6)]" />
              <div className="min-w-0">
                <p className="text-xs text-muted">{t('dream.target')}</p>
                <p className="truncate font-bold" style={{ color }} title={target.name}>{target.name}</p>
                <p className="text-lg font-extrabold text-accent-orange">¥{displayYuan(target.price)}</p>
              </div>
            </>
          ) : (
            <p className="w-full rounded-lg border border-dashed border-line px-3 py-5 text-center text-sm text-muted" data-testid="dream-pick-hint">
              {t('dream.pickHint')}
            </p>
          )}
        </div>

        <DreamGauge
          t={t}
          chancePpm={shown?.chancePpm ?? effective}
          color={color}
          ticket={shown?.ticket ?? null}
          rollKey={shown?.rollId ?? null}
          won={shown?.won ?? null}
          fast={fast}
          onLanded={landed}
        />

        {mounted && loggedIn && (
          <div role="radiogroup" aria-label={t('dream.payWith')} className="grid grid-cols-2 gap-1 rounded-lg border border-line bg-bg p-1" data-testid="dream-mode">
            {(['fee', 'stake'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="radio"
                aria-checked={mode === m}
                disabled={rolling}
                onClick={() => setMode(m)}
                data-testid={`dream-mode-${m}`}
                className="rounded-md py-1.5 text-sm font-semibold text-muted aria-checked:bg-accent-orange aria-checked:text-black"
              >
                {t(m === 'fee' ? 'dream.modeFee' : 'dream.modeStake')}
              </button>
            ))}
          </div>
        )}

        {staking ? (
          <div className="space-y-2">
            <StakePicker key={bagVersion} t={t} selected={stakeIds} disabled={rolling} onChange={(ids, items) => { setStakeIds(ids); setStakeItems(items); }} />
            {stake.problem && (
              <p className="text-sm text-accent-red" role="alert" data-testid="dream-stake-problem">
                {t(stake.problem === 'dream.stakeTooHigh' ? 'dream.stakeTooHigh' : 'dream.stakeTooLow', { min: config?.minPercent ?? 1 })}
              </p>
            )}
          </div>
        ) : (
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
        )}

        <dl className="grid grid-cols-2 gap-y-1 rounded-lg bg-bg/60 px-3 py-2 text-sm">
          <dt className="text-muted">{t('dream.winRange')}</dt>
          <dd className="text-end font-mono tabular-nums" data-testid="dream-win-range">{effective > 0 ? t('box.tickets', { from: 1, to: effective }) : '—'}</dd>
          {staking ? (
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

        {mounted && !loggedIn ? (
          <LoginPrompt message={t('dream.loginPrompt')} buttonLabel={t('header.login')} testId="dream-login-prompt" className="flex flex-col items-center gap-2 rounded-xl border border-line bg-bg px-6 py-3" />
        ) : (
          <button type="button" data-testid="dream-go" className="btn-primary w-full py-3 text-base" disabled={!target || !config || busy || rolling || !canGo} onClick={() => void go()}>
            {busy || rolling
              ? t('dream.rolling')
              : !target
                ? t('dream.goPick')
                : staking
                  ? t('dream.goStake', { count: stakeIds.length })
                  : t('dream.go', { amount: displayYuan(fee ?? 0n) })}
          </button>
        )}

        <div className="flex items-center justify-center gap-5 text-sm">
          <Toggle label={t('box.fastOpen')} checked={fast} onChange={(v) => setPref('fast', v)} testId="fast-open-toggle" />
          <Toggle label={t('box.voice')} checked={voice} onChange={(v) => setPref('voice', v)} testId="voice-toggle" />
        </div>
        {config && (
          <p className="text-center text-xs text-muted" data-testid="dream-rules">
            {t('dream.rules', { min: config.minPercent, max: config.maxPercent, edge: config.edgePercent })}{' '}
            <a href="/provably-fair" className="text-accent-blue hover:underline">{t('dream.fairLink')}</a>
          </p>
        )}
      </section>

      <DreamPool t={t} selected={target?.ornamentId ?? null} onPick={pick} />

      {phase.kind === 'result' && (
        <ChunkErrorBoundary lang={lang} onRetry={DreamResultDialog.retry} overlay onDismiss={() => setPhase({ kind: 'idle' })}>
          <Suspense fallback={null}>
            <DreamResultDialog result={phase.result} t={t} onClose={() => setPhase({ kind: 'idle' })} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
    </div>
  );
}

function Toggle({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (v: boolean) => void; testId: string }) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-muted select-none">
      <input type="checkbox" role="switch" data-testid={testId} checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-accent-orange" />
      {label}
    </label>
  );
}
