import { writeLangCookie } from '../../lib/boot.ts';
import { LANGS, type Lang } from '../../lib/i18n/ui.ts';
import { nav } from '../../lib/nav.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { setPref } from '../../lib/stores/prefs.ts';
import { useT } from '../common/hooks.ts';
import { Modal } from './Modal.tsx';

export function LanguageDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  function choose(next: Lang) {
    closeDialog('language');
    if (next === lang) return;
    setPref('lang', next);
    writeLangCookie(next);
    nav.reload(); // pages are rendered in the cookie's language
  }
  return (
    <Modal title={t('language.title')} closeLabel={t('common.close')} onClose={() => closeDialog('language')} testId="language-dialog">
      <ul className="space-y-2">
        {LANGS.map((l) => (
          <li key={l}>
            <button
              type="button"
              lang={l}
              aria-current={l === lang ? 'true' : undefined}
              onClick={() => choose(l)}
              className={`w-full rounded-lg border px-4 py-3 text-left ${l === lang ? 'border-accent-orange text-accent-orange' : 'border-line hover:bg-surface-2'}`}
            >
              {t(`language.${l}`)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
