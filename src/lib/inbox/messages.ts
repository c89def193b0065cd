// The inbox dialog's data: the player's messages page by page (newest first), the message opened
// in full (opening it marks it read on the server), and which were read on this visit, so a row
// stops showing "unread" without asking for its page again. Only the latest detail asked for is
// shown: a slow answer for an earlier click is dropped.
import { atom } from 'nanostores';
import type { MessageDetail } from '../../shared/contracts/inbox.ts';
import { isStale, latest } from '../api/client.ts';
import { inboxApi } from '../api/inbox.ts';
import { createPagedList } from '../paged.ts';

export type InboxDetail = { state: 'loading' } | { state: 'failed' } | { state: 'shown'; message: MessageDetail };

export const inboxList = createPagedList((page) => inboxApi.list(page, { silent: true }));
export const $inboxDetail = atom<InboxDetail>({ state: 'loading' });
export const $inboxReadIds = atom<ReadonlySet<string>>(new Set());

const fetchDetail = latest((id: string) => inboxApi.detail(id, { silent: true }), 'inboxDetail');
let detailSeq = 0;

/** The dialog opened: the first page, from nothing read on this visit. */
export function startInbox(): Promise<void> {
  leaveInbox();
  return inboxList.load(1);
}

/** The dialog closed: its lists and answers still in flight are dropped. */
export function leaveInbox(): void {
  inboxList.reset();
  dropInboxDetail();
  $inboxReadIds.set(new Set());
}

/** One message in full; it counts as read on this visit once it came. */
export async function openInboxMessage(id: string): Promise<void> {
  const mine = ++detailSeq;
  $inboxDetail.set({ state: 'loading' });
  try {
    const message = await fetchDetail(id);
    if (mine !== detailSeq) return;
    $inboxDetail.set({ state: 'shown', message });
    $inboxReadIds.set(new Set($inboxReadIds.get()).add(message.id));
  } catch (err) {
    if (mine === detailSeq && !isStale(err)) $inboxDetail.set({ state: 'failed' });
  }
}

/** Back to the list: an answer for the message left is dropped. */
export function dropInboxDetail(): void {
  detailSeq += 1;
  $inboxDetail.set({ state: 'loading' });
}
