// Promotion texts (issue 17): level tables, channels and referrals. Merged into ../messages.ts.
export const promotionZhCN = {
  'field.period': '周期',
  'field.rankBy': '排序方式',
  'field.userId': '用户 ID',
  'field.flag': '标记状态',
  'field.channelCode': '渠道代码',
  'field.channelName': '渠道名称',
  'err.levelTableNotRising': '等级表需从 1 级起连续编号，且每级门槛都高于上一级（最多 {max} 级）',
  'err.levelRatioRange': '返利比例须在 0% 到 100% 之间',
  'err.promoChannelExists': '该渠道代码已存在',
  'err.promoChannelNotFound': '渠道不存在',
  'err.promoReferralNotFound': '推广关系不存在',
  'err.promoReferralNotFlagged': '该推广关系未被标记，或已处理',
  'err.promoPartnerNotFound': '推广员不存在',
} as const;

export const promotionEn: Record<keyof typeof promotionZhCN, string> = {
  'field.period': 'Period',
  'field.rankBy': 'Ranked by',
  'field.userId': 'User ID',
  'field.flag': 'Flag',
  'field.channelCode': 'Channel code',
  'field.channelName': 'Channel name',
  'err.levelTableNotRising': 'Levels must be numbered from 1 without gaps, each threshold above the one before (at most {max} levels)',
  'err.levelRatioRange': 'A rebate ratio must be between 0% and 100%',
  'err.promoChannelExists': 'A channel with this code already exists',
  'err.promoChannelNotFound': 'No such channel',
  'err.promoReferralNotFound': 'No such referral',
  'err.promoReferralNotFlagged': 'This referral is not flagged, or was already decided',
  'err.promoPartnerNotFound': 'No such partner',
} as const;
