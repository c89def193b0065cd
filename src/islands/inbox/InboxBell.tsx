// The header's inbox button with the unread badge. It is rendered for a signed-in user only, and
// keeps the count fresh while it is on screen (src/lib/stores/inbox.ts).
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { $unreadCount, startUnreadSync } from '../../lib/stores/inbox.ts';
import { useT } from '../common/hooks.ts';

export function InboxBell({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const count = useStore($unreadCount);
  useEffect(() => startUnreadSync(), []);

  return (
    <button
      type="button"
      data-testid="open-inbox"
      aria-label={count > 0 ? t('inbox.openUnread', { count }) : t('inbox.open')}
      onClick={() => openDialog('info')}
      className="relative flex size-9 items-center justify-center rounded-full border border-line bg-surface text-muted hover:text-ink"
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M4 6h16v12H4z" strokeLinejoin="round" />
        <path d="m4 7 8 6 8-6" strokeLinejoin="round" />
      </svg>
      {count > 0 && (
        <span
          data-testid="inbox-badge"
          aria-hidden="true"
          className="absolute -end-1 -top-1 min-w-5 rounded-full bg-accent-red-fill px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
