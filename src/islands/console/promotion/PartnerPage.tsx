// /console/promotion/{userId}: one partner: their totals (code, level, ratio, promoted
// count, the promoted players' purchases, reward, what is owed back), their downline tree to three
// levels, and the rebates credited to them (paged), each with its source, the promoted player, what
// they spent, the ratio, the amount and, if the spending was reversed, when. Read-only.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { consolePath } from '../../../lib/console/api.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { partnerDetail, type ConsolePartner } from '../../../lib/console/promotion.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import { PartnerTree } from './PartnerTree.tsx';
import { Figure, sourceLabel } from './parts.tsx';

type Rebate = ConsolePartner['rebates']['list'][number];
const col = createColumnHelper<typeof consoleTableFeatures, Rebate>();

export default function PartnerPage({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const partner = useStore(partnerDetail.$state);
  useEffect(() => { void partnerDetail.start({ id }); }, [id]);
  const p = partner.data;

  const columns = col.columns([
    col.accessor('createTime', { header: t('console_promotion_colTime'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap text-xs">{consoleTime(c.getValue(), lang, { seconds: false })}</span> }),
    col.accessor('source', { header: t('console_promotion_colSource'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap">{sourceLabel(c.getValue(), t)}</span> }),
    col.accessor('promotedId', {
      header: t('console_promotion_colPlayer'),
      enableSorting: false,
      cell: (c) => <a className="whitespace-nowrap text-accent-blue hover:underline" href={consolePath(`/console/players/${c.getValue()}`)}>{c.row.original.nickname || c.getValue()}</a>,
    }),
    col.accessor('spent', { header: t('console_promotion_colSpent'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap tabular-nums">¥{c.getValue()}</span> }),
    col.accessor('ratio', { header: t('console_promotion_colRatio'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap tabular-nums">{c.getValue()}% <span className="text-xs text-muted">{t('console_promotion_level', { level: c.row.original.level })}</span></span> }),
    col.accessor('amount', {
      header: t('console_promotion_colAmount'),
      enableSorting: false,
      cell: (c) => <span className={`whitespace-nowrap font-semibold tabular-nums ${c.row.original.reversedTime ? 'text-muted line-through' : 'text-accent-orange'}`}>¥{c.getValue()}</span>,
    }),
    col.accessor('reversedTime', {
      header: t('console_promotion_colReversed'),
      enableSorting: false,
      cell: (c) => (c.getValue()
        ? <span className="whitespace-nowrap text-xs text-accent-red" data-testid="promo-rebate-reversed">{consoleTime(c.getValue(), lang, { seconds: false })}</span>
        : <span className="text-muted">—</span>),
    }),
  ]);

  return (
    <div className="space-y-4" data-testid="promo-partner-page">
      <a href={consolePath('/console/promotion')} className="text-xs text-accent-blue hover:underline">← {t('console_promotion_title')}</a>
      {partner.error && !p ? <p role="alert" className="card p-6 text-center text-accent-red" data-testid="promo-partner-error">{partner.error}</p> : null}
      {!p && !partner.error ? <p className="p-6 text-center text-muted">{t('console_table_loading')}</p> : null}
      {p ? (
        <>
          <header className="card flex flex-wrap items-center gap-3 p-4">
            <div className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-accent-orange to-accent-purple text-lg font-black text-black" aria-hidden="true">
              {p.nickname.slice(0, 1)}
            </div>
            <div className="min-w-0 flex-1">
              <h1 className="truncate text-xl font-bold" data-testid="promo-partner-name">{p.nickname}</h1>
              <p className="font-mono text-xs text-muted">{t('console_promotion_partnerId', { id: p.userId })}</p>
            </div>
            <a className="btn-ghost px-3 py-1.5 text-xs" href={consolePath(`/console/players/${p.userId}`)}>{t('console_promotion_playerPage')}</a>
          </header>

          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7">
            <Figure label={t('console_promotion_colCode')} value={p.code} testId="promo-partner-code" />
            <Figure label={t('console_promotion_colLevel')} value={t('console_promotion_level', { level: p.level })} testId="promo-partner-level" />
            <Figure label={t('console_promotion_colRatio')} value={`${p.ratio}%`} testId="promo-partner-ratio" />
            <Figure label={t('console_promotion_colPromoted')} value={String(p.promotedCount)} testId="promo-partner-promoted" />
            <Figure label={t('console_promotion_colPurchases')} value={`¥${p.purchases}`} testId="promo-partner-purchases" />
            <Figure label={t('console_promotion_colReward')} value={`¥${p.reward}`} testId="promo-partner-reward" accent />
            <Figure label={t('console_promotion_colOwed')} value={`¥${p.owed}`} testId="promo-partner-owed" />
          </dl>

          <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
            <PartnerTree lang={lang} t={t} partnerId={p.userId} nodes={p.tree} cut={p.treeCut} />
            <section className="card min-w-0 space-y-3 p-4">
              <h2 className="font-bold">{t('console_promotion_rebates')}</h2>
              <p className="text-xs text-muted">{t('console_promotion_rebatesHint')}</p>
              <ConsoleList lang={lang} list={partnerDetail} columns={columns} rows={(d) => d.rebates.list} total={(d) => d.rebates.total} rowId={(r) => r.id} testId="promo-rebates" />
            </section>
          </div>
        </>
      ) : null}
    </div>
  );
}
