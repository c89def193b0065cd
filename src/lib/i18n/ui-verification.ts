// UI strings of the verification part (issue 4), merged into the one table in ./ui.ts.
export const verificationUiZhCN = {
  'sms.get': '获取验证码',
  'sms.sending': '发送中…',
  'sms.sent': '验证码已发送',
  'sms.resendIn': '{n} 秒后重发',
  'captcha.title': '安全验证',
  'captcha.hint': '拖动下方滑块，使拼图块与缺口对齐',
  'captcha.slider': '拼图滑块：方向键移动，回车确认',
  'captcha.background': '带缺口的拼图背景',
  'captcha.refresh': '换一张',
  'captcha.loading': '正在加载验证图片…',
  'captcha.checking': '正在验证…',
  'captcha.passed': '验证通过',
} as const;

export const verificationUiEn: Record<keyof typeof verificationUiZhCN, string> = {
  'sms.get': 'Get code',
  'sms.sending': 'Sending…',
  'sms.sent': 'Code sent',
  'sms.resendIn': 'Resend in {n} s',
  'captcha.title': 'Security check',
  'captcha.hint': 'Drag the slider below until the piece fits the gap',
  'captcha.slider': 'Puzzle slider: arrow keys move it, Enter confirms',
  'captcha.background': 'Puzzle picture with a gap',
  'captcha.refresh': 'New picture',
  'captcha.loading': 'Loading the puzzle…',
  'captcha.checking': 'Checking…',
  'captcha.passed': 'Check passed',
};
