// The language selector (as the spec says): the three site languages, each named in its own script.
// Choosing one stores it ($prefs.lang and the `lang` cookie) and goes to the same address under
// that language's prefix, query and hash kept (/box?x=1 → /en/box?x=1).
import { writeLangCookie } from '../../lib/boot.ts';
import { LANGS, type Lang } from '../../lib/i18n/ui.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { nav } from '../../lib/nav.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { setPref } from '../../lib/stores/prefs.ts';
import { findLocale } from '../../shared/locales.ts';
import { useT } from '../common/hooks.ts';
import { Modal } from './Modal.tsx';

export function LanguageDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  function choose(next: Lang) {
    closeDialog('language');
    setPref('lang', next);
    writeLangCookie(next);
    if (next === lang) return;
    const { pathname, search, hash } = window.location;
    nav.go(localizedPath(next, `${pathname}${search}${hash}`));
  }
  return (
    <Modal title={t('language.title')} closeLabel={t('common.close')} onClose={() => closeDialog('language')} testId="language-dialog">
      <ul className="space-y-2">
        {LANGS.map((l) => (
          <li key={l}>
            <button
              type="button"
              lang={l}
              data-testid={`language-${l}`}
              aria-current={l === lang ? 'true' : undefined}
              onClick={() => choose(l)}
              className={`w-full rounded-lg border px-4 py-3 text-start ${l === lang ? 'border-accent-orange text-accent-orange' : 'border-line hover:bg-surface-2'}`}
            >
              {findLocale(l)?.nativeName ?? l}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
