// The record centre's export: the player's own history of the last 3 months as CSV
// (balance records with their action names, top-ups, openings; UTF-8 with BOM for Excel), and the
// net deposits over the same months: deposits − withdrawals − sell-backs.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $netDeposits, clearNetDeposits, exportHistory, HISTORY_MONTHS, loadNetDeposits } from '../../lib/personal/pages.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { displayYuan } from '../../shared/money.ts';
import { useMounted, useT } from '../common/hooks.ts';

export default function HistoryExport({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const net = useStore($netDeposits);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void loadNetDeposits();
  }, [mounted, loggedIn]);
  useEffect(() => clearNetDeposits, []);
  if (!mounted || !loggedIn) return null;

  const exportCsv = async () => {
    setBusy(true);
    setFailed(false);
    const done = await exportHistory(lang);
    if (!done) setFailed(true);
    setBusy(false);
  };

  const negative = net ? net.net.startsWith('-') : false;
  return (
    <section className="card flex flex-col gap-4 px-4 py-4 sm:flex-row sm:items-center sm:px-6" aria-labelledby="history-title" data-testid="history-export">
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id="history-title" className="font-bold">{t('history.title')}</h2>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-sm text-muted">{t('history.netLabel', { months: HISTORY_MONTHS })}</span>
          <span className={`text-2xl font-extrabold tabular-nums ${negative ? 'text-ink' : 'text-accent-orange'}`} data-testid="net-deposits">
            {net ? `¥${displayYuan(net.net)}` : '—'}
          </span>
        </div>
        {net ? (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
            <div className="flex gap-1"><dt>{t('history.deposits')}</dt><dd className="tabular-nums text-ink">¥{displayYuan(net.deposits)}</dd></div>
            <div className="flex gap-1"><dt>− {t('history.withdrawals')}</dt><dd className="tabular-nums text-ink">¥{displayYuan(net.withdrawals)}</dd></div>
            <div className="flex gap-1"><dt>− {t('history.sellBacks')}</dt><dd className="tabular-nums text-ink">¥{displayYuan(net.sellBacks)}</dd></div>
          </dl>
        ) : null}
        <p className="text-xs text-muted">{t('history.netExplain')}</p>
      </div>
      <div className="flex shrink-0 flex-col items-stretch gap-1 sm:items-end">
        <button type="button" className="btn-primary" data-testid="export-history" disabled={busy} onClick={() => void exportCsv()}>
          {busy ? t('history.exporting') : t('history.export')}
        </button>
        <span className="text-xs text-muted">{t('history.exportHint')}</span>
        {failed ? <span role="alert" className="text-xs text-accent-red">{t('history.exportFailed')}</span> : null}
      </div>
    </section>
  );
}
