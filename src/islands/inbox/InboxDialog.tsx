// The inbox dialog ('info'): the player's messages page by page, newest first, and one message in
// full (opening it marks it read on the server). Closing refreshes the unread count, then hides
// (the spec's states), so the badge is right the moment the dialog is gone.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { MessageSummary } from '../../shared/contracts/inbox.ts';
import { formatTime } from '../../lib/format.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { $inboxDetail, $inboxReadIds, dropInboxDetail, inboxList as list, leaveInbox, openInboxMessage, startInbox, type InboxDetail as Detail } from '../../lib/inbox/messages.ts';
import { closeInbox } from '../../lib/stores/inbox.ts';
import { EmptyState } from '../common/EmptyState.tsx';
import { useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Pager, type PagerKeys } from '../common/Pager.tsx';
import { Modal } from '../dialogs/Modal.tsx';

const PAGER_KEYS: PagerKeys = { prev: 'pager.prev', next: 'pager.next', pageOf: 'pager.pageOf', label: 'inbox.pagerLabel' };

export function InboxDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const { data, loading, error } = useStore(list.$state);
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useStore($inboxDetail);
  const readIds = useStore($inboxReadIds);

  useEffect(() => {
    void startInbox();
    return leaveInbox;
  }, []);

  useEffect(() => {
    if (openId === null) return;
    void openInboxMessage(openId);
    return dropInboxDetail;
  }, [openId]);

  return (
    <Modal title={t('inbox.title')} closeLabel={t('common.close')} onClose={() => void closeInbox()} testId="inbox-dialog" wide>
      {openId !== null ? (
        <MessageView t={t} detail={detail} onBack={() => setOpenId(null)} onRetry={() => void openInboxMessage(openId)} />
      ) : (
        <div className="space-y-4">
          {error && !data ? (
            <LoadFailed t={t} onRetry={() => void list.refresh()} className="space-y-3 py-8 text-center" />
          ) : !data ? (
            <p className="py-8 text-center text-muted">{t('common.loading')}</p>
          ) : data.list.length === 0 ? (
            <EmptyState variant="inline" testId="inbox-empty" icon="inbox" title={t('inbox.empty')} />
          ) : (
            <ul aria-label={t('inbox.list')} aria-busy={loading} className="divide-y divide-line overflow-hidden rounded-xl border border-line">
              {data.list.map((m) => (
                <MessageRow key={m.id} t={t} message={m} read={m.read || readIds.has(m.id)} onOpen={() => setOpenId(m.id)} />
              ))}
            </ul>
          )}
          <Pager t={t} list={list} keys={PAGER_KEYS} testId="inbox-pager" buttonTestIds={{ prev: 'inbox-prev', next: 'inbox-next' }} />
        </div>
      )}
    </Modal>
  );
}

function MessageRow({ t, message, read, onOpen }: { t: Translator; message: MessageSummary; read: boolean; onOpen: () => void }) {
  return (
    <li>
      <button type="button" data-testid="inbox-row" data-read={read} onClick={onOpen} className="block w-full px-4 py-3 text-start hover:bg-surface-2">
        <span className="flex items-center justify-between gap-3">
          <span className={`flex items-center gap-2 truncate ${read ? 'text-muted' : 'font-bold'}`}>
            {!read && <span className="size-2 shrink-0 rounded-full bg-accent-red" aria-hidden="true" />}
            {!read && <span className="sr-only">{t('inbox.unread')}</span>}
            <span className="truncate">{message.title}</span>
          </span>
          <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted">{formatTime(message.createdAt)}</time>
        </span>
        <span className="mt-1 block truncate text-sm text-muted">{message.summary}</span>
      </button>
    </li>
  );
}

function MessageView({ t, detail, onBack, onRetry }: { t: Translator; detail: Detail; onBack: () => void; onRetry: () => void }) {
  return (
    <div className="space-y-4">
      <button type="button" data-testid="inbox-back" className="btn-ghost px-3 py-1.5 text-sm" onClick={onBack}>
        {t('inbox.back')}
      </button>
      {detail.state === 'loading' && <p className="py-8 text-center text-muted">{t('common.loading')}</p>}
      {detail.state === 'failed' && <LoadFailed t={t} onRetry={onRetry} className="space-y-3 py-8 text-center" />}
      {detail.state === 'shown' && (
        <article data-testid="inbox-detail" className="space-y-2">
          {/* The reader's own phrase on every message: one without it is not from us (docs/decisions/0104). */}
          {detail.message.antiPhishingPhrase ? (
            <p data-testid="inbox-phrase" className="rounded-lg bg-surface-2 px-3 py-1.5 text-xs text-accent-blue">
              {t('inbox.phrase', { phrase: detail.message.antiPhishingPhrase })}
            </p>
          ) : null}
          <h3 className="text-base font-bold">{detail.message.title}</h3>
          <time dateTime={detail.message.createdAt} className="block text-xs text-muted">{formatTime(detail.message.createdAt)}</time>
          <p className="whitespace-pre-line break-words">{detail.message.body}</p>
        </article>
      )}
    </div>
  );
}
