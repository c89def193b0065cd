// The menu button in the header and the left drawer it opens ($dialogs.leftMenu): every section
// of the site, the preferences, the exchange display and the language. A modal drawer: Escape,
// the backdrop and any navigation close it; Tab stays inside; focus returns to the button.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Lang } from '../../lib/i18n/ui.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import { isCurrent } from '../../lib/navigation.ts';
import { MENU_SECTIONS } from '../../lib/shell/menu.ts';
import { $dialogs, closeDialog, openDialog, toggleDialog } from '../../lib/stores/dialogs.ts';
import { CloseButton } from '../common/CloseButton.tsx';
import { useT } from '../common/hooks.ts';
import ExchangeDisplay from '../shell/ExchangeDisplay.tsx';
import { PrefsToggles } from '../shell/PrefsToggles.tsx';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
export function trapTab(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>, container: HTMLElement): void {
  if (e.key !== 'Tab') return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !container.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !container.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}

export default function LeftMenu({ lang, pathname }: { lang: Lang; pathname: string }) {
  const t = useT(lang);
  const open = useStore($dialogs).leftMenu;
  const button = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDialog('leftMenu');
    };
    // Back/forward (and a page restored from the back-forward cache) is navigation too.
    const onNavigate = () => closeDialog('leftMenu');
    document.addEventListener('keydown', onKey);
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('pageshow', onNavigate);
    window.addEventListener('pagehide', onNavigate);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const opener = button.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('pageshow', onNavigate);
      window.removeEventListener('pagehide', onNavigate);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  const onDrawerKey = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (drawer.current) trapTab(e, drawer.current);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        data-testid="open-left-menu"
        aria-expanded={open}
        aria-controls={open ? 'left-menu' : undefined}
        aria-label={open ? t('header.closeMenu') : t('header.openMenu')}
        onClick={() => toggleDialog('leftMenu')}
        className="rounded-lg p-2 text-ink hover:bg-surface-2"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {/* A portal: the sticky header's backdrop filter would otherwise contain the fixed drawer. */}
      {open &&
        createPortal(
          <>
            <div className="fixed inset-0 z-40 bg-black/60" aria-hidden="true" onClick={() => closeDialog('leftMenu')} />
            <div
              ref={drawer}
              id="left-menu"
              role="dialog"
              aria-modal="true"
              aria-label={t('nav.main')}
              data-testid="left-menu"
              onKeyDown={onDrawerKey}
              className="fixed inset-y-0 start-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-e border-line bg-surface p-4 shadow-2xl"
            >
              <div className="mb-4 flex items-center justify-between">
                <span className="font-bold">{t('brand.name')}</span>
                <CloseButton label={t('header.closeMenu')} onClick={() => closeDialog('leftMenu')} />
              </div>
              <nav aria-label={t('nav.main')}>
                {MENU_SECTIONS.map((section) => (
                  <section key={section.title} className="mb-3 border-b border-line pb-3">
                    <h2 className="px-3 pb-1 text-xs font-semibold text-muted">{t(section.title)}</h2>
                    <ul className="space-y-0.5">
                      {section.items.map((i) => (
                        <li key={i.href}>
                          <a
                            href={localizedPath(lang, i.href)}
                            onClick={() => closeDialog('leftMenu')}
                            aria-current={isCurrent(pathname, i.href) ? 'page' : undefined}
                            className="block rounded-lg px-3 py-2 text-sm hover:bg-surface-2 aria-[current=page]:bg-accent-orange/10 aria-[current=page]:text-accent-orange"
                          >
                            {t(i.label)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ))}
              </nav>
              <section>
                <h2 className="px-3 pb-1 text-xs font-semibold text-muted">{t('shell.menu.settings')}</h2>
                <div className="px-1 pb-2">
                  <ExchangeDisplay lang={lang} variant="menu" />
                </div>
                <PrefsToggles t={t} />
                <button
                  type="button"
                  className="mt-1 block w-full rounded-lg px-3 py-2 text-start text-sm hover:bg-surface-2"
                  onClick={() => {
                    closeDialog('leftMenu');
                    openDialog('language');
                  }}
                >
                  {t('nav.language')} · {t(`language.${lang}`)}
                </button>
              </section>
            </div>
          </>,
          document.body,
        )}
    </>
  );
}
