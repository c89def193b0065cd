// The public-notice dialog: the newest notice, opened once per notice by
// src/lib/shell/notice.ts. Plain text; a blank line starts a new paragraph.
import { useStore } from '@nanostores/react';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $notice } from '../../lib/shell/notice.ts';
import { closeDialog } from '../../lib/stores/dialogs.ts';
import { useT } from '../common/hooks.ts';
import { Modal } from '../dialogs/Modal.tsx';

export function NoticeDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const notice = useStore($notice);
  if (!notice) return null;
  const close = () => closeDialog('notice');
  const date = notice.publishedAt.slice(0, 10);
  return (
    <Modal title={notice.title || t('shell.notice.title')} closeLabel={t('common.close')} onClose={close} testId="notice-dialog">
      {date && <p className="-mt-2 mb-3 text-xs text-muted">{t('shell.notice.published', { date })}</p>}
      <div className="space-y-3 text-sm leading-relaxed">
        {notice.content
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p, i) => (
            <p key={i} className="whitespace-pre-line">
              {p}
            </p>
          ))}
      </div>
      <button type="submit" className="btn-primary mt-5 w-full" onClick={close}>
        {t('shell.notice.ok')}
      </button>
    </Modal>
  );
}
