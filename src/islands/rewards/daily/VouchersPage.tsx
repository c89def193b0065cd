// /personal/vouchers: the player's vouchers as cards (a skin's picture, or an
// amount), filtered by state, each unused one with a button that turns it into what it names:
// the skin into the backpack, the amount into the main balance.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { VoucherView } from '../../../shared/contracts/rewards/daily.ts';
import { displayYuan } from '../../../shared/money.ts';
import { HOLDING_STAT } from '../../../shared/reward-constants.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Lang, Translator, UiKey } from '../../../lib/i18n/ui.ts';
import { $voucherBusy, redeemVoucher, VOUCHER_PAGE_SIZE, vouchers } from '../../../lib/rewards/vouchers.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { ItemImage } from '../../common/ItemImage.tsx';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
import { PagedList } from '../../common/PagedList.tsx';
import { PillFilter } from '../../common/PillFilter.tsx';

const STATS: readonly { value: number; label: UiKey }[] = [
  { value: -1, label: 'voucher_all' },
  { value: HOLDING_STAT.unused, label: 'voucher_unused' },
  { value: HOLDING_STAT.used, label: 'voucher_used' },
  { value: HOLDING_STAT.expired, label: 'voucher_expired' },
];

export default function VouchersPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const { stat } = useStore(vouchers.$filters);
  const state = useStore(vouchers.$state);
  const busy = useStore($voucherBusy);

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void vouchers.start();
    return () => vouchers.reset();
  }, [mounted, loggedIn]);

  async function use(v: VoucherView) {
    const r = await redeemVoucher(v.id);
    if (r) toast.success(r.itemId ? t('voucher_toBag', { name: v.name ?? '' }) : t('voucher_toBalance', { amount: displayYuan(v.amount) }));
  }

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('voucher_loginPrompt')} buttonLabel={t('header.login')} testId="voucher-login-prompt" />;
  return (
    <div className="flex flex-col gap-4" data-testid="vouchers-page">
      <PillFilter
        label={t('voucher_filter')}
        testId="voucher-filter"
        dataName="stat"
        options={STATS.map((s) => ({ value: s.value, label: t(s.label) }))}
        value={stat}
        onChange={(v) => void vouchers.filter({ stat: v })}
      />
      <PagedList
        t={t}
        state={state}
        pageSize={VOUCHER_PAGE_SIZE}
        onRetry={() => void vouchers.refresh()}
        onPage={(page) => void vouchers.load(page)}
        renderItem={(v) => <VoucherCard key={v.id} t={t} v={v} busy={busy === v.id} onUse={() => void use(v)} />}
        empty={{ testId: 'voucher-empty', text: t('voucher_empty') }}
        prevLabel={t('voucher_prev')}
        nextLabel={t('voucher_next')}
      />
    </div>
  );
}

function VoucherCard({ t, v, busy, onUse }: { t: Translator; v: VoucherView; busy: boolean; onUse: () => void }) {
  const usable = v.stat === HOLDING_STAT.unused;
  return (
    <li
      data-testid="voucher-row"
      data-id={v.id}
      data-stat={v.stat}
      className={`relative flex gap-3 overflow-hidden rounded-xl border p-3 ${usable ? 'border-accent-orange/60 bg-surface' : 'border-line bg-surface/60 opacity-75'}`}
    >
      <div className="flex h-20 w-28 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-accent-purple/30 to-accent-orange/20">
        {v.ornament ? (
          <ItemImage item={v.ornament} className="relative h-full w-full" />
        ) : (
          <span className="text-2xl font-black tabular-nums text-amber-300">¥{displayYuan(v.amount)}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate font-bold">{v.name ?? t('voucher_amountTitle', { amount: displayYuan(v.amount) })}</p>
        {v.name && <p className="text-xs text-muted tabular-nums">{t('voucher_worth', { amount: displayYuan(v.amount) })}</p>}
        <p className="text-xs text-muted">
          {v.stat === HOLDING_STAT.used && v.useTime
            ? t('voucher_usedAt', { time: formatTime(v.useTime) })
            : t('voucher_expiresAt', { time: formatTime(v.expireTime) })}
        </p>
        <div className="mt-auto flex justify-end">
          {usable ? (
            <button type="button" className="btn-primary px-3 py-1" data-testid="voucher-use" disabled={busy} onClick={onUse}>
              {t('voucher_use')}
            </button>
          ) : (
            <span className="text-xs font-bold text-muted">{t(v.stat === HOLDING_STAT.used ? 'voucher_used' : 'voucher_expired')}</span>
          )}
        </div>
      </div>
    </li>
  );
}
