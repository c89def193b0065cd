// The reports' tabs: one per report, and the RTP monitor (a page of its own). Links, so each opens
// in a new tab too; on the reports page a click switches the report in place.
import { REPORTS, type ReportName } from '../../../shared/contracts/console-reports.ts';
import { consolePath } from '../../../lib/console/api.ts';
import type { Lang, UiKey } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';

export default function ReportTabs({ lang, active, onPick }: { lang: Lang; active: ReportName | 'rtp'; onPick?: (r: ReportName) => void }) {
  const t = useT(lang);
  const tab = 'block whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-semibold text-muted hover:bg-surface-2 hover:text-ink aria-[current=page]:bg-surface-2 aria-[current=page]:text-accent-orange';
  return (
    <nav aria-label={t('console_reports_title')} data-testid="report-tabs">
      <ul className="flex gap-1 overflow-x-auto border-b border-line pb-2">
        {REPORTS.map((r) => (
          <li key={r}>
            <a
              href={consolePath(`/console/reports?report=${r}`)}
              aria-current={active === r ? 'page' : undefined}
              className={tab}
              data-testid={`report-tab-${r}`}
              onClick={(e) => {
                if (!onPick || e.metaKey || e.ctrlKey || e.shiftKey) return;
                e.preventDefault();
                onPick(r);
              }}
            >
              {t(`console_reports_tab_${r}` as UiKey)}
            </a>
          </li>
        ))}
        <li className="ms-auto">
          <a href={consolePath('/console/reports/rtp')} aria-current={active === 'rtp' ? 'page' : undefined} className={tab} data-testid="report-tab-rtp">
            {t('console_reports_tab_rtp')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
