// UI strings of the shell (issue 5): left menu sections, preferences, exchange display, public
// notice and the chunk-load prompt. Merged into the one table in ./ui.ts.
export const shellUiZhCN = {
  'shell.menu.play': '玩法',
  'shell.menu.account': '我的',
  'shell.menu.more': '帮助与活动',
  'shell.menu.settings': '设置',
  'shell.nav.skin': '饰品',
  'shell.nav.reverse': '反转对战',
  'shell.nav.vip': '会员等级',
  'shell.nav.promo': '推广中心',
  'shell.nav.transfer': '余额转换',
  'shell.nav.event': '活动',
  'shell.nav.promotions': '优惠',

  'shell.prefs.title': '偏好设置',
  'shell.prefs.voice': '音效',
  'shell.prefs.music': '音乐',
  'shell.prefs.fast': '快速开箱',

  'shell.exchange.label': '副余额',
  'shell.exchange.action': '兑换',
  'shell.exchange.title': '副余额 {amount} 元，前往兑换',

  'shell.notice.title': '公告',
  'shell.notice.ok': '我知道了',
  'shell.notice.published': '发布于 {date}',

  'shell.chunkError.title': '页面内容加载失败',
  'shell.chunkError.desc': '网络不稳定或网站刚刚更新，请刷新页面后重试。',
  'shell.chunkError.reload': '刷新页面',
} as const;

export const shellUiEn: Record<keyof typeof shellUiZhCN, string> = {
  'shell.menu.play': 'Games',
  'shell.menu.account': 'My account',
  'shell.menu.more': 'Help and events',
  'shell.menu.settings': 'Settings',
  'shell.nav.skin': 'Skins',
  'shell.nav.reverse': 'Reverse battles',
  'shell.nav.vip': 'Member levels',
  'shell.nav.promo': 'Partner programme',
  'shell.nav.transfer': 'Balance exchange',
  'shell.nav.event': 'Events',
  'shell.nav.promotions': 'Promotions',

  'shell.prefs.title': 'Preferences',
  'shell.prefs.voice': 'Sound effects',
  'shell.prefs.music': 'Music',
  'shell.prefs.fast': 'Fast opening',

  'shell.exchange.label': 'Secondary',
  'shell.exchange.action': 'Exchange',
  'shell.exchange.title': 'Secondary balance {amount} CNY: exchange it',

  'shell.notice.title': 'Notice',
  'shell.notice.ok': 'Got it',
  'shell.notice.published': 'Published {date}',

  'shell.chunkError.title': 'Part of this page failed to load',
  'shell.chunkError.desc': 'The connection dropped or the site was just updated. Please reload the page.',
  'shell.chunkError.reload': 'Reload page',
};
