// /personal/promo (推广中心, the spec's screen and its "Promotion" fields): exactly the spec's fields — own
// code, link (copy + QR), parent code, level, rebate ratio, next-level experience, promoted user
// count, their cumulative purchases, cumulative reward — plus the level table, the players this
// partner brought (masked) and the rebates their spending paid, both paged.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { PromotionInfo } from '../../../shared/contracts/promotion.ts';
import { displayYuan } from '../../../shared/money.ts';
import { promoInfo } from '../../../lib/personal/pages.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { progressPercent, remainingYuan } from '../../../lib/progress.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
import { PromoLink } from './PromoLink.tsx';
import { PromotedList, RebateList } from './PromoLists.tsx';

export default function PromoPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const info = useStore(promoInfo.$data);
  const failed = useStore(promoInfo.$failed);
  const load = () => void promoInfo.load();

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void promoInfo.load();
    return () => promoInfo.clear();
  }, [mounted, loggedIn]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('promo_loginPrompt')} buttonLabel={t('header.login')} testId="promo-login-prompt" />;
  if (failed) return <LoadFailed t={t} onRetry={load} />;
  if (!info) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;

  return (
    <div className="flex flex-col gap-5" data-testid="promo-page">
      <PromoLink t={t} info={info} />
      <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
        <LevelCard t={t} info={info} />
        <Totals t={t} info={info} />
      </div>
      <LevelTable t={t} info={info} />
      <PromotedList t={t} />
      <RebateList t={t} />
    </div>
  );
}

function LevelCard({ t, info }: { t: Translator; info: PromotionInfo }) {
  const current = info.levels.find((l) => l.level === info.level);
  const pct = progressPercent(info.experience, current?.minPurchases ?? '0', info.nextLevelExperience);
  return (
    <section className="card relative overflow-hidden p-4 sm:p-5" aria-labelledby="promo-level-title">
      <div className="pointer-events-none absolute -right-10 -top-12 size-40 rounded-full bg-accent-orange/15 blur-2xl" aria-hidden="true" />
      <h2 id="promo-level-title" className="relative text-sm font-semibold text-muted">
        {t('promo_levelTitle')}
      </h2>
      <div className="relative mt-2 flex flex-wrap items-end gap-x-6 gap-y-2">
        <p className="flex items-baseline gap-1">
          <span className="text-sm text-muted">{t('promo_level')}</span>
          <span data-testid="promo-level" className="text-3xl font-black text-accent-orange">
            {t('promo_levelShort', { level: info.level })}
          </span>
        </p>
        <p className="flex items-baseline gap-1">
          <span className="text-sm text-muted">{t('promo_ratio')}</span>
          <span data-testid="promo-ratio" className="text-2xl font-extrabold text-amber-300">
            {info.ratio}%
          </span>
        </p>
      </div>
      <div className="relative mt-4 space-y-1.5">
        <div className="flex justify-between gap-2 text-xs text-muted">
          <span>{t('promo_experience')}</span>
          <span data-testid="promo-experience" className="tabular-nums">
            ¥{displayYuan(info.experience)}
            {info.nextLevelExperience !== null && <> / ¥{displayYuan(info.nextLevelExperience)}</>}
          </span>
        </div>
        <div
          className="h-2.5 overflow-hidden rounded-full bg-surface-2"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct}
          aria-label={t('promo_experience')}
          data-testid="promo-progress"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-accent-orange to-amber-300" style={{ width: `${pct}%` }} />
        </div>
        <p className="text-xs text-muted" data-testid="promo-next">
          {info.nextLevelExperience === null
            ? t('promo_topLevel')
            : t('promo_nextLevel', { amount: displayYuan(remainingYuan(info.experience, info.nextLevelExperience)), level: info.level + 1 })}
        </p>
      </div>
    </section>
  );
}

function Totals({ t, info }: { t: Translator; info: PromotionInfo }) {
  const owed = Number(info.owed) > 0;
  const pending = Number(info.pending) > 0;
  const awaiting = Number(info.awaitingStart) > 0;
  return (
    <section className="card grid grid-cols-3 gap-2 p-4 sm:p-5" aria-label={t('promo_totals')}>
      <Stat label={t('promo_promotedCount')} testId="promo-promoted-count" value={String(info.promotedCount)} />
      <Stat label={t('promo_purchases')} testId="promo-purchases" value={`¥${displayYuan(info.purchases)}`} />
      <Stat label={t('promo_reward')} testId="promo-reward" value={`¥${displayYuan(info.reward)}`} accent />
      {owed && (
        <p data-testid="promo-owed" className="col-span-3 rounded-lg border border-accent-red/40 bg-accent-red/10 px-3 py-2 text-xs text-ink">
          {t('promo_owed', { amount: displayYuan(info.owed) })}
        </p>
      )}
      {pending && (
        <p data-testid="promo-pending" className="col-span-3 rounded-lg border border-line bg-surface-2/60 px-3 py-2 text-xs text-ink">
          {t('promo_pending', { amount: displayYuan(info.pending) })}
        </p>
      )}
      {awaiting && (
        <p data-testid="promo-awaiting" className="col-span-3 rounded-lg border border-line bg-surface-2/60 px-3 py-2 text-xs text-ink">
          {t('promo_awaitingStart', { amount: displayYuan(info.awaitingStart) })}
        </p>
      )}
      <p className="col-span-3 text-xs text-muted">{t('promo_rewardNote')}</p>
    </section>
  );
}

function Stat({ label, value, testId, accent = false }: { label: string; value: string; testId: string; accent?: boolean }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface-2/60 px-2 py-3 text-center">
      <p data-testid={testId} className={`truncate text-lg font-extrabold tabular-nums sm:text-xl ${accent ? 'text-accent-orange' : ''}`}>
        {value}
      </p>
      <p className="mt-0.5 text-xs text-muted">{label}</p>
    </div>
  );
}

function LevelTable({ t, info }: { t: Translator; info: PromotionInfo }) {
  return (
    <section className="card overflow-hidden" aria-labelledby="promo-table-title">
      <h2 id="promo-table-title" className="border-b border-line px-4 py-3 font-bold">
        {t('promo_levelTable')}
      </h2>
      <p className="px-4 pt-3 text-xs text-muted">{t('promo_levelTableNote')}</p>
      <div className="grid max-w-3xl grid-cols-[auto_1fr_auto] px-4 py-3 text-sm">
        <span className="pb-2 pe-4 text-xs text-muted">{t('promo_level')}</span>
        <span className="pb-2 pe-4 text-xs text-muted">{t('promo_minPurchases')}</span>
        <span className="pb-2 text-end text-xs text-muted">{t('promo_ratio')}</span>
        {info.levels.map((l) => {
          const mine = l.level === info.level;
          const cell = `border-t border-line/60 py-2 pe-4 last:pe-0 ${mine ? 'font-bold text-accent-orange' : ''}`;
          return (
            <div key={l.level} className="contents" data-testid={`promo-level-row-${l.level}`} data-current={mine || undefined}>
              <span className={cell}>{t('promo_levelShort', { level: l.level })}{mine && <span className="ms-2 rounded bg-accent-orange/15 px-1.5 text-[11px]">{t('promo_current')}</span>}</span>
              <span className={`${cell} tabular-nums`}>¥{displayYuan(l.minPurchases)}</span>
              <span className={`${cell} text-end tabular-nums`}>{l.ratio}%</span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
