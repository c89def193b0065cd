// Member levels (VIP), rankings and the console's level tables (issue 17). Merged into ../messages.ts.
export const vipZhCN = {
  'inbox.vip.title': '会员等级提升',
  'inbox.vip.body': '恭喜！你已达到 VIP{level}',
  'inbox.vip.bodyReward': '恭喜！你已达到 VIP{level}，获得升级奖励 {coins} 金币，已存入金币余额',
  /** A level's benefits as listed on /personal/vip (GradeLevelView.benefits). */
  'vip.benefit.reward': '升级奖励 {coins} 金币（一次性）',
  'vip.benefit.badge': '名字旁显示 VIP{level} 等级标识',
  'field.levels': '等级表',
  'field.level': '等级',
  'field.minPurchases': '累计推广消费门槛',
  'field.ratio': '返利比例',
  'field.minGrowth': '成长值门槛',
  'field.rewardCoins': '升级奖励金币',
  'field.enabled': '启用状态',
  'v.channelCode': '渠道代码只能包含字母、数字、- 和 _（1-32 位）',
} as const;

export const vipEn: Record<keyof typeof vipZhCN, string> = {
  'inbox.vip.title': 'Member level up',
  'inbox.vip.body': 'Congratulations! You reached VIP{level}',
  'inbox.vip.bodyReward': 'Congratulations! You reached VIP{level} and received a reward of {coins} gold coins, added to your coin balance',
  'vip.benefit.reward': 'One-time level-up reward of {coins} gold coins',
  'vip.benefit.badge': 'A VIP{level} badge beside your name',
  'field.levels': 'Level table',
  'field.level': 'Level',
  'field.minPurchases': 'Promoted purchases needed',
  'field.ratio': 'Rebate ratio',
  'field.minGrowth': 'Growth needed',
  'field.rewardCoins': 'Level-up coins',
  'field.enabled': 'Enabled',
  'v.channelCode': 'A channel code may hold only letters, digits, - and _ (1-32 characters)',
} as const;
