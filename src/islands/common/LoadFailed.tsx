// "Failed to load" and a retry button: what every island shows when its data did not come.
import type { Translator } from '../../lib/i18n/ui.ts';

interface Props {
  t: Translator;
  onRetry: () => void;
  /** The box around it: a card on a page, bare inside a table's card or a dialog. */
  className?: string;
}

export function LoadFailed({ t, onRetry, className = 'card space-y-3 px-4 py-10 text-center' }: Props) {
  return (
    <div className={className}>
      <p className="text-muted">{t('common.loadFailed')}</p>
      <button type="button" className="btn-ghost" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
