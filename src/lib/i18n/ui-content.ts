// UI strings of the content pages (help and support docs, events, promotions), zh-CN first,
// English second. Merged into the one table of ./ui.ts; the articles themselves are Markdown in
// src/content, one file per language.

export const contentUiZhCN = {
  'content.breadcrumb': '当前位置',
  'content.sections': '文档分类',
  'content.articles': '文章目录',
  'content.updated': '更新于 {date}',
  'content.readMore': '阅读全文',
  'content.helpIntro': '开箱、充值、取回、玩法与可验证公平的说明。',
  'content.supportIntro': '用户协议、隐私政策、年龄规定，以及如何联系我们。',
  'content.events': '活动',
  'content.eventsIntro': '站内活动与即将上线的玩法。',
  'content.promotions': '优惠',
  'content.promotionsIntro': '当前可参加的优惠。仅限年满 18 周岁的用户，请理性消费。',
  'content.since': '{start} 起',
  'content.period': '{start} 至 {end}',
} as const;

export const contentUiEn: Record<keyof typeof contentUiZhCN, string> = {
  'content.breadcrumb': 'You are here',
  'content.sections': 'Sections',
  'content.articles': 'Articles',
  'content.updated': 'Updated {date}',
  'content.readMore': 'Read more',
  'content.helpIntro': 'How opening, deposits, withdrawals, the game modes and provable fairness work.',
  'content.supportIntro': 'Terms of service, privacy, the age rule, and how to reach us.',
  'content.events': 'Events',
  'content.eventsIntro': 'What is happening on the site, and what is coming.',
  'content.promotions': 'Promotions',
  'content.promotionsIntro': 'Offers open now. Adults (18+) only; please spend sensibly.',
  'content.since': 'From {start}',
  'content.period': '{start} to {end}',
};
