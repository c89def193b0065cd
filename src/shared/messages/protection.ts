// Player protection (issue 19): limits, reality checks, cool-off and self-exclusion. Merged into ../messages.ts.
export const protectionZhCN = {
  'err.playCoolingOff': '你正处于冷静期，{until}（北京时间）前不能充值、游戏或参加活动',
  'err.playSelfExcluded': '你已自我排除，{until}（北京时间）前不能充值、游戏或参加活动',
  'err.realityCheckDue': '请先查看游戏时间提醒并选择继续或停止',
  'err.limitDepositReached': '超出你设定的充值限额：目前还可充值 {left} 元，{reset}（北京时间）起额度恢复',
  'err.limitLossReached': '超出你设定的亏损限额：目前还可充值 {left} 元，{reset}（北京时间）起额度恢复',
  'err.limitRaiseNotDue': '提高或取消限额需等待 24 小时，{at}（北京时间）后可确认',
  'err.limitNoPending': '没有待确认的限额变更',
  'err.exclusionRunning': '你已有一项限制持续到 {until}（北京时间），新的限制不能更早结束',
  'err.staffCannotLoosen': '工作人员只能收紧限额，不能放宽、取消限额或解除冷静期与自我排除',
  'field.limitKind': '限额类型',
  'field.limitPeriod': '限额周期',
  'field.length': '时长',
  'field.interval': '提醒间隔',
  'field.exclusionKind': '限制类型',
} as const;

export const protectionEn: Record<keyof typeof protectionZhCN, string> = {
  'err.playCoolingOff': 'You are taking a time-out until {until} (China time): no deposits, play or promotions until then',
  'err.playSelfExcluded': 'You have excluded yourself until {until} (China time): no deposits, play or promotions until then',
  'err.realityCheckDue': 'Please read your reality check and choose to continue or stop first',
  'err.limitDepositReached': 'This passes your deposit limit: you can deposit ¥{left} more now, and more from {reset} (China time)',
  'err.limitLossReached': 'This passes your loss limit: you can deposit ¥{left} more now, and more from {reset} (China time)',
  'err.limitRaiseNotDue': 'A raise or removal waits 24 hours: you can confirm it from {at} (China time)',
  'err.limitNoPending': 'There is no limit change waiting for confirmation',
  'err.exclusionRunning': 'You already have a restriction until {until} (China time); a new one cannot end sooner',
  'err.staffCannotLoosen': 'Staff can only tighten a limit, never loosen or remove one, or lift a time-out or self-exclusion',
  'field.limitKind': 'Limit type',
  'field.limitPeriod': 'Limit period',
  'field.length': 'Length',
  'field.interval': 'Reminder interval',
  'field.exclusionKind': 'Restriction',
} as const;
