// Operator console texts (issue 14): refusals and field names of api/console. Merged into ../messages.ts.
export const consoleZhCN = {
  'err.consoleNotSignedIn': '请先登录后台',
  'err.consoleForbidden': '你的角色没有这项权限',
  'err.consoleCsrf': '请求缺少有效的安全令牌，请刷新页面后重试',
  'err.consolePasswordChange': '请先修改初始密码',
  'err.consoleOwnChange': '不能审批自己提交的变更，需要另一位员工审批',
  'err.consoleAlreadyDecided': '这项变更已经处理过了',
} as const;

export const consoleEn: Record<keyof typeof consoleZhCN, string> = {
  'err.consoleNotSignedIn': 'Sign in to the console first',
  'err.consoleForbidden': 'Your role does not allow this',
  'err.consoleCsrf': 'The request has no valid security token; reload the page and try again',
  'err.consolePasswordChange': 'Change your initial password first',
  'err.consoleOwnChange': 'You cannot approve your own change: another staff member must approve it',
  'err.consoleAlreadyDecided': 'This change has already been decided',
};
