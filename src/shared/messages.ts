// API and validation messages in the languages the `lang` header may ask for (see pickLang in
// ./locales.ts: zh-TW/zh-Hant/zh-HK/zh-MO → zh-TW, en… → en, anything else → zh-CN).
// Each part keeps its own messages in ./messages/ (one file per part, zh-CN and en, merged here).
// zh-TW is never written by hand: `npm run i18n:zh-TW` converts the zh-CN table into
// ./messages.zh-TW.generated.ts (scripts/i18n/). Re-run it after adding or changing a zh-CN string.
import { pickLang, type Lang } from './locales.ts';
import { messagesZhTW } from './messages.zh-TW.generated.ts';
import { verificationEn, verificationZhCN } from './messages/verification.ts';
import { hostedCaptchaEn, hostedCaptchaZhCN } from './messages/hosted-captcha.ts';
import { authEn, authZhCN } from './messages/auth.ts';
import { steamEn, steamZhCN } from './messages/steam.ts';
import { profileEn, profileZhCN } from './messages/profile.ts';
import { securityEn, securityZhCN } from './messages/security.ts';
import { inboxEn, inboxZhCN } from './messages/inbox.ts';
import { contentEn, contentZhCN } from './messages/content.ts';
import { inputEn, inputZhCN } from './messages/input.ts';
import { sessionsEn, sessionsZhCN } from './messages/sessions.ts';
import { battleEn, battleZhCN } from './messages/battle.ts';
import { giveawayEn, giveawayZhCN } from './messages/giveaway.ts';
import { withdrawalEn, withdrawalZhCN } from './messages/withdrawal.ts';
import { promotionEn, promotionZhCN } from './messages/promotion.ts';
import { vipEn, vipZhCN } from './messages/vip.ts';
import { rewardsEn, rewardsZhCN } from './messages/rewards.ts';
import { protectionEn, protectionZhCN } from './messages/protection.ts';
import { protectionResultsEn, protectionResultsZhCN } from './messages/protection-results.ts';
import { shopEn, shopZhCN } from './messages/shop.ts';
import { skinEn, skinZhCN } from './messages/skin.ts';
import { dreamEn, dreamZhCN } from './messages/dream.ts';
import { consoleEn, consoleZhCN } from './messages/console.ts';
import { consoleBoxesEn, consoleBoxesZhCN } from './messages/console-boxes.ts';
import { consoleStaffEn, consoleStaffZhCN } from './messages/console-staff.ts';
import { consolePlayersEn, consolePlayersZhCN } from './messages/console-players.ts';
import { consoleReportsEn, consoleReportsZhCN } from './messages/console-reports.ts';
import { consoleGiveawaysEn, consoleGiveawaysZhCN } from './messages/console-giveaways.ts';

const zhCN = {
  'err.badRequest': '请求无效',
  'err.validation': '输入有误',
  'err.idempotencyKeyRequired': '缺少 Idempotency-Key 请求头',
  'err.notSignedIn': '请先登录',
  'err.badCredentials': '手机号或密码错误',
  'err.forbidden': '没有权限',
  'err.badSignature': '签名无效',
  'err.notFound': '未找到',
  'err.orderNotFound': '订单不存在',
  'err.boxNotFound': '箱子不存在或已下架',
  'err.rollNotFound': '记录不存在',
  'err.itemsUnavailable': '所选饰品不在你的背包中，或已被处理',
  'err.conflict': '请求冲突',
  'err.idempotencyMismatch': '同一个 Idempotency-Key 不能用于不同的请求',
  'err.idempotencyInProgress': '相同的请求正在处理中，请稍后',
  'err.phoneTaken': '该手机号已注册',
  'err.insufficientBalance': '余额不足',
  'err.invitationCodeUnknown': '邀请码不存在',
  'err.amountOutOfRange': '充值金额需在 {min} 至 {max} 元之间',
  'err.paymentMismatch': '支付金额或币种与订单不符',
  'err.paymentEventConflict': '该支付事件编号已用于其他订单',
  'err.paymentStale': '支付通知已过期',
  'err.orderClosed': '订单已关闭',
  'err.payChannelUnavailable': '该支付方式暂时不可用，请稍后再试或换一种方式，未扣任何款项',
  'err.rateLimited': '操作过于频繁，请稍后再试',
  'err.loginThrottled': '尝试次数过多，请稍后再试，或使用短信验证码登录',
  'err.wrongOldPassword': '原密码错误',
  'err.internal': '服务器错误（编号 {id}）',
  'v.required': '{field}不能为空',
  'v.type': '{field}格式不正确',
  'v.tooLong': '{field}最多 {max} 个字符',
  'v.tooShort': '{field}至少 {min} 个字符',
  'v.phone': '请输入正确的手机号',
  'v.password': '密码长度为 8 到 64 个字符',
  'v.ageConfirmed': '请确认您已年满 18 周岁',
  'v.termsAccepted': '请阅读并同意用户协议和隐私政策',
  'v.amount': '请输入正确的金额（最多两位小数）',
  'v.channel': '请选择支付渠道',
  'v.currency': '请选择币种',
  'v.unknownChannel': '不支持的支付渠道或币种',
  'v.integer': '{field}必须是正整数',
  'v.range': '{field}需在 {min} 到 {max} 之间',
  'field.phone': '手机号',
  'field.password': '密码',
  'field.oldPassword': '原密码',
  'field.invitationCode': '邀请码',
  'field.amount': '金额',
  'field.page': '页码',
  'field.pageSize': '每页条数',
  'field.channel': '支付渠道',
  'field.currency': '币种',
  'field.orderId': '订单号',
  'field.smsCode': '验证码',
  'field.balanceType': '余额类型',
  'field.themeId': '主题',
  'field.boxId': '箱子',
  'field.boxVersion': '箱子版本',
  'field.number': '开箱数量',
  'field.limit': '条数',
  'field.isTop': '类型',
  'field.moduleId': '来源',
  'field.orderBy': '排序字段',
  'field.order': '排序方向',
  'field.ids': '饰品',
  'field.clientSeed': '客户端种子',
  'field.rollId': '记录编号',
  'v.ids': '请选择要出售的饰品（最多 100 件）',
  'v.clientSeed': '客户端种子须为 1 到 64 个可打印的英文字符',
  ...verificationZhCN,
  ...hostedCaptchaZhCN,
  ...authZhCN,
  ...steamZhCN,
  ...profileZhCN,
  ...securityZhCN,
  ...inboxZhCN,
  ...contentZhCN,
  ...inputZhCN,
  ...sessionsZhCN,
  ...battleZhCN,
  ...giveawayZhCN,
  ...withdrawalZhCN,
  ...promotionZhCN,
  ...vipZhCN,
  ...rewardsZhCN,
  ...protectionZhCN,
  ...protectionResultsZhCN,
  ...shopZhCN,
  ...skinZhCN,
  ...dreamZhCN,
  ...consoleZhCN,
  ...consoleBoxesZhCN,
  ...consoleStaffZhCN,
  ...consolePlayersZhCN,
  ...consoleReportsZhCN,
  ...consoleGiveawaysZhCN,
} as const;

export type MessageKey = keyof typeof zhCN;

const en: Record<MessageKey, string> = {
  'err.badRequest': 'Bad request',
  'err.validation': 'Invalid input',
  'err.idempotencyKeyRequired': 'The Idempotency-Key header is required',
  'err.notSignedIn': 'Please log in first',
  'err.badCredentials': 'Wrong phone number or password',
  'err.forbidden': 'Forbidden',
  'err.badSignature': 'Invalid signature',
  'err.notFound': 'Not found',
  'err.orderNotFound': 'Order not found',
  'err.boxNotFound': 'This case does not exist or is no longer on sale',
  'err.rollNotFound': 'Roll not found',
  'err.itemsUnavailable': 'Some of the chosen items are not in your backpack or were already used',
  'err.conflict': 'Conflicting request',
  'err.idempotencyMismatch': 'This Idempotency-Key was used for a different request',
  'err.idempotencyInProgress': 'The same request is still being processed, try again shortly',
  'err.phoneTaken': 'This phone number is already registered',
  'err.insufficientBalance': 'Insufficient balance',
  'err.invitationCodeUnknown': 'Unknown invitation code',
  'err.amountOutOfRange': 'The amount must be between {min} and {max} yuan',
  'err.paymentMismatch': 'The payment amount or currency does not match the order',
  'err.paymentEventConflict': 'This payment event id was already used for another order',
  'err.paymentStale': 'The payment notification has expired',
  'err.orderClosed': 'The order is closed',
  'err.payChannelUnavailable': 'This payment method is unavailable right now. Nothing was charged; please try again later or choose another method',
  'err.rateLimited': 'Too many requests, please try again later',
  'err.loginThrottled': 'Too many attempts. Please try again later, or sign in with an SMS code',
  'err.wrongOldPassword': 'The current password is wrong',
  'err.internal': 'Server error (id {id})',
  'v.required': '{field} is required',
  'v.type': '{field} has the wrong format',
  'v.tooLong': '{field} may have at most {max} characters',
  'v.tooShort': '{field} needs at least {min} characters',
  'v.phone': 'Please enter a correct phone number',
  'v.password': 'The password must have 8 to 64 characters',
  'v.ageConfirmed': 'Please confirm that you are at least 18 years old',
  'v.termsAccepted': 'Please accept the terms of service and the privacy policy',
  'v.amount': 'Please enter a correct amount (at most two decimals)',
  'v.channel': 'Please choose a payment channel',
  'v.currency': 'Please choose a currency',
  'v.unknownChannel': 'Unsupported payment channel or currency',
  'v.integer': '{field} must be a positive whole number',
  'v.range': '{field} must be between {min} and {max}',
  'field.phone': 'Phone number',
  'field.password': 'Password',
  'field.oldPassword': 'Current password',
  'field.invitationCode': 'Invitation code',
  'field.amount': 'Amount',
  'field.page': 'Page',
  'field.pageSize': 'Page size',
  'field.channel': 'Payment channel',
  'field.currency': 'Currency',
  'field.orderId': 'Order id',
  'field.smsCode': 'Code',
  'field.balanceType': 'Balance type',
  'field.themeId': 'Theme',
  'field.boxId': 'Case',
  'field.boxVersion': 'Case version',
  'field.number': 'Number of cases',
  'field.limit': 'Limit',
  'field.isTop': 'Type',
  'field.moduleId': 'Source',
  'field.orderBy': 'Sort field',
  'field.order': 'Sort order',
  'field.ids': 'Items',
  'field.clientSeed': 'Client seed',
  'field.rollId': 'Roll id',
  'v.ids': 'Choose the items to sell (at most 100)',
  'v.clientSeed': 'The client seed must be 1 to 64 printable ASCII characters',
  ...verificationEn,
  ...hostedCaptchaEn,
  ...authEn,
  ...steamEn,
  ...profileEn,
  ...securityEn,
  ...inboxEn,
  ...contentEn,
  ...inputEn,
  ...sessionsEn,
  ...battleEn,
  ...giveawayEn,
  ...withdrawalEn,
  ...promotionEn,
  ...vipEn,
  ...rewardsEn,
  ...protectionEn,
  ...protectionResultsEn,
  ...shopEn,
  ...skinEn,
  ...dreamEn,
  ...consoleEn,
  ...consoleBoxesEn,
  ...consoleStaffEn,
  ...consolePlayersEn,
  ...consoleReportsEn,
  ...consoleGiveawaysEn,
};

export { pickLang, type Lang };

/** The hand-written tables: the generator reads zh-CN; the completeness test compares all three. */
export const MESSAGE_SOURCES: Readonly<Record<'zh-CN' | 'en', Record<MessageKey, string>>> = { 'zh-CN': zhCN, en };

// A key added to zh-CN since the generator last ran shows its simplified text in zh-TW rather than
// crashing (the completeness test fails until `npm run i18n:zh-TW` is run again).
const zhTW: Record<MessageKey, string> = { ...zhCN, ...(messagesZhTW as Partial<Record<MessageKey, string>>) };
export const MESSAGE_TABLES: Readonly<Record<Lang, Record<MessageKey, string>>> = { 'zh-CN': zhCN, en, 'zh-TW': zhTW };
const tables = MESSAGE_TABLES;

export function isMessageKey(key: string): key is MessageKey {
  return key in zhCN;
}

/** Translate a key; `{name}` placeholders are filled from params, a `field.*` param is translated too. */
export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return tables[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) return `{${name}}`;
    const s = String(v);
    return isMessageKey(s) ? tables[lang][s] : s;
  });
}
