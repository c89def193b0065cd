// Inbox endpoints (the spec's Messages calls). The count is asked only when signed in (src/lib/stores/inbox.ts).
import type { MessageDetail, MessageSummary } from '../../shared/contracts/inbox.ts';
import type { Page } from '../../shared/contracts/wallet.ts';
import type { RequestOptions } from './client.ts';
import { PAGE_SIZE } from './endpoints.ts';
import { api } from './index.ts';

export const inboxApi = {
  list: (page: number, opts: RequestOptions = {}) =>
    api.get<Page<MessageSummary>>('/message/listMessage', { page, pageSize: PAGE_SIZE }, opts),
  /** Marks the message read on the server. */
  detail: (id: string, opts: RequestOptions = {}) => api.get<MessageDetail>('/message/getMessageDetail', { id }, opts),
  /** A number in data, 0 by default. */
  unreadCount: (opts: RequestOptions = {}) => api.get<number>('/message/countUserUnreadMessage', {}, opts),
};
