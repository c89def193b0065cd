// /dream: pick a target from the pool, set the chance, see the fee (recomputed here
// with the server's own formula, src/shared/dream-fee.ts; the server recomputes it again and never
// trusts this one) and the winning range, dream. The dial spins to the server's ticket (at once
// with fast open), the landing sound follows the sound preference, then the result dialog.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import type { Ornament } from '../../shared/contracts/box.ts';
import { displayYuan } from '../../shared/money.ts';
import {
  $dreamConfig, $dreamConfigLoad, $dreamForm, $dreamPhase, $dreamQuote, closeDreamResult, dreamLanded, loadDreamConfig, pickTarget,
} from '../../lib/dream/store.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $prefs, setPref } from '../../lib/stores/prefs.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';
import { DreamChance, DreamGoButton, DreamModeSwitch, DreamStake, DreamSummary } from './DreamControls.tsx';
import { DreamGauge } from './DreamGauge.tsx';
import { DreamPool } from './DreamPool.tsx';

const DreamResultDialog = lazyWithRetry(() => import('./DreamResultDialog.tsx'), 'DreamResultDialog');

export default function DreamView({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { fast, voice } = useStore($prefs);
  const config = useStore($dreamConfig);
  const load = useStore($dreamConfigLoad);
  const { target, mode } = useStore($dreamForm);
  const { effective } = useStore($dreamQuote);
  const phase = useStore($dreamPhase);

  useEffect(() => {
    void loadDreamConfig();
  }, []);

  const staking = mode === 'stake';
  const shown = phase.kind === 'idle' ? null : phase.result;
  const color = rarityColor(target?.rarity?.color);

  function pick(o: Ornament) {
    if (!pickTarget(o)) return;
    // On a phone the pool is below the dial: bring the dial back into view with its new target.
    if (window.innerWidth < 1024) document.querySelector('[data-testid="dream-stage"]')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  if (load === 'failed') return <LoadFailed t={t} onRetry={() => void loadDreamConfig()} className="card space-y-3 px-4 py-12 text-center" />;

  const min = config?.minPpm ?? 10_000;
  const max = config?.maxPpm ?? 750_000;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,32rem)_minmax(0,1fr)] lg:items-start">
      {/* From lg the stage is two columns (target and dial | controls and the dream button): in one
          column the button sat about 975 px down a 1280×800 window (header, live drops and title
          take ~360 px, the 272 px dial and the controls the rest); side by side it ends near 680 px. */}
      <section
        aria-label={t('dream.stage')}
        className="card relative space-y-4 overflow-hidden p-4 sm:p-5 lg:sticky lg:top-20 lg:grid lg:grid-cols-2 lg:gap-x-5 lg:space-y-0"
        data-testid="dream-stage"
        style={{ backgroundImage: `radial-gradient(ellipse at 50% 0%, ${color}2e, transparent 60%)` }}
      >
        <div className="space-y-4">
          <div className="flex items-center gap-3" data-testid="dream-target" data-ornament-id={target?.ornamentId ?? ''}>
            {target ? (
              <>
                <ItemImage item={target} className="aspect-[2/1] w-32 shrink-0 drop-shadow-[0_6px_12px_rgba(0,0,0,0.6)] lg:w-24" />
                <div className="min-w-0">
                  <p className="text-xs text-muted">{t('dream.target')}</p>
                  <ItemNameLines name={target.name} wear={target.wearName} color={color} />
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
            onLanded={dreamLanded}
          />
        </div>

        <div className="space-y-4" data-testid="dream-controls">
          <DreamModeSwitch t={t} />

          {staking ? <DreamStake t={t} /> : <DreamChance t={t} min={min} max={max} />}

          <DreamSummary t={t} />

          <DreamGoButton t={t} />

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
        </div>
      </section>

      <DreamPool t={t} selected={target?.ornamentId ?? null} onPick={pick} />

      {phase.kind === 'result' && (
        <ChunkErrorBoundary lang={lang} onRetry={DreamResultDialog.retry} overlay onDismiss={closeDreamResult}>
          <Suspense fallback={null}>
            <DreamResultDialog result={phase.result} t={t} onClose={closeDreamResult} />
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
