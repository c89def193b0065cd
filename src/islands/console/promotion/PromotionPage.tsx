// /console/promotion: the flagged referrals waiting for staff (clear / confirm with a
// note, promotion.manage only), a lookup of one partner by user id, and the partners by promoted
// count. Reading needs promotion.view.
import { useStore } from '@nanostores/react';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { consolePath, may } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { partnerList, type ConsolePartnerRow } from '../../../lib/console/promotion.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import ConsoleList from '../common/ConsoleList.tsx';
import { type consoleTableFeatures } from '../common/DataTable.tsx';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import { ReferralQueue } from './ReferralQueue.tsx';

const col = createColumnHelper<typeof consoleTableFeatures, ConsolePartnerRow>();

export default function PromotionPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const [lookup, setLookup] = useState('');
  const [lookupError, setLookupError] = useState('');
  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => { void partnerList.start(); }, []);

  const go = () => {
    const id = lookup.trim();
    if (!/^[1-9]\d{0,17}$/.test(id)) {
      setLookupError(t('console_promotion_lookupInvalid'));
      return;
    }
    window.location.assign(consolePath(`/console/promotion/${id}`));
  };

  const columns = col.columns([
    col.accessor('userId', {
      header: t('console_promotion_colPartner'),
      enableSorting: false,
      cell: (c) => (
        <a className="whitespace-nowrap text-accent-blue hover:underline" data-testid="promo-partner-link" href={consolePath(`/console/promotion/${c.getValue()}`)}>
          {c.row.original.nickname || c.getValue()} <span className="font-mono text-xs text-muted">#{c.getValue()}</span>
        </a>
      ),
    }),
    col.accessor('code', { header: t('console_promotion_colCode'), enableSorting: false, cell: (c) => <span className="font-mono">{c.getValue()}</span> }),
    col.accessor('level', { header: t('console_promotion_colLevel'), enableSorting: false, cell: (c) => <span className="tabular-nums">{t('console_promotion_level', { level: c.getValue() })}</span> }),
    col.accessor('promotedCount', { header: t('console_promotion_colPromoted'), enableSorting: false, cell: (c) => <span className="font-semibold tabular-nums">{c.getValue()}</span> }),
    col.accessor('purchases', { header: t('console_promotion_colPurchases'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap tabular-nums">¥{c.getValue()}</span> }),
    col.accessor('reward', { header: t('console_promotion_colReward'), enableSorting: false, cell: (c) => <span className="whitespace-nowrap tabular-nums text-accent-orange">¥{c.getValue()}</span> }),
  ]);

  return (
    <div className="space-y-4" data-testid="console-promotion">
      <header className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1 basis-80 space-y-1">
          <h1 className="text-xl font-bold">{t('console_promotion_title')}</h1>
          <p className="text-muted">{t('console_promotion_subtitle')}</p>
        </div>
        <form className="card px-4 py-3" onSubmit={(e) => { e.preventDefault(); go(); }}>
          <HydratedFieldset className="flex min-w-0 flex-wrap items-end gap-2">
            <label className="flex flex-col gap-1 text-xs text-muted">
              {t('console_promotion_lookup')}
              <input className="input w-44" inputMode="numeric" data-testid="promo-lookup" value={lookup} placeholder={t('console_promotion_lookupPlaceholder')}
                onChange={(e) => { setLookup(e.target.value); setLookupError(''); }} />
            </label>
            <button type="submit" className="btn-primary" data-testid="promo-lookup-go">{t('console_promotion_lookupGo')}</button>
            {lookupError ? <p role="alert" className="basis-full text-xs text-accent-red">{lookupError}</p> : null}
          </HydratedFieldset>
        </form>
      </header>

      <div className="grid grid-cols-1 gap-4 2xl:grid-cols-2">
        <div className="min-w-0">
          <ReferralQueue lang={lang} t={t} canManage={may(who, 'promotion.manage')} />
        </div>
        <section className="card min-w-0 space-y-3 p-4">
          <h2 className="font-bold">{t('console_promotion_partners')}</h2>
          <p className="text-xs text-muted">{t('console_promotion_partnersHint')}</p>
          <ConsoleList lang={lang} list={partnerList} columns={columns} rows={(d) => d.list} total={(d) => d.total} rowId={(r) => r.userId} testId="promo-partners" />
        </section>
      </div>
    </div>
  );
}
