// /personal/vip (会员等级, the spec's screens): the player's level and growth (cumulative completed
// deposits) on a track of every level (lib/personal/vip-track.ts) with a bar from this level to the
// next, what the next level gives and how much is left, and the level table: each level's growth, its
// one-time reward in gold coins (and free cases) and its benefits, and which rewards this
// player received and when.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { GradeInfo, GradeLevelView } from '../../../shared/contracts/vip.ts';
import { displayYuan } from '../../../shared/money.ts';
import { vipInfo } from '../../../lib/personal/pages.ts';
import { formatTime } from '../../../lib/format.ts';
import { localizedPath } from '../../../shared/locale-paths.ts';
import { tDynamic, type Lang, type Translator } from '../../../lib/i18n/ui.ts';
import { vipTrack, type TrackStep } from '../../../lib/personal/vip-track.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
import { VipBadge } from '../../common/VipBadge.tsx';

export default function VipPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const info = useStore(vipInfo.$data);
  const failed = useStore(vipInfo.$failed);
  const load = () => void vipInfo.load();

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void vipInfo.load();
    return () => vipInfo.clear();
  }, [mounted, loggedIn]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('vip_loginPrompt')} buttonLabel={t('header.login')} testId="vip-login-prompt" />;
  if (failed) return <LoadFailed t={t} onRetry={load} />;
  if (!info) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;

  return (
    <div className="flex flex-col gap-5" data-testid="vip-page">
      <Progress lang={lang} t={t} info={info} />
      <section className="card overflow-hidden" aria-labelledby="vip-table-title">
        <h2 id="vip-table-title" className="border-b border-line px-4 py-3 font-bold">
          {t('vip_tableTitle')}
        </h2>
        <p className="px-4 pt-3 text-xs text-muted">{t('vip_tableNote')}</p>
        <ol className="grid gap-3 p-4 sm:grid-cols-2 xl:grid-cols-3">
          {info.levels.map((l) => (
            <LevelCard key={l.level} lang={lang} t={t} row={l} reached={l.level <= info.level} current={l.level === info.level} />
          ))}
        </ol>
      </section>
    </div>
  );
}

function Progress({ lang, t, info }: { lang: Lang; t: Translator; info: GradeInfo }) {
  const track = vipTrack(info);
  const pct = track.percent;
  return (
    <section className="relative overflow-hidden rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-labelledby="vip-progress-title">
      <div className="pointer-events-none absolute -right-16 -top-20 size-72 rounded-full bg-accent-orange/20 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute -bottom-24 left-10 size-64 rounded-full bg-accent-purple/20 blur-3xl" aria-hidden="true" />
      <div className="relative space-y-5">
        <h2 id="vip-progress-title" className="text-sm font-semibold text-muted">
          {t('vip_myLevel')}
        </h2>
        <div className="flex flex-wrap items-end gap-x-8 gap-y-2">
          <p className="flex items-center gap-2">
            <span data-testid="vip-level" data-level={info.level} className="text-4xl font-black italic text-accent-orange">
              {info.level > 0 ? `V${info.level}` : t('vip_none')}
            </span>
          </p>
          <p className="flex items-baseline gap-1">
            <span className="text-sm text-muted">{t('vip_growth')}</span>
            <span data-testid="vip-growth" className="text-xl font-extrabold tabular-nums">
              {displayYuan(info.growth)}
            </span>
          </p>
        </div>
        <Track t={t} steps={track.steps} />
        <div className="space-y-1.5">
          <div
            className="h-3 overflow-hidden rounded-full bg-surface-2"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            aria-label={t('vip_progressLabel')}
            data-testid="vip-progress"
            data-percent={pct}
          >
            <div className="h-full rounded-full bg-gradient-to-r from-accent-orange via-amber-400 to-amber-200" style={{ width: `${pct}%` }} />
          </div>
          <p className="text-xs text-muted" data-testid="vip-next">
            {info.nextLevel === null || info.nextGrowth === null
              ? t('vip_topLevel')
              : t('vip_nextLevel', {
                  growth: displayYuan(info.growth),
                  next: displayYuan(info.nextGrowth),
                  amount: displayYuan(track.remaining ?? '0'),
                  level: info.nextLevel,
                })}
          </p>
        </div>
        {track.next && track.remaining !== null && <NextReward lang={lang} t={t} row={track.next} remaining={track.remaining} />}
        <p className="text-xs text-muted">{t('vip_growthRule')}</p>
      </div>
    </section>
  );
}

/**
 * The levels as steps on one line: passed ones lit, the player's ringed with "you are here", the
 * stretch to the next lit as far as the player has gone. On a phone the line scrolls sideways and
 * keeps each step wide enough to read.
 */
function Track({ t, steps }: { t: Translator; steps: TrackStep[] }) {
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ol className="flex min-w-max items-start sm:min-w-0" aria-label={t('vip_trackLabel')} data-testid="vip-track">
        {steps.map((s, i) => {
          const last = i === steps.length - 1;
          const lit = s.state === 'reached' || s.state === 'current';
          return (
            <li
              key={s.level}
              data-testid="vip-track-step"
              data-level={s.level}
              data-state={s.state}
              aria-current={s.state === 'current' ? 'step' : undefined}
              className={`relative flex min-w-[4.5rem] flex-col items-center gap-1 ${last ? 'flex-none' : 'flex-1'}`}
            >
              {!last && (
                <span className="absolute start-1/2 top-4 h-1 w-full -translate-y-1/2 rounded-full bg-surface-2" aria-hidden="true">
                  <span className="block h-full rounded-full bg-accent-orange" style={{ width: `${s.fill}%` }} />
                </span>
              )}
              <span
                className={`relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-xs font-black italic ${
                  s.state === 'current'
                    ? 'border-accent-orange bg-accent-orange text-bg ring-4 ring-accent-orange/30'
                    : lit
                      ? 'border-accent-orange bg-accent-orange/20 text-accent-orange'
                      : s.state === 'next'
                        ? 'border-accent-orange/60 bg-surface text-ink'
                        : 'border-line bg-surface text-muted'
                }`}
              >
                V{s.level}
              </span>
              <span className="text-[11px] tabular-nums text-muted">{displayYuan(s.minGrowth)}</span>
              {s.state === 'current' && <span className="text-[11px] font-bold text-accent-orange">{t('vip_youAreHere')}</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** What the next level gives, and how much deposit is left to reach it. */
function NextReward({ lang, t, row, remaining }: { lang: Lang; t: Translator; row: GradeLevelView; remaining: string }) {
  const benefits = row.benefits.map((b) => benefitText(lang, b)).filter((x): x is string => x !== null);
  return (
    <div className="rounded-xl border border-accent-orange/40 bg-accent-orange/5 p-3" data-testid="vip-next-reward">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm font-bold">{t('vip_nextGives', { level: row.level })}</p>
        <p className="text-xs font-semibold text-accent-orange tabular-nums" data-testid="vip-left">{t('vip_left', { amount: displayYuan(remaining) })}</p>
      </div>
      <p className="mt-1 text-sm">
        <span className="font-bold text-amber-300 tabular-nums">{t('vip_coins', { amount: displayYuan(row.rewardCoins) })}</span>
        {row.freeBox && <span className="ms-1 font-semibold text-accent-purple">{t('vip_freeBox', { box: row.freeBox.name, count: row.freeBox.count })}</span>}
      </p>
      <BenefitList benefits={benefits} className="mt-1" />
    </div>
  );
}

/** A level's benefits, each ticked; nothing when it has none. */
function BenefitList({ benefits, className = '' }: { benefits: string[]; className?: string }) {
  if (benefits.length === 0) return null;
  return (
    <ul className={`space-y-0.5 text-xs text-muted ${className}`}>
      {benefits.map((b) => (
        <li key={b} className="flex gap-1.5">
          <span className="text-accent-orange" aria-hidden="true">✓</span>
          {b}
        </li>
      ))}
    </ul>
  );
}

/**
 * A benefit's words: the server's key (`vip.benefit.<name>`) as the UI key `vip_benefit_<name>`;
 * unknown keys are left out, and so is the reward, which the card states on its own line.
 */
function benefitText(lang: Lang, b: GradeLevelView['benefits'][number]): string | null {
  const name = b.key.replace(/^vip[._]benefit[._]/, '');
  if (name === 'reward') return null;
  const key = `vip_benefit_${name}`;
  const text = tDynamic(lang, key, 'vip_benefitUnknown', b.params);
  return text === tDynamic(lang, 'vip_benefitUnknown', 'vip_benefitUnknown') ? null : text;
}

function LevelCard({ lang, t, row, reached, current }: { lang: Lang; t: Translator; row: GradeLevelView; reached: boolean; current: boolean }) {
  const benefits = row.benefits.map((b) => benefitText(lang, b)).filter((x): x is string => x !== null);
  return (
    <li
      data-testid={`vip-level-row-${row.level}`}
      data-reached={reached || undefined}
      className={`relative flex flex-col gap-2 rounded-xl border p-3 ${
        current ? 'border-accent-orange bg-accent-orange/10' : reached ? 'border-line bg-surface-2/70' : 'border-line/70 bg-bg/40'
      }`}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2">
          <VipBadge level={row.level} className="px-1.5 text-xs leading-5" />
          {current && <span className="text-xs font-bold text-accent-orange">{t('vip_current')}</span>}
        </span>
        <span className="text-xs text-muted tabular-nums">{t('vip_needGrowth', { growth: displayYuan(row.minGrowth) })}</span>
      </div>
      <p className="text-sm">
        {t('vip_reward')} <span className="font-bold text-amber-300 tabular-nums">{t('vip_coins', { amount: displayYuan(row.rewardCoins) })}</span>
        {row.freeBox && (
          <span className="ms-1 font-semibold text-accent-purple" data-testid="vip-free-box">
            {t('vip_freeBox', { box: row.freeBox.name, count: row.freeBox.count })}
          </span>
        )}
      </p>
      <BenefitList benefits={benefits} />
      <p data-testid="vip-received" className={`mt-auto text-xs ${row.receivedTime ? 'text-emerald-300' : 'text-muted'}`}>
        {row.receivedTime ? (
          row.receivedFreeBox ? (
            <>
              {t('vip_receivedFreeBox', {
                amount: displayYuan(row.receivedCoins ?? row.rewardCoins),
                time: formatTime(row.receivedTime),
                box: row.receivedFreeBox.name,
                count: row.receivedFreeBox.count,
              })}{' '}
              <a className="underline" href={localizedPath(lang, '/personal/free-boxes')}>{t('vip_freeBoxLink')}</a>
            </>
          ) : t('vip_received', { amount: displayYuan(row.receivedCoins ?? row.rewardCoins), time: formatTime(row.receivedTime) })
        ) : reached
            ? t('vip_notReceived')
            : t('vip_locked')}
      </p>
    </li>
  );
}
