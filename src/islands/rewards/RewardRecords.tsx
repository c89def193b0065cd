// The player's reward records (领取记录): code redemptions and daily deposit rewards, newest first,
// each reward worded by rewardText(); a page at a time with "load more". Refetched from the first
// page after a redemption (redeemCode, src/lib/rewards/redeem.ts).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatTime } from '../../lib/format.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $rewardRecords, clearRewardRecords, loadRewardRecords } from '../../lib/rewards/redeem.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useT } from '../common/hooks.ts';
import { RewardPicture } from './RewardPicture.tsx';
import { rewardText } from './reward-text.ts';

export function RewardRecords({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { rows, total, page, loading } = useStore($rewardRecords);

  useEffect(() => {
    void loadRewardRecords(1);
    return clearRewardRecords;
  }, []);

  return (
    <section className="card overflow-hidden" aria-labelledby="redeem-records-title">
      <h2 id="redeem-records-title" className="flex items-center justify-between border-b border-line px-4 py-3 font-bold">
        {t('redeem_records')}
        {total > 0 && <span className="text-xs font-normal text-muted tabular-nums">{total}</span>}
      </h2>
      {rows === null ? (
        <p className="px-4 py-8 text-center text-sm text-muted">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState variant="inline" testId="reward-records-empty" icon="ticket" title={t('redeem_recordsEmpty')} />
      ) : (
        <ul className="divide-y divide-line">
          {rows.map((r) => (
            <li key={r.id} data-testid="reward-record-row" data-source={r.source} className="flex items-center gap-3 px-4 py-3">
              <RewardPicture reward={r.reward} small />
              <div className="min-w-0 flex-1">
                <p className="line-clamp-2 text-sm font-semibold">{rewardText(t, r.reward)}</p>
                <p className="text-xs text-muted tabular-nums">{formatTime(r.createTime)}</p>
              </div>
              <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${r.source === 'daily' ? 'bg-emerald-500/15 text-emerald-300' : 'bg-accent-orange/15 text-accent-orange'}`}>
                {r.source === 'daily' ? t('redeem_source_daily') : t('redeem_source_cdk')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {rows !== null && rows.length < total && (
        <div className="border-t border-line p-3 text-center">
          <button type="button" className="btn-ghost px-4 py-1.5 text-sm" disabled={loading} onClick={() => void loadRewardRecords(page + 1)}>{t('redeem_more')}</button>
        </div>
      )}
    </section>
  );
}
