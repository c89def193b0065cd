// Previous / next paging for the lists of this feature.
import type { Translator } from '../../lib/i18n/ui.ts';

interface PagerProps {
  t: Translator;
  page: number;
  pages: number;
  loading?: boolean;
  onPage: (page: number) => void;
  testId?: string;
}

export function Pager({ t, page, pages, loading = false, onPage, testId = 'pager' }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-center gap-3 text-sm" aria-label={t('pager.label')} data-testid={testId}>
      <button type="button" className="btn-ghost px-3 py-1.5" disabled={loading || page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </button>
      <span className="text-muted">{t('pager.pageOf', { page, pages })}</span>
      <button type="button" className="btn-ghost px-3 py-1.5" disabled={loading || page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
