// Signed-in sessions (issue 9): the list on /personal and ending a session. Merged into ../messages.ts.
export const sessionsZhCN = {
  'field.sessionId': '登录设备编号',
  /** Unknown, ended, expired and someone else's session answer alike. */
  'err.sessionNotFound': '该登录设备不存在或已退出',
} as const;

export const sessionsEn: Record<keyof typeof sessionsZhCN, string> = {
  'field.sessionId': 'Session id',
  'err.sessionNotFound': 'This session does not exist or has already ended',
};
