// Console reports and RTP monitor (issue 14): field names and refusals of api/console/reports.
// Merged into ../messages.ts.
export const consoleReportsZhCN = {
  'field.report': '报表',
  'field.granularity': '统计粒度',
  'field.reportFrom': '开始日期',
  'field.reportTo': '结束日期',
  'field.reportFlagged': '仅看异常',
  'v.report': '{field}须为 deposits、turnover、ggr、sellBack、liabilities 或 players',
  'v.granularity': '{field}须为 day（日）、week（周）或 month（月）',
  'v.reportDate': '{field}须为日期，如 2026-01-31',
  'v.reportRange': '结束日期不能早于开始日期，且范围最多 {max} 天',
} as const;

export const consoleReportsEn: Record<keyof typeof consoleReportsZhCN, string> = {
  'field.report': 'Report',
  'field.granularity': 'Granularity',
  'field.reportFrom': 'From',
  'field.reportTo': 'To',
  'field.reportFlagged': 'Flagged only',
  'v.report': '{field} must be deposits, turnover, ggr, sellBack, liabilities or players',
  'v.granularity': '{field} must be day, week or month',
  'v.reportDate': '{field} must be a date such as 2026-01-31',
  'v.reportRange': 'The end date cannot be before the start date, and a range is at most {max} days',
};
