// The public-notice dialog: opens when sysConfig's publicText says so, showing the
// newest notice (api/common/notice?topN=1), once per notice: the ids already shown are kept in
// localStorage, so neither a reload nor another page shows the same notice again.
import { atom } from 'nanostores';
import type { SysConfig } from '../../shared/contracts/sysconfig.ts';
import { $dialogs, openDialog, type Dialogs } from '../stores/dialogs.ts';

/** What the dialog shows; the shape of api/common/notice's items. */
export interface NoticeItem {
  id: string;
  title: string;
  /** Plain text, paragraphs separated by a blank line. */
  content: string;
  publishedAt: string;
  level: string;
}

export const NOTICE_SEEN_KEY = 'noticeSeen';
/** Enough for any realistic run of notices; the oldest ids fall off first. */
const MAX_SEEN = 20;

export const $notice = atom<NoticeItem | null>(null);

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function seenNotices(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(NOTICE_SEEN_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

export function markNoticeSeen(id: string): void {
  const seen = seenNotices().filter((x) => x !== id);
  seen.push(id);
  storage()?.setItem(NOTICE_SEEN_KEY, JSON.stringify(seen.slice(-MAX_SEEN)));
}

/** The notice to show now, or null: switched off, none published, pinned to another one, or seen. */
export function noticeToShow(config: SysConfig | null, list: readonly NoticeItem[], seen: readonly string[]): NoticeItem | null {
  if (!config?.publicText) return null;
  const newest = list[0];
  if (!newest || typeof newest.id !== 'string' || !newest.id) return null;
  if (config.noticeId && config.noticeId !== newest.id) return null;
  return seen.includes(newest.id) ? null : newest;
}

/** Resolves once no dialog is open (at once when none is). */
export function noDialogOpen(): Promise<void> {
  const none = (d: Dialogs) => !Object.values(d).some(Boolean);
  if (none($dialogs.get())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = $dialogs.listen((d) => {
      if (!none(d)) return;
      stop();
      resolve();
    });
  });
}

/**
 * Asks for the newest notice when the config allows one and opens the dialog, once no other
 * dialog is open. The notice counts as shown the moment it opens: "once" holds even if the visitor leaves without closing it.
 */
export async function showNoticeOnce(config: SysConfig | null, fetchNewest: () => Promise<NoticeItem[]>): Promise<NoticeItem | null> {
  if (!config?.publicText) return null;
  let list: NoticeItem[];
  try {
    list = await fetchNewest();
  } catch {
    return null;
  }
  const notice = noticeToShow(config, Array.isArray(list) ? list : [], seenNotices());
  if (!notice) return null;
  // Never over a dialog the visitor already opened (signing in, say): it would take their clicks.
  await noDialogOpen();
  markNoticeSeen(notice.id);
  $notice.set(notice);
  openDialog('notice');
  return notice;
}
