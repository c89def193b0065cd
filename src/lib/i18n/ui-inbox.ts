// UI strings of the inbox (header badge and the 'info' dialog), zh-CN first, English second.
// Merged into the one table of ./ui.ts. Message titles and bodies come from the server, already
// in the reader's language.

export const inboxUiZhCN = {
  'inbox.open': '消息',
  'inbox.openUnread': '消息，{count} 条未读',
  'inbox.title': '站内信',
  'inbox.list': '消息列表',
  'inbox.empty': '暂无消息',
  'inbox.unread': '未读',
  'inbox.back': '返回列表',
  'inbox.pagerLabel': '消息分页，第 {page} / {pages} 页',
} as const;

export const inboxUiEn: Record<keyof typeof inboxUiZhCN, string> = {
  'inbox.open': 'Messages',
  'inbox.openUnread': 'Messages, {count} unread',
  'inbox.title': 'Inbox',
  'inbox.list': 'Messages',
  'inbox.empty': 'No messages yet',
  'inbox.unread': 'Unread',
  'inbox.back': 'Back to the list',
  'inbox.pagerLabel': 'Message pages, page {page} of {pages}',
};
