// Small pieces the console's promotion pages share: a referral's flag badge and reason, the
// referral filter's labels, a figure tile and a short pager for lists that are not tables.
import type { Translator, UiKey } from '../../../lib/i18n/ui.ts';
import type { ReferralFilter } from '../../../lib/console/promotion.ts';
import { REBATE_SOURCES, REFERRAL_FLAG_REASONS } from '../../../shared/level-constants.ts';

const FLAG_LABEL: Record<number, UiKey> = {
  0: 'console_promotion_flag_0',
  1: 'console_promotion_flag_1',
  2: 'console_promotion_flag_2',
  3: 'console_promotion_flag_3',
};

const FLAG_STYLE: Record<number, string> = {
  0: 'bg-surface-2 text-muted',
  1: 'bg-amber-400/15 text-amber-300',
  2: 'bg-emerald-500/15 text-emerald-300',
  3: 'bg-accent-red/15 text-accent-red',
};

export const FLAG_FILTER_LABEL: Record<ReferralFilter, UiKey> = {
  1: 'console_promotion_filter_flagged',
  2: 'console_promotion_filter_cleared',
  3: 'console_promotion_filter_confirmed',
  [-1]: 'console_promotion_filter_all',
};

export function FlagBadge({ flag, t }: { flag: number; t: Translator }) {
  return (
    <span data-testid="promo-flag" data-flag={flag} className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${FLAG_STYLE[flag] ?? FLAG_STYLE[0]}`}>
      {t(FLAG_LABEL[flag] ?? FLAG_LABEL[0])}
    </span>
  );
}

const REASONS = new Set<string>(REFERRAL_FLAG_REASONS);

/** Why a referral was flagged, as staff read it (the raw code for one this page does not know). */
export function reasonLabel(reason: string | null | undefined, t: Translator): string {
  if (!reason) return '—';
  return REASONS.has(reason) ? t(`console_promotion_reason_${reason}` as UiKey) : reason;
}

const SOURCES = new Set<string>(REBATE_SOURCES);

/** What the spending that paid a rebate was (case, battle, dream). */
export function sourceLabel(source: string, t: Translator): string {
  return SOURCES.has(source) ? t(`console_promotion_source_${source}` as UiKey) : source;
}

export function Figure({ label, value, testId, accent }: { label: string; value: string; testId?: string; accent?: boolean }) {
  return (
    <div className="rounded-lg bg-surface-2/60 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`break-all text-base font-bold tabular-nums ${accent ? 'text-accent-orange' : ''}`} data-testid={testId}>{value}</dd>
    </div>
  );
}

/** Previous / next for a list that is not a DataTable. */
export function Pager({ t, total, page, pageSize, onPage }: { t: Translator; total: number; page: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
      <span>{t('console_table_total', { total })}</span>
      <span className="ms-auto">{t('console_table_page', { page: Math.min(page, pages), pages })}</span>
      <button type="button" className="btn-ghost px-2.5 py-1 text-xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('console_table_prev')}</button>
      <button type="button" className="btn-ghost px-2.5 py-1 text-xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('console_table_next')}</button>
    </div>
  );
}
