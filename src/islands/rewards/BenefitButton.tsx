// The header's gift button (spec overlay "benefit"): opens the benefit dialog, with a
// badge counting what the player can claim or use now. Rendered for a signed-in player only, icon-only
// (its name is the aria-label) from sm up at every width. On a phone the row has no room for it
// (tests/e2e/layout.spec.ts): the avatar menu's entry (BenefitMenuItem) opens the dialog there.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $benefits, benefitCount, loadBenefits } from '../../lib/stores/benefits.ts';
import { $dialogs, openDialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../common/hooks.ts';

export function BenefitButton({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const count = benefitCount(useStore($benefits));
  const open = useStore($dialogs).benefit;
  useEffect(() => {
    // On mount, and each time the dialog closes.
    if (!open) void loadBenefits();
  }, [open]);

  return (
    <button
      type="button"
      data-testid="benefit-open"
      aria-label={count > 0 ? t('benefit_openCount', { count }) : t('benefit_open')}
      onClick={() => openDialog('benefit')}
      className="relative flex size-9 shrink-0 items-center justify-center rounded-full border border-line bg-surface text-amber-300 hover:text-amber-200 max-sm:hidden"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
        <rect x="3.5" y="8" width="17" height="4" rx="1" />
        <path d="M5 12v8h14v-8M12 8v12" />
        <path d="M12 8c-1.5-3-5-4-5.5-1.8C6 8 9.5 8 12 8Zm0 0c1.5-3 5-4 5.5-1.8C18 8 14.5 8 12 8Z" />
      </svg>
      {count > 0 && (
        <span
          data-testid="benefit-badge"
          aria-hidden="true"
          className="absolute -end-1 -top-1 min-w-5 rounded-full bg-accent-red-fill px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}

/** The avatar menu's entry to the benefit dialog, with the same count (the header button's room on a phone). */
export function BenefitMenuItem({ lang, onOpen }: { lang: Lang; onOpen: () => void }) {
  const t = useT(lang);
  const count = benefitCount(useStore($benefits));
  return (
    <button
      type="button"
      role="menuitem"
      data-testid="benefit-open-menu"
      className="flex w-full items-center justify-between gap-2 px-4 py-2 text-start text-sm hover:bg-surface-2"
      onClick={() => {
        onOpen();
        openDialog('benefit');
      }}
    >
      {t('benefit_open')}
      {count > 0 && <span className="min-w-5 rounded-full bg-accent-red-fill px-1 text-center text-[11px] font-bold leading-5 text-white">{count > 99 ? '99+' : count}</span>}
    </button>
  );
}
