// Dream texts (issue 13): field names, validation and refusals of the dream calls. Merged into ../messages.ts.
export const dreamZhCN = {
  'field.targetId': '目标饰品',
  'field.chancePpm': '概率',
  'field.stakeIds': '投入的饰品',
  'v.dreamStakeCount': '最多投入 {max} 件饰品',
  'v.dreamStakeRepeated': '投入的饰品不能重复',
  'v.dreamChanceOrStake': '请选择概率或投入饰品（二选一）',
  'err.dreamChanceRange': '概率需在 {min}% 到 {max}% 之间',
  'err.dreamTargetNotFound': '目标饰品不存在或不在追梦池中',
  'err.dreamStakeTooHigh': '投入饰品的价值（{stake} 元）高于目标饰品（{target} 元）',
  'err.dreamStakeTooLow': '投入饰品的价值只够 {percent}% 的概率，至少需要 {min}%',
  'dream.feedName': '追梦',
  'dream.miss': '未中',
} as const;

export const dreamEn: Record<keyof typeof dreamZhCN, string> = {
  'field.targetId': 'Target item',
  'field.chancePpm': 'Chance',
  'field.stakeIds': 'Staked items',
  'v.dreamStakeCount': 'Stake at most {max} items',
  'v.dreamStakeRepeated': 'Each staked item may be chosen once',
  'v.dreamChanceOrStake': 'Choose either a chance or items to stake, not both',
  'err.dreamChanceRange': 'The chance must be between {min}% and {max}%',
  'err.dreamTargetNotFound': 'The target item does not exist or is not in the dream pool',
  'err.dreamStakeTooHigh': 'The staked items are worth {stake}, more than the target ({target})',
  'err.dreamStakeTooLow': 'The staked items buy only a {percent}% chance; at least {min}% is needed',
  'dream.feedName': 'Dream',
  'dream.miss': 'Miss',
};
