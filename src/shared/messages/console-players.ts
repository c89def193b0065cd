// Console players area (issue 14): field names and refusals of api/console/players and
// api/console/adjustments, and the banned player's sign-in refusal. Merged into ../messages.ts.
export const consolePlayersZhCN = {
  'field.playerId': '玩家 ID',
  'field.adjustmentId': '调整单号',
  'field.playerStatus': '玩家状态',
  'field.playerRecord': '记录类型',
  'field.note': '备注',
  'field.accountType': '账户',
  'field.adjustmentState': '审批状态',
  'v.signedAmount': '请输入不为零的金额（可带正负号，最多两位小数）',
  'err.playerNotFound': '玩家不存在',
  'err.adjustmentNotFound': '调整单不存在',
  'err.playerAlreadyBanned': '该玩家已被封禁',
  'err.playerNotBanned': '该玩家未被封禁',
  'err.accountBanned': '账号已被封禁：{reason}。如有疑问请联系客服',
} as const;

export const consolePlayersEn: Record<keyof typeof consolePlayersZhCN, string> = {
  'field.playerId': 'Player id',
  'field.adjustmentId': 'Adjustment id',
  'field.playerStatus': 'Player status',
  'field.playerRecord': 'Record',
  'field.note': 'Note',
  'field.accountType': 'Account',
  'field.adjustmentState': 'Approval state',
  'v.signedAmount': 'Enter a non-zero amount (a sign is allowed, at most two decimals)',
  'err.playerNotFound': 'No such player',
  'err.adjustmentNotFound': 'No such adjustment',
  'err.playerAlreadyBanned': 'This player is already banned',
  'err.playerNotBanned': 'This player is not banned',
  'err.accountBanned': 'This account is banned: {reason}. Contact support if you think this is wrong',
};
