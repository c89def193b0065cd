// Every visible UI string of the browser side, zh-CN first, English second; parts live in
// ./ui-<part>.ts and are merged here. zh-TW is generated from zh-CN by `npm run i18n:zh-TW`
// (scripts/i18n/) into ./ui.zh-TW.generated.ts: never edit it, re-run the generator.
// API and validation messages live in src/shared/messages.ts; this table is only for the UI.
// Only the server (SSR, prerender) and Node tests read these tables: the browser gets the one
// table of the page's language inline in the HTML (see ./ui.ts), so no client chunk holds them.
// (paraglide-js compiles offline here and could replace these tables later; not migrated yet.)
import type { Lang } from '../../shared/locales.ts';
import { uiZhTW } from './ui.zh-TW.generated.ts';
import { casesEn, casesZhCN } from './ui-cases.ts';
import { verificationUiEn, verificationUiZhCN } from './ui-verification.ts';
import { authUiEn, authUiZhCN } from './ui-auth.ts';
import { steamUiEn, steamUiZhCN } from './ui-steam.ts';
import { profileUiEn, profileUiZhCN } from './ui-profile.ts';
import { securityUiEn, securityUiZhCN } from './ui-security.ts';
import { inboxUiEn, inboxUiZhCN } from './ui-inbox.ts';
import { shellUiEn, shellUiZhCN } from './ui-shell.ts';
import { contentUiEn, contentUiZhCN } from './ui-content.ts';

// Object spreads of imported tables count as side effects to the bundler (a getter could run),
// which kept the tables in client chunks that never read them; a call marked pure does not.
type Merged<T extends object[]> = T extends [infer H, ...infer R extends object[]] ? H & Merged<R> : unknown;
function merge<T extends object[]>(...parts: T): Merged<T> {
  return Object.assign({}, ...parts) as Merged<T>;
}

const zhCN = /* @__PURE__ */ merge(
  {
    'brand.name': 'CS2 开箱',
    'brand.tagline': 'CS2 饰品开箱与交易',

    'nav.main': '主导航',
    'nav.home': '首页',
    'nav.box': '开箱',
    'nav.battle': '对战',
    'nav.giveaways': '福利',
    'nav.dream': '追梦',
    'nav.shop': '商城',
    'nav.personal': '个人中心',
    'nav.flow': '记录中心',
    'nav.fair': '可验证公平',
    'nav.help': '帮助中心',
    'nav.support': '客服支持',
    'nav.language': '语言',
    'nav.logout': '退出登录',

    'header.login': '登录',
    'header.register': '注册',
    'header.recharge': '充值',
    'header.balance': '余额',
    'header.points': '积分',
    'header.openMenu': '打开菜单',
    'header.closeMenu': '关闭菜单',
    'header.accountMenu': '账户菜单',
    'header.avatarAlt': '头像',

    'footer.notice': '本站仅面向年满 18 周岁的用户。开箱结果由可验证公平算法生成，公开概率，请理性消费，切勿沉迷。',
    'footer.terms': '用户协议',
    'footer.privacy': '隐私政策',
    'footer.links': '页脚链接',
    'footer.copyright': '© {year} CS2 开箱。与 Valve 无关联。',

    'common.close': '关闭',
    'common.loading': '加载中…',
    'common.loadFailed': '加载失败',
    'common.retry': '重试',
    'common.submitting': '提交中…',
    'common.yuan': '元',
    'common.or': '或',

    'error.network': '网络错误',
    'error.http': '网络错误（HTTP {status}）',

    'auth.phone': '手机号',
    'auth.phonePlaceholder': '请输入手机号',
    'auth.password': '密码',
    'auth.passwordPlaceholder': '请输入密码',
    'auth.newPassword': '新密码',
    'auth.newPasswordPlaceholder': '8 到 64 个字符',
    'auth.smsCode': '验证码',
    'auth.smsCodePlaceholder': '请输入短信验证码',
    'auth.loginSuccess': '登录成功',
    'auth.registerSuccess': '注册成功',
    'auth.logoutDone': '已退出登录',

    'login.title': '登录',
    'login.submit': '登录',
    'login.toRegister': '没有账号？立即注册',
    'login.toFindPassword': '忘记密码',
    'login.toSmsLogin': '短信验证码登录',
    'login.toPasswordLogin': '密码登录',

    'register.title': '注册',
    'register.invitationCode': '邀请码',
    'register.invitationCodePlaceholder': '请输入邀请码',
    'register.smsOptional': '（可选，短信验证开放后必填）',
    'register.age': '我已年满 18 周岁',
    'register.terms': '我已阅读并同意{terms}{privacy}',
    'register.termsLink': '《用户协议》',
    'register.privacyLink': '《隐私政策》',
    'register.submit': '注册',
    'register.toLogin': '已有账号？去登录',

    'findPassword.title': '找回密码',
    'findPassword.submit': '重置密码',

    'smsLogin.title': '短信登录',
    'smsLogin.submit': '登录',

    'recharge.title': '充值',
    'recharge.channel': '支付渠道',
    'recharge.currency': '币种',
    'recharge.amount': '充值金额（元）',
    'recharge.customAmount': '自定义金额',
    'recharge.range': '单笔 {min} - {max} 元',
    'recharge.payAmount': '应付金额',
    'recharge.payAmountValue': '约 {amount} {currency}',
    'recharge.rate': '1 {currency} = {rate} 元',
    'recharge.bonus': '+{percent}% 首充奖励',
    'recharge.bonusDesc': '首次充值额外赠送 {percent}% 余额',
    'recharge.submit': '立即支付',
    'recharge.noChannels': '暂无可用的支付渠道',
    'recharge.redirecting': '正在前往支付页面…',

    'language.title': '选择语言',
    'language.zh-CN': '简体中文',
    'language.en': 'English',
    'language.zh-TW': '繁體中文',

    'flow.title': '记录中心',
    'flow.tabs': '记录类型',
    'flow.tab.balance': '余额记录',
    'flow.tab.recharge': '充值记录',
    'flow.loginPrompt': '请登录后查看',
    'flow.empty': '暂无记录',
    'flow.refresh': '刷新',
    'flow.prev': '上一页',
    'flow.next': '下一页',
    'flow.pageOf': '第 {page} / {pages} 页',
    'flow.total': '共 {total} 条',
    'flow.col.orderId': '订单号',
    'flow.col.actionType': '类型',
    'flow.col.balanceType': '余额类型',
    'flow.col.amount': '金额',
    'flow.col.balanceAfter': '变动后余额',
    'flow.col.time': '时间',
    'flow.col.channel': '支付渠道',
    'flow.col.credited': '到账金额',
    'flow.col.payAmount': '支付金额',
    'flow.col.state': '状态',

    'action.1': '充值',
    'action.2': '首充奖励',
    'action.3': '开箱',
    'action.4': '饰品回收',
    'action.99': '调整',
    'action.unknown': '其他（{type}）',
    'balanceType.1': '余额',
    'balanceType.2': '副余额',
    'balanceType.3': '积分',
    'balanceType.4': '金币',
    'balanceType.unknown': '其他（{type}）',
    'payState.0': '处理中',
    'payState.1': '已完成',
    'payState.2': '已取消',
    'payState.unknown': '未知（{state}）',

    'home.title': 'CS2 饰品开箱',
    'home.subtitle': '公开概率、可验证公平的开箱、对战与福利。每一次结果都能在浏览器里自行验算。',
    'home.bonusTitle': '+{percent}% 首充奖励',
    'home.bonusDesc': '首次充值即可额外获得 {percent}% 余额奖励。',
    'home.rechargeNow': '立即充值',
    'home.sections': '玩法',
    'home.section.box': '精选箱子，概率公开',
    'home.section.battle': '与其他玩家同场开箱',
    'home.section.giveaways': '参与福利房间，免费抽取饰品',
    'home.section.dream': '以小博大，追逐心仪饰品',
    'home.section.shop': '用积分兑换饰品',
    'home.fairTitle': '可验证公平',
    'home.fairDesc': '每次开箱前公布服务器种子的哈希值，你可以设置自己的客户端种子，事后用公开的算法复算结果。',

    'notFound.title': '页面不存在',
    'notFound.desc': '你访问的页面不存在或已被移除。',
    'notFound.back': '返回首页',

  } as const,
  casesZhCN,
  verificationUiZhCN,
  authUiZhCN,
  steamUiZhCN,
  profileUiZhCN,
  securityUiZhCN,
  inboxUiZhCN,
  shellUiZhCN,
  contentUiZhCN,
);

export type UiKey = keyof typeof zhCN;
export type UiTable = Record<UiKey, string>;

const en: Record<UiKey, string> = /* @__PURE__ */ merge(
  {
    'brand.name': 'CS2 Cases',
    'brand.tagline': 'CS2 skin cases and trading',

    'nav.main': 'Main navigation',
    'nav.home': 'Home',
    'nav.box': 'Cases',
    'nav.battle': 'Battles',
    'nav.giveaways': 'Giveaways',
    'nav.dream': 'Dream',
    'nav.shop': 'Shop',
    'nav.personal': 'My account',
    'nav.flow': 'Records',
    'nav.fair': 'Provably fair',
    'nav.help': 'Help',
    'nav.support': 'Support',
    'nav.language': 'Language',
    'nav.logout': 'Log out',

    'header.login': 'Log in',
    'header.register': 'Sign up',
    'header.recharge': 'Top up',
    'header.balance': 'Balance',
    'header.points': 'Points',
    'header.openMenu': 'Open menu',
    'header.closeMenu': 'Close menu',
    'header.accountMenu': 'Account menu',
    'header.avatarAlt': 'Avatar',

    'footer.notice':
      'This site is only for users aged 18 or over. Outcomes come from a provably fair algorithm with published odds. Please spend responsibly.',
    'footer.terms': 'Terms of service',
    'footer.privacy': 'Privacy policy',
    'footer.links': 'Footer links',
    'footer.copyright': '© {year} CS2 Cases. Not affiliated with Valve.',

    'common.close': 'Close',
    'common.loading': 'Loading…',
    'common.loadFailed': 'Failed to load',
    'common.retry': 'Retry',
    'common.submitting': 'Submitting…',
    'common.yuan': 'CNY',
    'common.or': 'or',

    'error.network': 'network error',
    'error.http': 'network error (HTTP {status})',

    'auth.phone': 'Phone number',
    'auth.phonePlaceholder': 'Enter your phone number',
    'auth.password': 'Password',
    'auth.passwordPlaceholder': 'Enter your password',
    'auth.newPassword': 'New password',
    'auth.newPasswordPlaceholder': '8 to 64 characters',
    'auth.smsCode': 'SMS code',
    'auth.smsCodePlaceholder': 'Enter the SMS code',
    'auth.loginSuccess': 'Logged in',
    'auth.registerSuccess': 'Registration successful',
    'auth.logoutDone': 'Logged out',

    'login.title': 'Log in',
    'login.submit': 'Log in',
    'login.toRegister': 'No account? Sign up',
    'login.toFindPassword': 'Forgot password',
    'login.toSmsLogin': 'Log in with an SMS code',
    'login.toPasswordLogin': 'Log in with a password',

    'register.title': 'Sign up',
    'register.invitationCode': 'Invitation code',
    'register.invitationCodePlaceholder': 'Enter an invitation code',
    'register.smsOptional': '(optional until SMS verification opens)',
    'register.age': 'I am at least 18 years old',
    'register.terms': 'I have read and accept the {terms} and the {privacy}',
    'register.termsLink': 'Terms of service',
    'register.privacyLink': 'Privacy policy',
    'register.submit': 'Sign up',
    'register.toLogin': 'Have an account? Log in',

    'findPassword.title': 'Reset password',
    'findPassword.submit': 'Reset password',

    'smsLogin.title': 'SMS log in',
    'smsLogin.submit': 'Log in',

    'recharge.title': 'Top up',
    'recharge.channel': 'Payment channel',
    'recharge.currency': 'Currency',
    'recharge.amount': 'Amount (CNY)',
    'recharge.customAmount': 'Other amount',
    'recharge.range': '{min} to {max} CNY per top-up',
    'recharge.payAmount': 'To pay',
    'recharge.payAmountValue': 'about {amount} {currency}',
    'recharge.rate': '1 {currency} = {rate} CNY',
    'recharge.bonus': '+{percent}% first deposit bonus',
    'recharge.bonusDesc': 'Your first top-up earns an extra {percent}% balance',
    'recharge.submit': 'Pay now',
    'recharge.noChannels': 'No payment channel is available',
    'recharge.redirecting': 'Going to the payment page…',

    'language.title': 'Choose a language',
    'language.zh-CN': '简体中文',
    'language.en': 'English',
    'language.zh-TW': '繁體中文',

    'flow.title': 'Records',
    'flow.tabs': 'Record type',
    'flow.tab.balance': 'Balance records',
    'flow.tab.recharge': 'Top-up records',
    'flow.loginPrompt': 'Please log in to see this page',
    'flow.empty': 'No records yet',
    'flow.refresh': 'Refresh',
    'flow.prev': 'Previous',
    'flow.next': 'Next',
    'flow.pageOf': 'Page {page} of {pages}',
    'flow.total': '{total} in total',
    'flow.col.orderId': 'Order',
    'flow.col.actionType': 'Type',
    'flow.col.balanceType': 'Balance',
    'flow.col.amount': 'Amount',
    'flow.col.balanceAfter': 'Balance after',
    'flow.col.time': 'Time',
    'flow.col.channel': 'Channel',
    'flow.col.credited': 'Credited',
    'flow.col.payAmount': 'Paid',
    'flow.col.state': 'State',

    'action.1': 'Top-up',
    'action.2': 'First deposit bonus',
    'action.3': 'Case opening',
    'action.4': 'Item sold back',
    'action.99': 'Adjustment',
    'action.unknown': 'Other ({type})',
    'balanceType.1': 'Balance',
    'balanceType.2': 'Secondary balance',
    'balanceType.3': 'Points',
    'balanceType.4': 'Gold coins',
    'balanceType.unknown': 'Other ({type})',
    'payState.0': 'Processing',
    'payState.1': 'Completed',
    'payState.2': 'Cancelled',
    'payState.unknown': 'Unknown ({state})',

    'home.title': 'CS2 skin cases',
    'home.subtitle': 'Cases, battles and giveaways with published odds and provably fair outcomes you can re-compute in your browser.',
    'home.bonusTitle': '+{percent}% first deposit bonus',
    'home.bonusDesc': 'Your first top-up earns an extra {percent}% balance.',
    'home.rechargeNow': 'Top up now',
    'home.sections': 'Games',
    'home.section.box': 'Hand-picked cases with published odds',
    'home.section.battle': 'Open cases against other players',
    'home.section.giveaways': 'Join giveaway rooms for free skins',
    'home.section.dream': 'Aim for the skin you want',
    'home.section.shop': 'Exchange points for skins',
    'home.fairTitle': 'Provably fair',
    'home.fairDesc':
      'The hash of the server seed is published before every roll. Set your own client seed and re-compute the outcome afterwards with the published algorithm.',

    'notFound.title': 'Page not found',
    'notFound.desc': 'The page you asked for does not exist or was removed.',
    'notFound.back': 'Back to home',

  },
  casesEn,
  verificationUiEn,
  authUiEn,
  steamUiEn,
  profileUiEn,
  securityUiEn,
  inboxUiEn,
  shellUiEn,
  contentUiEn,
);

/** The hand-written tables: the generator reads zh-CN; the completeness test compares all three. */
export const UI_SOURCES: Readonly<Record<'zh-CN' | 'en', Record<UiKey, string>>> = { 'zh-CN': zhCN, en };

// A key added to zh-CN since the generator last ran shows its simplified text in zh-TW rather than
// `undefined` (the completeness test fails until `npm run i18n:zh-TW` is run again).
const zhTW: Record<UiKey, string> = /* @__PURE__ */ merge(zhCN, uiZhTW as Partial<Record<UiKey, string>>);
export const UI_TABLES: Readonly<Record<Lang, Record<UiKey, string>>> = { 'zh-CN': zhCN, en, 'zh-TW': zhTW };
