// /personal/daily-rewards: today's (China time) deposits, a track across the tiers,
// each tier as a card with its reward and a claim button, and the countdown to the reset at China
// midnight. When the operator turned recharge rewards off (DAILY_REWARDS=off) the page says so.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { DailyRewardsView, DailyTierView } from '../../../shared/contracts/rewards/daily.ts';
import { displayYuan } from '../../../shared/money.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { $dailyClaiming, $dailyFailed, $dailyView, claimDaily, clearDaily, loadDaily } from '../../../lib/rewards/daily.ts';
import { openRecharge } from '../../../lib/actions/wallet.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { CaseArt } from '../../common/CaseArt.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
import { rewardText } from '../reward-text.ts';

/** "hh:mm:ss" until `resetTime`, never below zero. */
export function countdown(resetTime: string, now: number): string {
  const left = Math.max(0, Math.floor((Date.parse(resetTime) - now) / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(left / 3600))}:${two(Math.floor((left % 3600) / 60))}:${two(left % 60)}`;
}

/** How far along the track today's total is: each tier an equal step, linear between tiers. */
export function trackPercent(total: string, mins: readonly string[]): number {
  if (mins.length === 0) return 0;
  const v = Number(total);
  let prev = 0;
  for (let i = 0; i < mins.length; i += 1) {
    const m = Number(mins[i]);
    if (v < m) return Math.round(((i + (v - prev) / (m - prev)) / mins.length) * 100);
    prev = m;
  }
  return 100;
}

export default function DailyRewardsPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const view = useStore($dailyView);
  const failed = useStore($dailyFailed);
  const busy = useStore($dailyClaiming);
  const load = () => void loadDaily();

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void loadDaily();
    return clearDaily;
  }, [mounted, loggedIn]);

  async function claim(tier: DailyTierView) {
    // A refusal was shown by the request client.
    const reward = await claimDaily(tier.id);
    if (reward) toast.success(t('daily_claimed', { reward: rewardText(t, reward) }));
  }

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('daily_loginPrompt')} buttonLabel={t('header.login')} testId="daily-login-prompt" />;
  if (failed) return <LoadFailed t={t} onRetry={load} />;
  if (!view) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!view.enabled) {
    return (
      <div className="card space-y-2 px-4 py-12 text-center" data-testid="daily-off">
        <p className="text-lg font-bold">{t('daily_offTitle')}</p>
        <p className="text-sm text-muted">{t('daily_offBody')}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5" data-testid="daily-page">
      <Summary t={t} view={view} />
      <ol className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {view.tiers.map((tier) => (
          <TierCard key={tier.id} t={t} tier={tier} busy={busy === tier.id} onClaim={() => void claim(tier)} />
        ))}
      </ol>
      <p className="text-xs text-muted">{t('daily_rules')}</p>
    </div>
  );
}

function Summary({ t, view }: { t: Translator; view: DailyRewardsView }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const pct = trackPercent(view.total, view.tiers.map((x) => x.min));
  return (
    <section className="relative overflow-hidden rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-labelledby="daily-total-title">
      <div className="pointer-events-none absolute -right-16 -top-20 size-72 rounded-full bg-accent-orange/20 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute -bottom-24 left-10 size-64 rounded-full bg-accent-purple/20 blur-3xl" aria-hidden="true" />
      <div className="relative space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="daily-total-title" className="text-sm font-semibold text-muted">{t('daily_total')}</h2>
            <p className="text-4xl font-black tabular-nums text-accent-orange">
              ¥<span data-testid="daily-total">{displayYuan(view.total)}</span>
            </p>
          </div>
          <div className="text-end">
            <p className="text-xs text-muted">{t('daily_reset')}</p>
            <p className="font-mono text-xl font-bold tabular-nums" data-testid="daily-countdown">{countdown(view.resetTime, now)}</p>
          </div>
        </div>
        <div className="space-y-2">
          <div
            className="relative h-3 rounded-full bg-surface-2"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-label={t('daily_track')}
            data-testid="daily-track"
          >
            <div className="h-full rounded-full bg-gradient-to-r from-accent-orange via-amber-400 to-amber-200" style={{ width: `${pct}%` }} />
            {view.tiers.map((tier, i) => (
              <span
                key={tier.id}
                className={`absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 ${tier.state > 0 ? 'border-amber-200 bg-accent-orange' : 'border-line bg-surface'}`}
                style={{ left: `${((i + 1) / view.tiers.length) * 100}%` }}
                aria-hidden="true"
              />
            ))}
          </div>
          <div className="relative h-4 text-xs text-muted">
            {view.tiers.map((tier, i) => (
              <span key={tier.id} className="absolute -translate-x-full tabular-nums" style={{ left: `${((i + 1) / view.tiers.length) * 100}%` }}>
                ¥{displayYuan(tier.min)}
              </span>
            ))}
          </div>
        </div>
        <button type="button" className="btn-primary" onClick={openRecharge}>{t('daily_recharge')}</button>
      </div>
    </section>
  );
}

function TierCard({ t, tier, busy, onClaim }: { t: Translator; tier: DailyTierView; busy: boolean; onClaim: () => void }) {
  const tone = tier.state === 1 ? 'border-accent-orange bg-accent-orange/10' : tier.state === 2 ? 'border-line bg-surface-2/70' : 'border-line/70 bg-surface';
  return (
    <li data-testid={`daily-tier-${tier.id}`} data-state={tier.state} className={`flex flex-col gap-3 rounded-xl border p-4 ${tone}`}>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm text-muted">{t('daily_tierMin', { amount: displayYuan(tier.min) })}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${tier.state === 1 ? 'bg-accent-orange text-black' : 'bg-surface-2 text-muted'}`}>
          {t(tier.state === 2 ? 'daily_stateClaimed' : tier.state === 1 ? 'daily_stateReady' : 'daily_stateLocked')}
        </span>
      </div>
      <div className="flex items-center gap-3">
        {tier.reward.boxId !== null && <CaseArt box={{ id: tier.reward.boxId, name: tier.reward.boxName ?? '' }} className="aspect-[5/3] w-20 shrink-0" />}
        <p className="text-lg font-extrabold text-amber-300">{rewardText(t, tier.reward)}</p>
      </div>
      <button
        type="button"
        data-testid={`daily-claim-${tier.id}`}
        className={tier.state === 1 ? 'btn-primary' : 'btn-ghost'}
        disabled={tier.state !== 1 || busy}
        onClick={onClaim}
      >
        {t(tier.state === 2 ? 'daily_stateClaimed' : 'daily_claim')}
      </button>
    </li>
  );
}
