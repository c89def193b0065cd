// /personal/vouchers (issue 18.3): the player's vouchers as cards (a skin's picture, or an
// amount), filtered by state, each unused one with a button that turns it into what it names:
// the skin into the backpack, the amount into the main balance.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import type { VoucherView } from '../../../shared/contracts/rewards/daily.ts';
import type { Page } from '../../../shared/contracts/wallet.ts';
import { displayYuan } from '../../../shared/money.ts';
import { HOLDING_STAT } from '../../../shared/reward-constants.ts';
import { dailyApi, VOUCHER_PAGE_SIZE } from '../../../lib/api/daily-rewards.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Lang, Translator, UiKey } from '../../../lib/i18n/ui.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { ItemImage } from '../../common/ItemImage.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
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
  const [stat, setStat] = useState(-1);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<VoucherView> | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    dailyApi.vouchers(stat, page).then(setData, () => setFailed(true));
  }, [stat, page]);

  useEffect(() => {
    if (mounted && loggedIn) load();
    else setData(null);
  }, [mounted, loggedIn, load]);

  async function use(v: VoucherView) {
    setBusy(v.id);
    try {
      const r = await dailyApi.useVoucher(v.id);
      const user = $user.get();
      if (user) $user.set({ ...user, balance: r.balance });
      toast.success(r.itemId ? t('voucher_toBag', { name: v.name ?? '' }) : t('voucher_toBalance', { amount: displayYuan(v.amount) }));
    } catch {
      // The request client shows the server's message (used, expired).
    } finally {
      setBusy(null);
      load();
    }
  }

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('voucher_loginPrompt')} buttonLabel={t('header.login')} testId="voucher-login-prompt" />;
  const pages = data ? Math.max(1, Math.ceil(data.total / VOUCHER_PAGE_SIZE)) : 1;
  return (
    <div className="flex flex-col gap-4" data-testid="vouchers-page">
      <PillFilter
        label={t('voucher_filter')}
        testId="voucher-filter"
        dataName="stat"
        options={STATS.map((s) => ({ value: s.value, label: t(s.label) }))}
        value={stat}
        onChange={(v) => {
          setStat(v);
          setPage(1);
        }}
      />
      {failed ? (
        <LoadFailed t={t} onRetry={load} />
      ) : !data ? (
        <p className="py-10 text-center text-muted">{t('common.loading')}</p>
      ) : data.list.length === 0 ? (
        <div className="card px-4 py-12 text-center text-muted" data-testid="voucher-empty">{t('voucher_empty')}</div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {data.list.map((v) => (
            <VoucherCard key={v.id} t={t} v={v} busy={busy === v.id} onUse={() => void use(v)} />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <div className="flex items-center justify-center gap-3 text-sm">
          <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('voucher_prev')}</button>
          <span className="tabular-nums text-muted">{page} / {pages}</span>
          <button type="button" className="btn-ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('voucher_next')}</button>
        </div>
      )}
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
