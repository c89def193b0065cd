// /personal/coupons: the player's coupons as tickets (the value on a stub, a dashed
// tear line, what it applies to and until when), filtered by type and state, each usable one with
// the way to use it: a deposit coupon opens the top-up dialog, a case coupon leads to the cases.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CouponView } from '../../../shared/contracts/rewards/coupons.ts';
import { displayYuan } from '../../../shared/money.ts';
import { COUPON_TYPE, HOLDING_STAT } from '../../../shared/reward-constants.ts';
import { localizedPath } from '../../../shared/locale-paths.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Lang, Translator, UiKey } from '../../../lib/i18n/ui.ts';
import { COUPON_PAGE_SIZE, coupons } from '../../../lib/rewards/coupons.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { openDialog } from '../../../lib/stores/dialogs.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
import { PagedList } from '../../common/PagedList.tsx';
import { PillFilter } from '../../common/PillFilter.tsx';

const TYPES: readonly { value: number; label: UiKey }[] = [
  { value: -1, label: 'coupon_all' },
  { value: COUPON_TYPE.deposit, label: 'coupon_kindDeposit' },
  { value: COUPON_TYPE.case, label: 'coupon_kindCase' },
];
const STATS: readonly { value: number; label: UiKey }[] = [
  { value: -1, label: 'coupon_all' },
  { value: HOLDING_STAT.unused, label: 'coupon_unused' },
  { value: HOLDING_STAT.used, label: 'coupon_used' },
  { value: HOLDING_STAT.expired, label: 'coupon_expired' },
];

export default function CouponsPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const { type, stat } = useStore(coupons.$filters);
  const state = useStore(coupons.$state);

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void coupons.start();
    return () => coupons.reset();
  }, [mounted, loggedIn]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('coupon_loginPrompt')} buttonLabel={t('header.login')} testId="coupon-login-prompt" />;
  return (
    <div className="flex flex-col gap-4" data-testid="coupons-page">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <PillFilter
          label={t('coupon_filterType')}
          testId="coupon-type-filter"
          dataName="type"
          options={TYPES.map((s) => ({ value: s.value, label: t(s.label) }))}
          value={type}
          onChange={(v) => void coupons.filter({ type: v })}
        />
        <PillFilter
          label={t('coupon_filterStat')}
          testId="coupon-stat-filter"
          dataName="stat"
          options={STATS.map((s) => ({ value: s.value, label: t(s.label) }))}
          value={stat}
          onChange={(v) => void coupons.filter({ stat: v })}
        />
      </div>
      <PagedList
        t={t}
        state={state}
        pageSize={COUPON_PAGE_SIZE}
        onRetry={() => void coupons.refresh()}
        onPage={(page) => void coupons.load(page)}
        renderItem={(c) => <CouponTicket key={c.id} t={t} c={c} />}
        empty={{ testId: 'coupon-empty', text: t('coupon_empty'), action: { label: t('coupon_emptyAction'), href: localizedPath(lang, '/personal/redeem') } }}
        prevLabel={t('coupon_prev')}
        nextLabel={t('coupon_next')}
      />
    </div>
  );
}

/** One coupon as a ticket: the stub with its value, the tear line with punched notches, the terms. */
export function CouponTicket({ t, c }: { t: Translator; c: CouponView }) {
  const usable = c.stat === HOLDING_STAT.unused;
  const deposit = c.couponType === COUPON_TYPE.deposit;
  const stub = deposit ? 'from-accent-orange to-amber-400' : 'from-accent-purple to-accent-blue';
  return (
    <li
      data-testid="coupon-row"
      data-id={c.id}
      data-stat={c.stat}
      data-type={c.couponType}
      className={`relative flex min-h-28 overflow-hidden rounded-xl bg-surface ring-1 ${usable ? 'ring-accent-orange/50' : 'opacity-60 ring-line grayscale-[0.6]'}`}
    >
      <div className={`flex w-28 shrink-0 flex-col items-center justify-center bg-gradient-to-br ${stub} px-2 text-black`}>
        <span className="text-2xl font-black tabular-nums leading-none">
          {deposit ? `+${c.value}%` : `¥${displayYuan(c.value)}`}
        </span>
        <span className="mt-1 text-[11px] font-bold">{t('coupon_min', { min: displayYuan(c.min) })}</span>
      </div>
      {/* The tear line: dashes between two punched half-circles in the page's colour. */}
      <div className="relative w-0 border-s-2 border-dashed border-line" aria-hidden="true">
        <span className="absolute -top-2.5 -start-2.5 size-5 rounded-full bg-bg" />
        <span className="absolute -bottom-2.5 -start-2.5 size-5 rounded-full bg-bg" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 px-3 py-2.5">
        <p className="truncate font-bold">{t(deposit ? 'coupon_kindDeposit' : 'coupon_kindCase')}</p>
        <p className="truncate text-xs text-muted">
          {deposit ? t('coupon_depositUse') : c.boxName ? t('coupon_forCase', { name: c.boxName }) : t('coupon_anyCase')}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {c.stat === HOLDING_STAT.used && c.useTime ? t('coupon_usedAt', { time: formatTime(c.useTime) }) : t('coupon_expiresAt', { time: formatTime(c.expireTime) })}
        </p>
        <div className="mt-auto flex justify-end">
          {usable ? (
            deposit ? (
              <button type="button" className="btn-primary px-3 py-1 text-xs" onClick={() => openDialog('recharge')}>
                {t('coupon_goRecharge')}
              </button>
            ) : (
              <a className="btn-primary px-3 py-1 text-xs" href={c.boxId ? `/box/${c.boxId}` : '/box'}>
                {t('coupon_goOpen')}
              </a>
            )
          ) : (
            <span className="rounded-full border border-line px-2 py-0.5 text-xs font-bold text-muted">
              {t(c.stat === HOLDING_STAT.used ? 'coupon_used' : 'coupon_expired')}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}
