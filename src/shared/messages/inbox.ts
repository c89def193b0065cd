// Inbox texts (issue 5): message titles and bodies are stored as these keys plus params, so a
// message reads in the reader's language whenever it is read. Merged into ../messages.ts.
export const inboxZhCN = {
  'field.messageId': '消息编号',
  'err.messageNotFound': '消息不存在',
  'inbox.deposit.title': '充值成功',
  'inbox.deposit.body': '充值成功：¥{amount} 已到账',
  'inbox.deposit.bodyBonus': '充值成功：¥{amount} 已到账，另获首充奖励 ¥{bonus}',
  'inbox.sale.title': '出售成功',
  'inbox.sale.body': '出售成功：{count} 件饰品，获得 ¥{amount}',
  'inbox.giveaway.title': '福利中奖',
  'inbox.giveaway.body': '恭喜！你在福利房间「{title}」中获得一件价值 ¥{amount} 的饰品，已放入背包',
  /** A stored key this version no longer knows (a message written by a newer release). */
  'inbox.unknown.title': '系统消息',
  'inbox.unknown.body': '此消息无法显示，请刷新页面后重试',
} as const;

export const inboxEn: Record<keyof typeof inboxZhCN, string> = {
  'field.messageId': 'Message id',
  'err.messageNotFound': 'Message not found',
  'inbox.deposit.title': 'Top-up completed',
  'inbox.deposit.body': 'Top-up completed: ¥{amount} has been credited',
  'inbox.deposit.bodyBonus': 'Top-up completed: ¥{amount} has been credited, plus a ¥{bonus} first-deposit bonus',
  'inbox.sale.title': 'Items sold',
  'inbox.sale.body': 'Sold {count} item(s) for ¥{amount}',
  'inbox.giveaway.title': 'You won a giveaway',
  'inbox.giveaway.body': 'Congratulations! You won a skin worth ¥{amount} in the giveaway "{title}"; it is in your backpack',
  'inbox.unknown.title': 'System message',
  'inbox.unknown.body': 'This message cannot be shown; please reload the page and try again',
};
