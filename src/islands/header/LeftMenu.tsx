// The menu button in the header and the left drawer it opens ($dialogs.leftMenu).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { Lang } from '../../lib/i18n/ui.ts';
import { ACCOUNT_NAV, FOOTER_NAV, isCurrent, MAIN_NAV } from '../../lib/navigation.ts';
import { $dialogs, closeDialog, openDialog, toggleDialog } from '../../lib/stores/dialogs.ts';
import { CloseButton } from '../common/CloseButton.tsx';
import { useT } from '../common/hooks.ts';

export default function LeftMenu({ lang, pathname }: { lang: Lang; pathname: string }) {
  const t = useT(lang);
  const open = useStore($dialogs).leftMenu;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDialog('leftMenu');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const link = (href: string, label: string) => (
    <li key={href}>
      <a
        href={href}
        aria-current={isCurrent(pathname, href) ? 'page' : undefined}
        className="block rounded-lg px-3 py-2 text-sm hover:bg-surface-2 aria-[current=page]:bg-accent-orange/10 aria-[current=page]:text-accent-orange"
      >
        {label}
      </a>
    </li>
  );

  return (
    <>
      <button
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
            <nav
              id="left-menu"
              data-testid="left-menu"
              aria-label={t('nav.main')}
              className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto border-r border-line bg-surface p-4 shadow-2xl"
            >
              <div className="mb-4 flex items-center justify-between">
                <span className="font-bold">{t('brand.name')}</span>
                <CloseButton label={t('header.closeMenu')} onClick={() => closeDialog('leftMenu')} />
              </div>
              <ul className="space-y-1">{MAIN_NAV.map((i) => link(i.href, t(i.label)))}</ul>
              <hr className="my-3 border-line" />
              <ul className="space-y-1">{ACCOUNT_NAV.map((i) => link(i.href, t(i.label)))}</ul>
              <hr className="my-3 border-line" />
              <ul className="space-y-1">
                {FOOTER_NAV.slice(0, 3).map((i) => link(i.href, t(i.label)))}
                <li>
                  <button
                    type="button"
                    className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-2"
                    onClick={() => {
                      closeDialog('leftMenu');
                      openDialog('language');
                    }}
                  >
                    {t('nav.language')} · {t(`language.${lang}`)}
                  </button>
                </li>
              </ul>
            </nav>
          </>,
          document.body,
        )}
    </>
  );
}
