// The promo page's two paged lists: the players this partner brought (masked names, their
// purchases and the rebate they paid) and the rebate records (each credit, and its reversal).
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { PromotedPlayer, RebateRecord } from '../../../shared/contracts/promotion.ts';
import { displayYuan } from '../../../shared/money.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Translator, UiKey } from '../../../lib/i18n/ui.ts';
import type { PagedList } from '../../../lib/paged.ts';
import { promotedPlayers, rebateRecords } from '../../../lib/personal/pages.ts';
import { EmptyState } from '../../common/EmptyState.tsx';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { Pager } from '../../common/Pager.tsx';
import { PlayerAvatar } from '../../common/PlayerAvatar.tsx';
import { VipBadge } from '../../common/VipBadge.tsx';

const SOURCE_KEYS: Record<RebateRecord['source'], UiKey> = { case: 'promo_sourceCase', battle: 'promo_sourceBattle', dream: 'promo_sourceDream' };

/** A list shown from page 1 each time it mounts, forgotten when it unmounts. */
function usePaged<T>(list: PagedList<T>) {
  useEffect(() => {
    void list.load(1);
    return list.reset;
  }, [list]);
  return list;
}

function ListCard<T>({ t, title, note, list, empty, testId, children }: {
  t: Translator;
  title: string;
  note?: string;
  list: PagedList<T>;
  empty: string;
  testId: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { data, error, loading } = useStore(list.$state);
  const rows = data?.list ?? [];
  return (
    <section className="card overflow-hidden" data-testid={testId} aria-label={title}>
      <div className="flex items-baseline justify-between gap-3 border-b border-line px-4 py-3">
        <h2 className="font-bold">{title}</h2>
        {data && <span className="text-xs text-muted">{t('promo_total', { count: data.total })}</span>}
      </div>
      {note && <p className="px-4 pt-3 text-xs text-muted">{note}</p>}
      {error && !data ? (
        <LoadFailed t={t} onRetry={() => void list.refresh()} className="space-y-3 px-4 py-8 text-center" />
      ) : !data ? (
        <p className="px-4 py-8 text-center text-sm text-muted">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <EmptyState variant="inline" testId="promo-list-empty" icon="trophy" title={empty} />
      ) : (
        <ul className={`divide-y divide-line/60 ${loading ? 'opacity-60' : ''}`}>{children(rows)}</ul>
      )}
      <div className="px-4 pb-3 pt-1">
        <Pager t={t} list={list} />
      </div>
    </section>
  );
}


export function PromotedList({ t }: { t: Translator }) {
  const list = usePaged<PromotedPlayer>(promotedPlayers);
  return (
    <ListCard t={t} title={t('promo_promotedTitle')} list={list} empty={t('promo_promotedEmpty')} testId="promo-promoted">
      {(rows) =>
        rows.map((p, i) => (
          <li key={`${p.boundTime}-${i}`} data-testid="promo-promoted-row" className="flex items-center gap-3 px-4 py-3">
            <PlayerAvatar src={p.avatar} seed={p.nickname} alt="" className="size-9 shrink-0 rounded-full" />
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-1.5">
                <span className="truncate font-semibold">{p.nickname}</span>
                <VipBadge level={p.vipLevel} t={t} />
              </p>
              <p className="text-xs text-muted">{t('promo_boundAt', { time: formatTime(p.boundTime) })}</p>
              {p.earnsNothing && <p className="text-xs text-accent-red">{t('promo_earnsNothing')}</p>}
            </div>
            <div className="shrink-0 text-end text-sm">
              <p data-testid="promo-promoted-purchases" className="font-bold tabular-nums">¥{displayYuan(p.purchases)}</p>
              <p className="text-xs text-muted">
                {t('promo_rebateShort')} <span className="text-accent-orange tabular-nums" data-testid="promo-promoted-rebate">¥{displayYuan(p.rebate)}</span>
              </p>
            </div>
          </li>
        ))
      }
    </ListCard>
  );
}

export function RebateList({ t }: { t: Translator }) {
  const list = usePaged<RebateRecord>(rebateRecords);
  return (
    <ListCard t={t} title={t('promo_rebatesTitle')} note={t('promo_rebatesNote')} list={list} empty={t('promo_rebatesEmpty')} testId="promo-rebates">
      {(rows) =>
        rows.map((r) => (
          <li key={r.id} data-testid="promo-rebate-row" className="flex items-center gap-3 px-4 py-3 text-sm">
            <span className="shrink-0 rounded-md border border-line bg-surface-2 px-2 py-0.5 text-xs">{t(SOURCE_KEYS[r.source])}</span>
            <div className="min-w-0 flex-1">
              <p className="break-words">
                {t('promo_rebateLine', { name: r.nickname, spent: displayYuan(r.spent), ratio: r.ratio })}
              </p>
              <p className="text-xs text-muted">
                {formatTime(r.createTime)}
                {r.reversedTime && <span className="ms-2 text-accent-red">{t('promo_reversed', { time: formatTime(r.reversedTime) })}</span>}
              </p>
            </div>
            <span
              data-testid="promo-rebate-amount"
              className={`shrink-0 font-bold tabular-nums ${r.reversedTime ? 'text-muted line-through' : 'text-accent-orange'}`}
            >
              +¥{displayYuan(r.amount)}
            </span>
          </li>
        ))
      }
    </ListCard>
  );
}
