// No input reaches the database unchecked: every route the app registers, and every text it reads
// (query, form and JSON body, path parameter), is sent NUL, a lone surrogate (JSON "\ud800", form
// %ED%A0%80), bytes that are not UTF-8, BEL, ESC, DEL and NEL (C1). Each is a 400 envelope naming
// the field in the reader's language (or the route's documented refusal), and nothing changes.
// The table is checked against the app's own route list, so a new route without a row fails here.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/client.ts';
import { decodeUtf8 } from '../../src/server/request-text.ts';
import { STEAM_ERROR_LOCATION } from '../../src/server/modules/steam/service.ts';
import { certifySandboxSecret } from '../../src/server/providers/certify/sandbox.ts';
import { signSandbox } from '../../src/server/providers/payments/sandbox-signature.ts';
import type { FieldName } from '../../src/shared/contracts/fields.ts';
import { idCheckChar } from '../../src/shared/contracts/id-number.ts';
import { ERRORS } from '../../src/shared/errors.ts';
import { translate, type Lang, type MessageKey } from '../../src/shared/messages.ts';
import { createTestContext, type TestContext } from './context.ts';
import { form, get, recharge, registeredRoutes, signUp } from './api.ts';
import { asStaff, signInStaff, type SignedInStaff } from './console-helpers.ts';

let ctx: TestContext;
let token: string;
/** An open sandbox order and a pending sandbox verification of the signed-in player. */
let orderId: string;
let certifyId: string;
/** A signed-in console owner, for the rows marked `staff` (cookie and CSRF header). */
let owner: SignedInStaff;

const first17 = '11010119900307123';
const ID_NUMBER = first17 + idCheckChar(first17);

beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await signUp(ctx));
  // The verification first: recharge() marks the player verified (a deposit needs it), after which
  // a new verification would be refused.
  const started = await ctx.app.inject({ method: 'POST', url: '/api/auth/certify', headers: { token, 'content-type': 'application/x-www-form-urlencoded' }, payload: form({ realName: '张三丰', idNumber: ID_NUMBER }) });
  certifyId = started.json().data.certifyId;
  const order = await recharge(ctx, token, { amount: '100' });
  orderId = order.json().data.orderId;
  if (!orderId || !certifyId) throw new Error(`setup failed: ${order.body} ${started.body}`);
  owner = await signInStaff(ctx, 'owner');
});
afterAll(async () => { await ctx.close(); });

// ---- The characters. `form` is how a form or a query string carries it; `json` how JSON does
// (null: raw bytes that are not UTF-8, put into the JSON body as they are).
interface Bad { name: string; json: string | null; form: string }
const BAD: Bad[] = [
  { name: 'NUL', json: '\u0000', form: '%00' },
  { name: 'a lone surrogate', json: '\ud800', form: '%ED%A0%80' },
  { name: 'bytes that are not UTF-8', json: null, form: '%FF%FE' },
  { name: 'BEL', json: '\u0007', form: '%07' },
  { name: 'ESC', json: '\u001b', form: '%1B' },
  { name: 'DEL', json: '\u007f', form: '%7F' },
  { name: 'NEL (C1)', json: '\u0085', form: '%C2%85' },
];
/** Stands for the raw bytes in a JSON body until it is turned into bytes. */
const RAW_MARK = '\uE000';
const RAW_BYTES = Buffer.from([0xff, 0xfe]);

// ---- The table: every registered route (method and path as registered) with every text it reads.
interface Field {
  /** The name in the request; ":name" is a path parameter. */
  name: string;
  /** How the message names it. */
  label: FieldName;
  /** The message when it is not v.controlChars (a checkbox, a field with its own wording). */
  expect?: MessageKey;
  /** Dropped, never refused (a tracking code): the answer is the one without it, and no bad text is stored. */
  forgiving?: true;
}
interface Row {
  route: string;
  auth?: true;
  /** A console route: a signed-in owner's cookie and CSRF header are sent. */
  staff?: true;
  /** A money POST: an Idempotency-Key is sent. */
  idem?: true;
  /** Valid values of the fields (and of those the route needs besides), so only the bad one fails. */
  base?: () => Record<string, string>;
  fields: Field[];
  /** A provider's signed JSON callback. */
  signed?: 'pay' | 'certify';
  /** A sandbox page's form: the page's cookie and form token are sent along. */
  pageForm?: true;
  /** A browser navigation that answers every refusal with this redirect. */
  redirectsTo?: string;
  /** Why the route reads no text (for a row without fields). */
  why?: string;
}
const f = (name: string, label: FieldName, more: Omit<Field, 'name' | 'label'> = {}): Field => ({ name, label, ...more });

const PHONE = '13912345678';
const signUpBase = () => ({ phone: PHONE, password: 'good-password-1', invitationCode: 'CS2VIP', ageConfirmed: 'true', termsAccepted: 'true', smsCode: '123456', captchaToken: 'pass', channelCode: 'web' });
const paging = [f('page', 'field.page'), f('pageSize', 'field.pageSize')];
const smsCodeRow = (method: string): Row => ({
  route: `${method} /api/common/smsCode`,
  base: () => ({ phone: PHONE, purpose: 'login', captchaToken: 'pass' }),
  fields: [f('phone', 'field.phone'), f('purpose', 'field.purpose', { expect: 'v.purpose' }), f('captchaToken', 'field.captchaToken')],
});
const userSmsCodeRow = (method: string): Row => ({
  route: `${method} /api/common/userSmsCode`, auth: true,
  base: () => ({ purpose: 'security', captchaToken: 'pass' }),
  fields: [f('purpose', 'field.purpose', { expect: 'v.purpose' }), f('captchaToken', 'field.captchaToken')],
});
const tradeUrlRow = (path: string): Row => ({
  route: `POST ${path}`, auth: true,
  base: () => ({ tradeUrl: 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=abcdEFGH', totpCode: '123456' }),
  fields: [f('tradeUrl', 'field.tradeUrl'), f('totpCode', 'field.totpCode')],
});
const uploadRow = (path: string): Row => ({ route: `POST ${path}`, auth: true, fields: [], why: 'multipart: only the file is read, never a text part or the file name' });
const none = (route: string, why: string, auth?: true): Row => ({ route, auth, fields: [], why });

const TABLE: Row[] = [
  // auth
  {
    route: 'POST /api/auth/signUp', base: signUpBase,
    fields: [
      f('phone', 'field.phone'), f('password', 'field.password'), f('invitationCode', 'field.invitationCode'),
      f('ageConfirmed', 'field.phone', { expect: 'v.ageConfirmed' }), f('termsAccepted', 'field.phone', { expect: 'v.termsAccepted' }),
      f('smsCode', 'field.smsCode'), f('captchaToken', 'field.captchaToken'), f('channelCode', 'field.phone', { forgiving: true }),
    ],
  },
  { route: 'POST /api/auth/login', base: () => ({ phone: PHONE, password: 'good-password-1', captchaToken: 'pass' }), fields: [f('phone', 'field.phone'), f('password', 'field.password'), f('captchaToken', 'field.captchaToken')] },
  { route: 'POST /api/auth/smsLogin', base: () => ({ phone: PHONE, code: '123456', captchaToken: 'pass' }), fields: [f('phone', 'field.phone'), f('code', 'field.smsCode'), f('captchaToken', 'field.captchaToken')] },
  {
    route: 'POST /api/auth/findPassword', base: () => ({ phone: PHONE, code: '123456', password: 'new-password-1', captchaToken: 'pass' }),
    fields: [f('phone', 'field.phone'), f('code', 'field.smsCode'), f('password', 'field.password'), f('captchaToken', 'field.captchaToken')],
  },
  { route: 'POST /api/auth/changePassword', auth: true, base: () => ({ oldPassword: 'wrong-password', newPassword: 'new-password-1', totpCode: '123456' }), fields: [f('oldPassword', 'field.oldPassword'), f('newPassword', 'field.password'), f('totpCode', 'field.totpCode')] },
  none('POST /api/auth/logout', 'reads only the token (see "headers")', true),
  { route: 'POST /api/auth/verify', auth: true, base: () => ({ password: 'wrong-password', code: '123456' }), fields: [f('password', 'field.password'), f('code', 'field.securityCode')] },
  {
    route: 'POST /api/auth/totpLogin', base: () => ({ challenge: 'no-such-challenge', code: '123456' }),
    fields: [f('challenge', 'field.totpChallenge'), f('code', 'field.totpCode')],
  },
  {
    route: 'GET /api/auth/steamLogin', base: () => ({ callbackUrl: '/box/1', promoteCode: 'ABC123', channelCode: 'web' }),
    fields: [f('callbackUrl', 'field.phone', { forgiving: true }), f('promoteCode', 'field.promoteCode', { forgiving: true }), f('channelCode', 'field.phone', { forgiving: true })],
  },
  {
    route: 'GET /api/auth/steamReturn', redirectsTo: STEAM_ERROR_LOCATION,
    base: () => ({ state: 'a'.repeat(43), 'openid.mode': 'id_res', 'openid.response_nonce': '2026-01-01T00:00:00Zabc', 'openid.claimed_id': 'https://steamcommunity.com/openid/id/76561198000000000' }),
    fields: [f('state', 'field.steamCode'), f('openid.mode', 'field.steamCode'), f('openid.response_nonce', 'field.steamCode'), f('openid.claimed_id', 'field.steamCode')],
  },
  { route: 'POST /api/auth/steamExchange', base: () => ({ code: 'not-a-real-code' }), fields: [f('code', 'field.steamCode')] },
  { route: 'POST /api/auth/certify', auth: true, base: () => ({ realName: '张三丰', idNumber: ID_NUMBER }), fields: [f('realName', 'field.realName'), f('idNumber', 'field.idNumber')] },
  { route: 'GET /api/auth/certifyRedirect', auth: true, base: () => ({ id: certifyId }), fields: [f('id', 'field.certifyId')] },
  { route: 'GET /api/auth/certifyResult', auth: true, base: () => ({ id: certifyId }), fields: [f('id', 'field.certifyId')] },
  {
    route: 'POST /api/auth/certifyNotify/:provider', signed: 'certify',
    base: () => ({ provider: 'sandbox', certifyId, reason: 'mismatch' }),
    fields: [f(':provider', 'field.provider'), f('certifyId', 'field.certifyId'), f('reason', 'field.reason')],
  },
  // common
  smsCodeRow('GET'), smsCodeRow('POST'), userSmsCodeRow('GET'), userSmsCodeRow('POST'),
  none('GET /api/common/sysConfig', 'no parameters'),
  none('GET /api/common/customerService', 'no parameters'),
  none('GET /api/common/getLanguageList', 'no parameters'),
  none('GET /api/common/listInterface', 'no parameters'),
  none('GET /api/common/getHeadPicList', 'no parameters'),
  none('GET /api/common/getDefaultInvitationCode', 'no parameters'),
  none('GET /api/common/getBoxThemeList', 'no parameters (lang only, see "headers")'),
  none('GET /api/common/bannerList', 'no parameters (lang only)'),
  { route: 'GET /api/common/documentList', base: () => ({ type: 'help', page: '1', pageSize: '10' }), fields: [f('type', 'field.docType'), ...paging] },
  { route: 'GET /api/common/notice', base: () => ({ topN: '3' }), fields: [f('topN', 'field.topN')] },
  none('GET /api/common/captcha', 'no parameters'),
  none('GET /api/health', 'no parameters: the balancer asks it'),
  { route: 'POST /api/common/captcha', base: () => ({ id: 'puzzle-id', x: '10' }), fields: [f('id', 'field.captchaId'), f('x', 'field.captchaId', { expect: 'v.captchaX' })] },
  { route: 'GET /api/dev/smsOutbox', base: () => ({ phone: PHONE }), fields: [f('phone', 'field.phone')] },
  { route: 'GET /api/dev/mailOutbox', base: () => ({ email: 'a@example.com' }), fields: [f('email', 'field.email')] },
  // profile
  { route: 'POST /api/profile/modifyNickname', auth: true, base: () => ({ nickname: '玩家一号' }), fields: [f('nickname', 'field.nickname', { expect: 'v.nicknameChars' })] },
  { route: 'POST /api/profile/modifyAntiPhishing', auth: true, base: () => ({ phrase: '蓝色海豚' }), fields: [f('phrase', 'field.antiPhishingPhrase', { expect: 'v.antiPhishingChars' })] },
  tradeUrlRow('/api/profile/modifyTradeUrl'), tradeUrlRow('/api/profile/updateTradeUrl'),
  { route: 'POST /api/profile/modifyAvatar', auth: true, base: () => ({ avatar: '/avatars/presets/01.svg' }), fields: [f('avatar', 'field.avatar')] },
  { route: 'POST /api/profile/modifySecret', auth: true, base: () => ({ clientSeed: 'my-seed' }), fields: [f('clientSeed', 'field.clientSeed', { expect: 'v.clientSeed' })] },
  { route: 'POST /api/profile/mailCode', auth: true, base: () => ({ email: 'a@example.com', purpose: 'bindMail' }), fields: [f('email', 'field.email'), f('purpose', 'field.purpose')] },
  { route: 'POST /api/profile/bindMail', auth: true, base: () => ({ email: 'a@example.com', code: '123456', totpCode: '123456' }), fields: [f('email', 'field.email'), f('code', 'field.mailCode'), f('totpCode', 'field.totpCode')] },
  { route: 'POST /api/profile/changeMail', auth: true, base: () => ({ email: 'a@example.com', code: '123456', totpCode: '123456' }), fields: [f('email', 'field.email'), f('code', 'field.mailCode'), f('totpCode', 'field.totpCode')] },
  {
    route: 'POST /api/profile/changePhone', auth: true, base: () => ({ phone: PHONE, oldCode: '123456', newCode: '123456', totpCode: '123456' }),
    fields: [f('phone', 'field.phone'), f('oldCode', 'field.oldCode'), f('newCode', 'field.newCode'), f('totpCode', 'field.totpCode')],
  },
  none('GET /api/profile/getAvailableSecurityWay', 'no parameters', true),
  { route: 'POST /api/profile/bindSecurityWay', auth: true, base: () => ({ way: 'sms', code: '123456' }), fields: [f('way', 'field.securityWay'), f('code', 'field.securityCode')] },
  { route: 'POST /api/profile/securityCheck', auth: true, base: () => ({ code: '123456' }), fields: [f('code', 'field.securityCode')] },
  none('GET /api/profile/totp', 'reads only the token (see "headers")', true),
  none('POST /api/profile/totp/start', 'reads only the token (see "headers")', true),
  { route: 'POST /api/profile/totp/confirm', auth: true, base: () => ({ code: '123456' }), fields: [f('code', 'field.totpCode')] },
  { route: 'POST /api/profile/totp/disable', auth: true, base: () => ({ code: '123456' }), fields: [f('code', 'field.totpCode')] },
  uploadRow('/api/profile/uploadAvatar'), uploadRow('/api/profile/uploadAvatarV2'),
  none('GET /api/profile/userInfo', 'no parameters', true),
  { route: 'POST /api/profile/bindInviter', auth: true, base: () => ({ promoteCode: 'ABCDEF1' }), fields: [f('promoteCode', 'field.promoteCode')] },
  { route: 'POST /api/profile/cancelAccount', auth: true, base: () => ({ confirm: 'true', password: 'wrong-password' }), fields: [f('confirm', 'field.password', { expect: 'v.cancelConfirm' }), f('password', 'field.password')] },
  { route: 'GET /api/profile/getMyBalanceLog', auth: true, base: () => ({ page: '1', pageSize: '10', balanceType: '1' }), fields: [...paging, f('balanceType', 'field.balanceType')] },
  {
    route: 'GET /api/profile/getMyOrnamentPage', auth: true, base: () => ({ page: '1', pageSize: '10', moduleId: '1', orderBy: 'time', order: 'desc' }),
    fields: [...paging, f('moduleId', 'field.moduleId'), f('orderBy', 'field.orderBy'), f('order', 'field.order')],
  },
  { route: 'POST /api/profile/exchangeQuantity', auth: true, idem: true, base: () => ({ ids: '1,2' }), fields: [f('ids', 'field.ids')] },
  { route: 'POST /api/profile/ornamentRetrieval', auth: true, idem: true, base: () => ({ ids: '1,2', totpCode: '123456' }), fields: [f('ids', 'field.withdrawIds'), f('totpCode', 'field.totpCode')] },
  { route: 'GET /api/profile/getMyRetrievalPage', auth: true, base: () => ({ page: '1', pageSize: '10', state: '-1' }), fields: [...paging, f('state', 'field.state')] },
  none('GET /api/profile/getPromotionInfo', 'no parameters', true),
  { route: 'GET /api/profile/getPromotedPage', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  { route: 'GET /api/profile/getRebatePage', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  none('GET /api/common/promotionChannelList', 'no parameters'),
  none('GET /api/profile/getGradeInfo', 'no parameters', true),
  // daily deposit rewards, the secondary-balance transfer, vouchers
  none('GET /api/profile/getDailyRewards', 'no parameters', true),
  { route: 'POST /api/profile/claimDailyReward', auth: true, base: () => ({ tierId: '999999' }), fields: [f('tierId', 'field.tierId')] },
  { route: 'POST /api/profile/transferSecondary', auth: true, idem: true, base: () => ({ amount: '1' }), fields: [f('amount', 'field.amount')] },
  { route: 'GET /api/profile/getMyVoucherPage', auth: true, base: () => ({ stat: '-1', page: '1', pageSize: '10' }), fields: [f('stat', 'field.stat'), ...paging] },
  { route: 'POST /api/profile/useRewardVoucher', auth: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.voucherId')] },
  // coupons and free cases
  { route: 'GET /api/profile/getMyCoupons', auth: true, base: () => ({ couponType: '-1', boxId: '1' }), fields: [f('couponType', 'field.couponType'), f('boxId', 'field.boxId')] },
  { route: 'GET /api/profile/getMyCouponPage', auth: true, base: () => ({ couponType: '-1', stat: '-1', page: '1', pageSize: '10' }), fields: [f('couponType', 'field.couponType'), f('stat', 'field.stat'), ...paging] },
  { route: 'GET /api/profile/getMyFreeBoxPage', auth: true, base: () => ({ stat: '-1', page: '1', pageSize: '10' }), fields: [f('stat', 'field.stat'), ...paging] },
  { route: 'POST /api/profile/openFreeBox', auth: true, idem: true, base: () => ({ boxId: '1', number: '1' }), fields: [f('boxId', 'field.boxId'), f('number', 'field.number')] },
  { route: 'GET /api/profile/openFreeBox', auth: true, idem: true, base: () => ({ boxId: '1', number: '1' }), fields: [f('boxId', 'field.boxId'), f('number', 'field.number')] },
  // virtual items and the benefit dialog
  none('GET /api/profile/buyVirtual', 'no parameters (lang only)'),
  { route: 'POST /api/profile/buyVirtualItem', auth: true, idem: true, base: () => ({ id: '999' }), fields: [f('id', 'field.itemId')] },
  none('GET /api/profile/myVirtual', 'no parameters', true),
  { route: 'POST /api/profile/wearVirtual', auth: true, base: () => ({ id: '0', kind: '1' }), fields: [f('id', 'field.itemId'), f('kind', 'field.kind')] },
  none('GET /api/profile/getBenefits', 'no parameters', true),
  { route: 'GET /api/rank/drops', base: () => ({ period: 'day', by: 'value' }), fields: [f('period', 'field.period'), f('by', 'field.rankBy')] },
  none('GET /api/rank/promoters', 'no parameters'),
  // The body is the supplier's own signed text, read by its adapter (providers/skins); only the path is ours.
  { route: 'POST /api/withdrawals/callback/:supplier', base: () => ({ supplier: 'sandbox' }), fields: [f(':supplier', 'field.provider')] },
  none('GET /api/profile/sessions', 'no parameters', true),
  { route: 'POST /api/profile/endSession', auth: true, base: () => ({ id: '0123456789abcdef' }), fields: [f('id', 'field.sessionId')] },
  none('POST /api/profile/endOtherSessions', 'no parameters', true),
  // cool-off and self-exclusion
  none('GET /api/protection/exclusion', 'no parameters', true),
  {
    route: 'POST /api/protection/exclusion', auth: true, base: () => ({ kind: 'cooloff', length: '24h', confirm: '1' }),
    fields: [f('kind', 'field.exclusionKind'), f('length', 'field.length'), f('confirm', 'field.confirm')],
  },
  // limits, reality checks, published results and the history export
  none('GET /api/protection/limits', 'no parameters', true),
  {
    route: 'POST /api/protection/limits/set', auth: true, base: () => ({ kind: 'deposit', period: 'day', amount: '100' }),
    fields: [f('kind', 'field.limitKind'), f('period', 'field.limitPeriod'), f('amount', 'field.amount')],
  },
  { route: 'POST /api/protection/limits/confirm', auth: true, base: () => ({ kind: 'deposit', period: 'day' }), fields: [f('kind', 'field.limitKind'), f('period', 'field.limitPeriod')] },
  { route: 'POST /api/protection/limits/cancel', auth: true, base: () => ({ kind: 'deposit', period: 'day' }), fields: [f('kind', 'field.limitKind'), f('period', 'field.limitPeriod')] },
  none('POST /api/protection/limits/skipPrompt', 'no parameters', true),
  none('GET /api/protection/reality', 'no parameters', true),
  { route: 'POST /api/protection/reality/interval', auth: true, base: () => ({ minutes: '30' }), fields: [f('minutes', 'field.interval', { expect: 'err.realityInterval' })] },
  { route: 'POST /api/protection/reality/answer', auth: true, base: () => ({ continue: '1' }), fields: [f('continue', 'field.interval', { expect: 'err.realityAnswer' })] },
  { route: 'GET /api/box/results', base: () => ({ boxId: '1', page: '1', pageSize: '10' }), fields: [f('boxId', 'field.boxId'), ...paging] },
  { route: 'GET /api/profile/exportHistory', auth: true, base: () => ({ months: '3' }), fields: [f('months', 'field.months')] },
  { route: 'GET /api/profile/netDeposits', auth: true, base: () => ({ months: '3' }), fields: [f('months', 'field.months')] },
  // pay
  none('GET /api/pay/getChannels', 'no parameters'),
  { route: 'GET /api/pay/getRechargeRecords', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  { route: 'GET /api/pay/checkout', auth: true, base: () => ({ orderId }), fields: [f('orderId', 'field.orderId')] },
  { route: 'GET /api/pay/getOrder', auth: true, base: () => ({ orderId }), fields: [f('orderId', 'field.orderId')] },
  {
    route: 'POST /api/pay/recharge', auth: true, idem: true, base: () => ({ channel: 'alipay', currency: 'CNY', amount: '100', couponId: '1' }),
    fields: [f('channel', 'field.channel'), f('currency', 'field.currency'), f('amount', 'field.amount'), f('couponId', 'field.couponId')],
  },
  {
    route: 'POST /api/pay/notify/:provider', signed: 'pay',
    base: () => ({ provider: 'sandbox', eventId: randomUUID(), orderId, status: 'paid', amount: '100.00', currency: 'CNY' }),
    fields: [
      f(':provider', 'field.provider'), f('eventId', 'field.eventId'), f('orderId', 'field.orderId'),
      f('status', 'field.paymentStatus'), f('amount', 'field.amount'), f('currency', 'field.currency'),
    ],
  },
  // cases, fairness, feed, inbox
  { route: 'GET /api/box/getBoxList', base: () => ({ page: '1', pageSize: '10', themeId: '1' }), fields: [...paging, f('themeId', 'field.themeId')] },
  { route: 'GET /api/box/getBoxDetail', base: () => ({ id: '1' }), fields: [f('id', 'field.boxId')] },
  {
    route: 'GET /api/skin/list', base: () => ({ page: '1', pageSize: '10', search: 'ak', category: 'ak', rarity: 'covert', minPrice: '1', maxPrice: '100000', sort: 'price_desc' }),
    fields: [...paging, f('search', 'field.search'), f('category', 'field.category'), f('rarity', 'field.rarity'), f('minPrice', 'field.minPrice'), f('maxPrice', 'field.maxPrice'), f('sort', 'field.sort')],
  },
  { route: 'GET /api/skin/detail', base: () => ({ id: '1' }), fields: [f('id', 'field.skinId')] },
  { route: 'POST /api/box/openBox', auth: true, idem: true, base: () => ({ boxId: '1', number: '1', couponId: '1' }), fields: [f('boxId', 'field.boxId'), f('number', 'field.number'), f('couponId', 'field.couponId')] },
  none('GET /api/fair/getSeed', 'no parameters', true),
  { route: 'GET /api/fair/getRoll', base: () => ({ id: '1' }), fields: [f('id', 'field.rollId')] },
  { route: 'POST /api/fair/setClientSeed', auth: true, base: () => ({ clientSeed: 'my-seed' }), fields: [f('clientSeed', 'field.clientSeed', { expect: 'v.clientSeed' })] },
  none('POST /api/fair/rotateSeed', 'no parameters', true),
  { route: 'GET /api/fair/myRolls', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  { route: 'GET /api/stat/lastDrop', base: () => ({ limit: '10', isTop: '0' }), fields: [f('limit', 'field.limit'), f('isTop', 'field.isTop')] },
  none('GET /api/stat/homepage', 'no parameters'),
  { route: 'GET /api/message/listMessage', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  { route: 'GET /api/message/getMessageDetail', auth: true, base: () => ({ id: '1' }), fields: [f('id', 'field.messageId')] },
  none('GET /api/message/countUserUnreadMessage', 'no parameters', true),
  // battles (ids of rooms that need not exist: the text is refused before any room is read)
  {
    route: 'POST /api/battle/create', auth: true, idem: true, base: () => ({ boxIds: '1,1', seats: '2', mode: 'reverse', team: 'false', fast: 'false', pos: '1' }),
    fields: [f('boxIds', 'field.boxIds'), f('seats', 'field.seats'), f('mode', 'field.mode'), f('team', 'field.team'), f('fast', 'field.fast'), f('pos', 'field.pos')],
  },
  { route: 'POST /api/battle/joinBattle', auth: true, idem: true, base: () => ({ id: '1', pos: '2' }), fields: [f('id', 'field.battleId'), f('pos', 'field.pos')] },
  { route: 'POST /api/battle/joinBot', auth: true, idem: true, base: () => ({ id: '1', pos: '2' }), fields: [f('id', 'field.battleId'), f('pos', 'field.pos')] },
  { route: 'POST /api/battle/cancel', auth: true, idem: true, base: () => ({ id: '1' }), fields: [f('id', 'field.battleId')] },
  { route: 'POST /api/battle/getBots', base: () => ({ id: '0' }), fields: [f('id', 'field.battleId')] },
  { route: 'GET /api/battle/getBattleDetail', base: () => ({ id: '1' }), fields: [f('id', 'field.battleId')] },
  { route: 'GET /api/battle/getBattleResults', base: () => ({ id: '1' }), fields: [f('id', 'field.battleId')] },
  { route: 'GET /api/battle/getCurrentList', base: () => ({ page: '1', pageSize: '10', mode: '-1', official: '-1' }), fields: [...paging, f('mode', 'field.mode'), f('official', 'field.official')] },
  { route: 'GET /api/battle/getList', base: () => ({ page: '1', pageSize: '10', mode: '-1', official: '-1', state: '-1' }), fields: [...paging, f('mode', 'field.mode'), f('official', 'field.official'), f('state', 'field.state')] },
  { route: 'GET /api/battle/getMyBattleList', auth: true, base: () => ({ page: '1', pageSize: '10', mode: '-1', official: '-1', state: '-1' }), fields: [...paging, f('mode', 'field.mode'), f('official', 'field.official'), f('state', 'field.state')] },
  { route: 'GET /api/battle/rank', base: () => ({ limit: '10' }), fields: [f('limit', 'field.limit')] },
  { route: 'GET /api/battle/getBattleList', base: () => ({ size: '4' }), fields: [f('size', 'field.limit')] },
  { route: 'GET /api/battle/highlight', base: () => ({ size: '6' }), fields: [f('size', 'field.limit')] },
  { route: 'GET /api/common/getBoxBattleThemeList', base: () => ({ moduleId: '5', themeId: '-1' }), fields: [f('moduleId', 'field.moduleId'), f('themeId', 'field.themeId')] },
  // giveaways: room ids that need not exist (the text is refused before any room is read)
  { route: 'GET /api/roll/list', base: () => ({ tab: 'open', page: '1', pageSize: '10' }), fields: [f('tab', 'field.tab'), ...paging] },
  { route: 'GET /api/roll/detail', base: () => ({ id: '1', invite: 'abc' }), fields: [f('id', 'field.giveawayId'), f('invite', 'field.invite')] },
  { route: 'GET /api/roll/winners', base: () => ({ id: '1', invite: 'abc' }), fields: [f('id', 'field.giveawayId'), f('invite', 'field.invite')] },
  { route: 'GET /api/roll/entrants', base: () => ({ id: '1', invite: 'abc' }), fields: [f('id', 'field.giveawayId'), f('invite', 'field.invite')] },
  { route: 'GET /api/roll/myEntries', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  { route: 'POST /api/roll/join', auth: true, base: () => ({ id: '1', code: 'abc', invite: 'abc' }), fields: [f('id', 'field.giveawayId'), f('code', 'field.joinCode'), f('invite', 'field.invite')] },
  {
    route: 'POST /api/roll/create', auth: true, idem: true,
    base: () => ({ title: 'A room', description: 'd', drawMode: 'full', drawAt: '', maxEntrants: '3', minDeposit: '0', depositDays: '30', joinCode: 'abc', requireVerified: 'false', prizes: '1', inviteOnly: 'false' }),
    fields: [
      f('title', 'field.title'), f('description', 'field.description'), f('drawMode', 'field.drawMode'), f('drawAt', 'field.drawAt'), f('maxEntrants', 'field.maxEntrants'),
      f('minDeposit', 'field.minDeposit'), f('depositDays', 'field.depositDays'), f('joinCode', 'field.joinCode'), f('requireVerified', 'field.requireVerified'),
      f('prizes', 'field.prizes'), f('inviteOnly', 'field.inviteOnly'),
    ],
  },
  { route: 'POST /api/roll/cancel', auth: true, idem: true, base: () => ({ id: '1' }), fields: [f('id', 'field.giveawayId')] },
  // dream: a target id that need not be in the pool (the text is refused before it is looked up)
  none('GET /api/dream/config', 'no parameters'),
  { route: 'GET /api/dream/getDreamList', base: () => ({ page: '1', pageSize: '10', search: 'ak', minPrice: '10', maxPrice: '100', sort: 'price_asc' }), fields: [...paging, f('search', 'field.search'), f('minPrice', 'field.minPrice'), f('maxPrice', 'field.maxPrice'), f('sort', 'field.sort')] },
  { route: 'POST /api/dream/go', auth: true, idem: true, base: () => ({ targetId: '1', chancePpm: '100000' }), fields: [f('targetId', 'field.targetId'), f('chancePpm', 'field.chancePpm')] },
  { route: 'GET /api/profile/getMyDreamLog', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: [...paging] },
  { route: 'GET /api/fair/getDreamRoll', base: () => ({ id: '1' }), fields: [f('id', 'field.rollId')] },
  // the points shop, and the dev-only grant of coins and points (never in production)
  { route: 'GET /api/shop/list', base: () => ({ page: '1', pageSize: '10', sort: 'lowest', category: 'ak', name: 'ak' }), fields: [...paging, f('sort', 'field.shopSort'), f('category', 'field.shopCategory'), f('name', 'field.shopName')] },
  { route: 'POST /api/shop/buy', auth: true, idem: true, base: () => ({ ornamentId: '1' }), fields: [f('ornamentId', 'field.shopItem')] },
  { route: 'GET /api/profile/getMyShopLog', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: [...paging] },
  { route: 'GET /api/profile/getMyOpeningPage', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: [...paging] },
  { route: 'POST /api/dev/grant', auth: true, base: () => ({ type: 'coins', amount: '1' }), fields: [f('type', 'field.balanceType'), f('amount', 'field.amount')] },
  // the operator console: staff sign-in, own account, staff, audit log
  { route: 'POST /api/console/auth/signIn', base: () => ({ name: 'someone', password: 'wrong-password', code: '123456' }), fields: [f('name', 'field.staffName'), f('password', 'field.password'), f('code', 'field.totpCode')] },
  none('GET /api/console/me', 'reads only the console cookie'),
  none('POST /api/console/auth/signOut', 'reads only the console cookie and CSRF header'),
  { route: 'POST /api/console/auth/changePassword', staff: true, base: () => ({ oldPassword: 'wrong-password', newPassword: 'new-password-1' }), fields: [f('oldPassword', 'field.oldPassword'), f('newPassword', 'field.password')] },
  none('POST /api/console/auth/totp/start', 'reads only the console cookie and CSRF header'),
  { route: 'POST /api/console/auth/totp/confirm', staff: true, base: () => ({ code: '123456' }), fields: [f('code', 'field.totpCode')] },
  {
    route: 'GET /api/console/staff/list', staff: true, base: () => ({ page: '1', pageSize: '10', q: 'a', sort: 'name', order: 'asc' }),
    fields: [...paging, f('q', 'field.staffName'), f('sort', 'field.sort'), f('order', 'field.order')],
  },
  { route: 'POST /api/console/staff/create', staff: true, base: () => ({ name: 'new-staff', role: 'nobody' }), fields: [f('name', 'field.staffName'), f('role', 'field.staffRole')] },
  { route: 'POST /api/console/staff/setRole', staff: true, base: () => ({ id: '999999', role: 'support' }), fields: [f('id', 'field.staffId'), f('role', 'field.staffRole')] },
  { route: 'POST /api/console/staff/disable', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.staffId')] },
  { route: 'POST /api/console/staff/reset', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.staffId')] },
  none('GET /api/console/staff/roleRequests', 'reads only the console cookie'),
  { route: 'POST /api/console/staff/roleRequests/approve', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.roleRequestId')] },
  { route: 'POST /api/console/staff/roleRequests/reject', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.roleRequestId')] },
  {
    route: 'GET /api/console/audit', staff: true, base: () => ({ page: '1', pageSize: '10', staff: 'a', action: 'staff.', target: 'staff:1', from: '2026-01-01', to: '2026-01-31' }),
    fields: [...paging, f('staff', 'field.auditStaff'), f('action', 'field.auditAction'), f('target', 'field.auditTarget'), f('from', 'field.auditFrom'), f('to', 'field.auditTo')],
  },
  {
    route: 'GET /api/console/audit/csv', staff: true, base: () => ({ staff: 'a', action: 'staff.', target: 'staff:1', from: '2026-01-01', to: '2026-01-31' }),
    fields: [f('staff', 'field.auditStaff'), f('action', 'field.auditAction'), f('target', 'field.auditTarget'), f('from', 'field.auditFrom'), f('to', 'field.auditTo')],
  },
  {
    route: 'GET /api/console/reports', staff: true, base: () => ({ report: 'players', granularity: 'day', from: '2026-01-01', to: '2026-01-31' }),
    fields: [f('report', 'field.report'), f('granularity', 'field.granularity'), f('from', 'field.reportFrom'), f('to', 'field.reportTo')],
  },
  {
    route: 'GET /api/console/reports/csv', staff: true, base: () => ({ report: 'players', granularity: 'day', from: '2026-01-01', to: '2026-01-31' }),
    fields: [f('report', 'field.report'), f('granularity', 'field.granularity'), f('from', 'field.reportFrom'), f('to', 'field.reportTo')],
  },
  {
    route: 'GET /api/console/reports/rtp', staff: true, base: () => ({ sort: 'absZ', order: 'desc', flagged: '0', page: '1', pageSize: '10' }),
    fields: [f('sort', 'field.sort'), f('order', 'field.order'), f('flagged', 'field.reportFlagged'), ...paging],
  },
  {
    route: 'GET /api/console/reports/rtp/csv', staff: true, base: () => ({ sort: 'absZ', order: 'desc', flagged: '0' }),
    fields: [f('sort', 'field.sort'), f('order', 'field.order'), f('flagged', 'field.reportFlagged')],
  },
  none('GET /api/console/fairness/watchdog', 'reads only the console cookie'),
  // console cases and odds; `items` (a JSON list) is not sent, so the bad text is the refusal named
  {
    route: 'GET /api/console/boxes', staff: true, base: () => ({ page: '1', pageSize: '10', q: 'ak', state: '-1', sort: 'id_asc' }),
    fields: [...paging, f('q', 'field.consoleBoxSearch'), f('state', 'field.consoleBoxState'), f('sort', 'field.sort')],
  },
  { route: 'GET /api/console/boxes/ornaments', staff: true, base: () => ({ q: 'ak' }), fields: [f('q', 'field.consoleBoxSearch')] },
  { route: 'GET /api/console/boxes/:id', staff: true, base: () => ({ id: '1' }), fields: [f(':id', 'field.boxId')] },
  { route: 'GET /api/console/boxes/proposals/:id', staff: true, base: () => ({ id: '1' }), fields: [f(':id', 'field.consoleProposalId')] },
  ...(['POST /api/console/boxes/preview', 'POST /api/console/boxes/propose'] as const).map((route) => ({
    route, staff: true as const, base: () => ({ boxId: '0', slug: 'a-case', nameZhCN: '箱', nameEn: 'Case', nameZhTW: '箱', themeId: '1', image: '/images/a.webp', reason: 'a reason' }),
    fields: [f('boxId', 'field.boxId'), f('slug', 'field.consoleBoxSlug'), f('nameZhCN', 'field.consoleBoxNameZhCN'), f('nameEn', 'field.consoleBoxNameEn'),
      f('nameZhTW', 'field.consoleBoxNameZhTW'), f('themeId', 'field.themeId'), f('image', 'field.consoleBoxImage'),
      ...(route.endsWith('propose') ? [f('reason', 'field.reason')] : [])],
  })),
  ...(['approve', 'reject'] as const).map((verb) => ({
    route: `POST /api/console/boxes/proposals/:id/${verb}`, staff: true as const, base: () => ({ id: '999999', reason: 'a reason' }),
    fields: [f(':id', 'field.consoleProposalId'), f('reason', 'field.reason')],
  })),
  ...(['retire', 'unretire'] as const).map((verb) => ({
    route: `POST /api/console/boxes/:id/${verb}`, staff: true as const, base: () => ({ id: '999999', reason: 'a reason' }),
    fields: [f(':id', 'field.boxId'), f('reason', 'field.reason')],
  })),
  {
    route: 'GET /api/console/players', staff: true, base: () => ({ q: '138', status: '-1', sort: 'id_desc', page: '1', pageSize: '10' }),
    fields: [f('q', 'field.search'), f('status', 'field.playerStatus'), f('sort', 'field.sort'), ...paging],
  },
  { route: 'GET /api/console/players/:id', staff: true, base: () => ({ id: '999999' }), fields: [f(':id', 'field.playerId')] },
  {
    route: 'GET /api/console/players/:id/:record', staff: true, base: () => ({ id: '999999', record: 'ledger', page: '1', pageSize: '10' }),
    fields: [f(':id', 'field.playerId'), f(':record', 'field.playerRecord'), ...paging],
  },
  ...(['ban', 'unban', 'endSessions', 'grantStreamer', 'revokeStreamer'] as const).map((verb) => ({
    route: `POST /api/console/players/:id/${verb}`, staff: true as const, base: () => ({ id: '999999', reason: 'a reason' }),
    fields: [f(':id', 'field.playerId'), f('reason', 'field.reason')],
  })),
  { route: 'POST /api/console/players/:id/note', staff: true, base: () => ({ id: '999999', body: 'a note' }), fields: [f(':id', 'field.playerId'), f('body', 'field.note')] },
  {
    route: 'POST /api/console/players/:id/adjust', staff: true, base: () => ({ id: '999999', accountType: 'main', amount: '10', reason: 'a reason' }),
    fields: [f(':id', 'field.playerId'), f('accountType', 'field.accountType'), f('amount', 'field.amount'), f('reason', 'field.reason')],
  },
  // console giveaways; `prizes` is sent as a list of ids, so the bad text is the refusal named
  {
    route: 'GET /api/console/giveaways', staff: true, base: () => ({ kind: 'all', state: '-1', page: '1', pageSize: '10' }),
    fields: [f('kind', 'field.giveawayKind'), f('state', 'field.giveawayState'), ...paging],
  },
  { route: 'GET /api/console/giveaways/detail', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.giveawayId')] },
  { route: 'GET /api/console/giveaways/audit', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.giveawayId')] },
  { route: 'GET /api/console/giveaways/skins', staff: true, base: () => ({ q: 'ak' }), fields: [f('q', 'field.search')] },
  {
    route: 'POST /api/console/giveaways/create', staff: true,
    base: () => ({ title: '福利房间', description: '说明', drawMode: 'time', drawAt: '2099-01-01T00:00:00Z', maxEntrants: '10', minDeposit: '0', depositDays: '30', joinCode: 'abc', requireVerified: 'false', prizes: '999999' }),
    fields: [f('title', 'field.title'), f('description', 'field.description'), f('drawMode', 'field.drawMode'), f('drawAt', 'field.drawAt'),
      f('maxEntrants', 'field.maxEntrants'), f('minDeposit', 'field.minDeposit'), f('depositDays', 'field.depositDays'), f('joinCode', 'field.joinCode'),
      f('requireVerified', 'field.requireVerified'), f('prizes', 'field.prizes')],
  },
  { route: 'POST /api/console/giveaways/cancel', staff: true, base: () => ({ id: '999999', reason: 'a reason' }), fields: [f('id', 'field.giveawayId'), f('reason', 'field.reason')] },
  { route: 'GET /api/console/withdrawals', staff: true, base: () => ({ state: '-1', page: '1', pageSize: '10' }), fields: [f('state', 'field.state'), ...paging] },
  { route: 'GET /api/console/withdrawals/detail', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.withdrawalId')] },
  none('GET /api/console/withdrawals/supplier', 'no parameters'),
  { route: 'GET /api/console/withdrawals/failures', staff: true, base: () => ({ days: '30' }), fields: [f('days', 'field.days')] },
  { route: 'POST /api/console/withdrawals/approve', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.withdrawalId')] },
  { route: 'POST /api/console/withdrawals/reject', staff: true, base: () => ({ id: '999999', note: 'a note' }), fields: [f('id', 'field.withdrawalId'), f('note', 'field.note')] },
  // promotion
  { route: 'GET /api/console/promotion/partners', staff: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  { route: 'GET /api/console/promotion/partner', staff: true, base: () => ({ userId: '999999', page: '1', pageSize: '10' }), fields: [f('userId', 'field.userId'), ...paging] },
  { route: 'GET /api/console/promotion/referrals', staff: true, base: () => ({ flag: '1', page: '1', pageSize: '10' }), fields: [f('flag', 'field.flag'), ...paging] },
  ...(['clear', 'confirm'] as const).map((verb) => ({
    route: `POST /api/console/promotion/referrals/${verb}`, staff: true as const, base: () => ({ promotedId: '999999', note: 'a note' }),
    fields: [f('promotedId', 'field.userId'), f('note', 'field.note')],
  })),
  // member levels, rankings, level tables and channels
  none('GET /api/console/levels', 'no parameters'),
  none('POST /api/console/levels/rebate', 'a JSON list of rows: each text in a row is refused with its field named (console-levels.test.ts)'),
  none('POST /api/console/levels/vip', 'a JSON list of rows: each text in a row is refused with its field named (console-levels.test.ts)'),
  none('GET /api/console/promotion/channels', 'no parameters'),
  { route: 'POST /api/console/promotion/channels/create', staff: true, base: () => ({ code: 'cc-test', name: '渠道' }), fields: [f('code', 'field.channelCode'), f('name', 'field.channelName')] },
  {
    route: 'POST /api/console/promotion/channels/update', staff: true, base: () => ({ code: 'cc-none', name: '渠道', enabled: 'true' }),
    fields: [f('code', 'field.channelCode'), f('name', 'field.channelName'), f('enabled', 'field.enabled', { expect: 'v.type' })],
  },
  { route: 'POST /api/console/players/:id/removeTotp', staff: true, base: () => ({ id: '999999', reason: 'a reason' }), fields: [f(':id', 'field.playerId'), f('reason', 'field.reason')] },
  {
    route: 'GET /api/console/totpRemovals', staff: true, base: () => ({ state: '0', userId: '999999', page: '1', pageSize: '10' }),
    fields: [f('state', 'field.totpRemovalState'), f('userId', 'field.playerId'), ...paging],
  },
  ...(['approve', 'reject', 'cancel'] as const).map((verb) => ({
    route: `POST /api/console/totpRemovals/:id/${verb}`, staff: true as const, base: () => ({ id: '999999', reason: 'a reason' }),
    fields: [f(':id', 'field.totpRemovalId'), f('reason', 'field.reason')],
  })),
  { route: 'GET /api/console/adjustments', staff: true, base: () => ({ state: '0', page: '1', pageSize: '10' }), fields: [f('state', 'field.adjustmentState'), ...paging] },
  ...(['approve', 'reject'] as const).map((verb) => ({
    route: `POST /api/console/adjustments/:id/${verb}`, staff: true as const, base: () => ({ id: '999999', reason: 'a reason' }),
    fields: [f(':id', 'field.adjustmentId'), f('reason', 'field.reason')],
  })),
  // redeem codes
  { route: 'POST /api/profile/exchangeCdk', auth: true, base: () => ({ code: 'SPRING-0000-0000-0000-0000' }), fields: [f('code', 'field.code')] },
  { route: 'GET /api/profile/getMyRewardPage', auth: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  none('POST /api/console/rewards/batches', 'a JSON body with a nested reward: each text is refused with its field named (cdk-console.test.ts)'),
  { route: 'GET /api/console/rewards/batches', staff: true, base: () => ({ page: '1', pageSize: '10' }), fields: paging },
  { route: 'GET /api/console/rewards/batch', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.batchId')] },
  { route: 'POST /api/console/rewards/batches/stop', staff: true, base: () => ({ id: '999999' }), fields: [f('id', 'field.batchId')] },
  { route: 'GET /api/console/protection/player', staff: true, base: () => ({ userId: '999999' }), fields: [f('userId', 'field.userId')] },
  { route: 'GET /api/console/protection/report', staff: true, base: () => ({ from: '2026-01-01', to: '2026-01-31' }), fields: [f('from', 'field.reportFrom'), f('to', 'field.reportTo')] },
  {
    route: 'POST /api/console/protection/tighten', staff: true, base: () => ({ userId: '999999', kind: 'deposit', period: 'day', amount: '100', reason: '玩家要求' }),
    fields: [f('userId', 'field.userId'), f('kind', 'field.limitKind'), f('period', 'field.limitPeriod'), f('amount', 'field.amount'), f('reason', 'field.reason')],
  },
  { route: 'POST /api/dev/console/owner', base: () => ({ name: 'x' }), fields: [f('name', 'field.staffName')] },
  // outside /api: uploaded avatars and the sandbox providers' pages
  { route: 'GET /avatars/:name', base: () => ({ name: `${'0'.repeat(32)}.webp` }), fields: [f(':name', 'field.avatarName')] },
  { route: 'GET /pay/sandbox/:orderId', base: () => ({ orderId }), fields: [f(':orderId', 'field.orderId')] },
  { route: 'GET /pay/checkout/:orderId', base: () => ({ orderId }), fields: [f(':orderId', 'field.orderId')] },
  { route: 'POST /pay/sandbox/:orderId', pageForm: true, base: () => ({ orderId, action: 'cancel' }), fields: [f(':orderId', 'field.orderId'), f('action', 'field.action')] },
  { route: 'GET /certify/sandbox/:id', base: () => ({ id: certifyId }), fields: [f(':id', 'field.certifyId')] },
  { route: 'POST /certify/sandbox/:id', pageForm: true, base: () => ({ id: certifyId, action: 'reject' }), fields: [f(':id', 'field.certifyId'), f('action', 'field.action')] },
  none('GET /sandbox/skins', 'the sandbox skin supplier\'s page: lists its orders, reads nothing from the request'),
  { route: 'POST /sandbox/skins/:ref', base: () => ({ ref: 'wd1', action: 'cancel' }), fields: [f(':ref', 'field.orderId'), f('action', 'field.action')] },
];

// ---- Sending one request of a row.
type Encoding = 'query' | 'form' | 'json' | 'path';
let address = 0;
const pageForms = new Map<string, { cookie: string; formToken: string }>();

const enc = (s: string) => encodeURIComponent(s);

async function send(row: Row, opts: { field?: Field; bad?: Bad; encoding: Encoding; lang?: Lang; drop?: string }) {
  const [method, path] = row.route.split(' ');
  const values: Record<string, string> = { ...row.base?.() };
  if (opts.drop) delete values[opts.drop];
  const target = opts.field?.name.replace(/^:/, '');
  const badForm = (name: string) => `${enc(values[name] ?? 'x')}${opts.bad?.form ?? ''}`;
  // Path parameters first; what is left is the query or the body.
  let url = path.replace(/:(\w+)/g, (_, name: string) => (name === target && opts.bad ? badForm(name) : enc(values[name] ?? 'x')));
  for (const name of path.match(/:(\w+)/g) ?? []) delete values[name.slice(1)];
  const inBody = opts.field && !opts.field.name.startsWith(':') ? opts.field.name : undefined;

  const headers: Record<string, string> = { lang: opts.lang ?? 'zh-CN' };
  if (row.auth) headers.token = token;
  if (row.staff) Object.assign(headers, asStaff(owner));
  if (row.idem) headers['idempotency-key'] = randomUUID();
  if (row.pageForm) {
    let page = pageForms.get(url);
    if (!page) {
      const res = await get(ctx, url);
      page = { cookie: String(res.headers['set-cookie'] ?? '').split(';')[0], formToken: /name="formToken" value="([^"]+)"/.exec(res.body)?.[1] ?? '' };
      pageForms.set(url, page);
    }
    headers.cookie = page.cookie;
    values.formToken = page.formToken;
  }
  const pairs = (): string => Object.entries(values)
    .map(([k, v]) => `${enc(k)}=${k === inBody && opts.bad ? badForm(k) : enc(v)}`).join('&');

  let payload: Buffer | undefined;
  if (method === 'GET') {
    const q = pairs();
    if (q) url += `?${q}`;
  } else if (opts.encoding === 'json' || row.signed) {
    const body: Record<string, unknown> = { ...values };
    if (row.signed === 'certify') body.passed = false;
    if (inBody && opts.bad) body[inBody] = `${values[inBody] ?? 'x'}${opts.bad.json ?? RAW_MARK}`;
    const text = JSON.stringify(body);
    const at = text.indexOf(RAW_MARK);
    payload = at < 0 ? Buffer.from(text) : Buffer.concat([Buffer.from(text.slice(0, at)), RAW_BYTES, Buffer.from(text.slice(at + 1))]);
    headers['content-type'] = 'application/json';
  } else {
    payload = Buffer.from(pairs());
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  if (row.signed && payload) {
    // Signed over the text the server reads (bytes that are not UTF-8 included), so the signature
    // holds and the field itself is what gets judged.
    const secret = row.signed === 'pay' ? ctx.config.pay.sandboxSecret : certifySandboxSecret(ctx.config.appSecret);
    headers['sandbox-signature'] = signSandbox(secret, Math.floor(Date.now() / 1000), decodeUtf8(payload));
  }
  address += 1;
  return ctx.app.inject({ method: method as 'GET' | 'POST', url, headers, payload, remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });
}

/**
 * Every table's rows (sessions and staff_sessions without their last-use columns, which any signed-in request moves;
 * rate_counters left out: a request counts toward its address's rate limit whatever it carries,
 * or a flood of malformed requests would be free).
 */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(ctx.deps.db, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_counters' ORDER BY 1`);
  const parts = tables.map(({ name }) => {
    const row = name === 'sessions' ? 'ROW(t.token_hash, t.user_id, t.revoked_at, t.security_checked_at)'
      : name === 'staff_sessions' ? 'ROW(t.token_hash, t.staff_id, t.csrf_token, t.revoked_at)' : 't';
    return `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(md5(CAST(${row} AS text)), ',' ORDER BY md5(CAST(${row} AS text)))), '') AS h FROM "${name}" t`;
  });
  const rows = await queryRows<{ name: string; h: string }>(ctx.deps.db, sql.raw(parts.join(' UNION ALL ')));
  return Object.fromEntries(rows.map((r) => [r.name, r.h]));
}

function encodingsOf(row: Row, field: Field): Encoding[] {
  if (field.name.startsWith(':')) return ['path'];
  if (row.route.startsWith('GET ')) return ['query'];
  return row.signed ? ['json'] : ['form', 'json'];
}

/** What a refusal of `field` answers: status, envelope code and message. */
function refusal(field: Field, bad: Bad, lang: Lang) {
  // A path parameter the router cannot decode (an escape that is not UTF-8) is a bad address.
  if (field.name.startsWith(':') && /%(ED|FF)/.test(bad.form)) return { status: 400, code: ERRORS.BAD_REQUEST.code, msg: translate(lang, 'err.badUrl') };
  return { status: 400, code: ERRORS.VALIDATION.code, msg: translate(lang, field.expect ?? 'v.controlChars', { field: field.label }) };
}

describe('the table covers the app', () => {
  it('has one row for every registered route, and no row for a route that does not exist', () => {
    const registered = registeredRoutes(ctx);
    expect(registered.length).toBeGreaterThan(60);
    expect(TABLE.map((r) => r.route).sort()).toEqual(registered);
  });

  it('a row without fields says why', () => {
    for (const row of TABLE) if (row.fields.length === 0) expect(row.why, row.route).toBeTruthy();
  });
});

describe.each(TABLE.filter((r) => r.fields.length > 0))('$route', (row) => {
  it.each(row.fields)('$name: every character refused, by name, nothing changed', async (field) => {
    const before = await fingerprint();
    const baseline = field.forgiving ? await send(row, { encoding: encodingsOf(row, field)[0], drop: field.name }) : undefined;
    const after0 = field.forgiving ? await fingerprint() : before;
    for (const encoding of encodingsOf(row, field)) {
      for (const bad of BAD) {
        const res = await send(row, { field, bad, encoding });
        const what = `${row.route} ${field.name} ${bad.name} as ${encoding}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (row.redirectsTo) {
          expect(res.statusCode, what).toBe(302);
          expect(res.headers.location, what).toBe(row.redirectsTo);
        } else if (field.forgiving && baseline) {
          expect(res.statusCode, what).toBe(baseline.statusCode);
          if (baseline.headers['content-type']?.toString().includes('json')) expect(res.json().msg, what).toBe(baseline.json().msg);
        } else {
          const want = refusal(field, bad, 'zh-CN');
          expect(res.statusCode, what).toBe(want.status);
          expect(res.json(), what).toEqual({ status: want.code, msg: want.msg, data: null, success: false });
        }
      }
    }
    // The same refusal in English, for the first character.
    if (!row.redirectsTo && !field.forgiving) {
      const res = await send(row, { field, bad: BAD[0], encoding: encodingsOf(row, field).at(-1)!, lang: 'en' });
      expect(res.json().msg).toBe(refusal(field, BAD[0], 'en').msg);
    }
    // A forgiving field may be kept as the route normally keeps it (a Steam sign-in state row),
    // so only the rest is compared; the scan at the end checks nothing bad was stored.
    if (!field.forgiving) expect(await fingerprint()).toEqual(before);
    // (Sorted: PostgreSQL may answer the UNION ALL's parts in any order, a parallel append for one.)
    else expect(Object.keys(await fingerprint()).sort()).toEqual(Object.keys(after0).sort());
  });
});

describe('a text no route reads by name', () => {
  // A player of its own: these requests run the routes for real (logout, rotateSeed…).
  let probeToken: string;
  beforeAll(async () => { ({ token: probeToken } = await signUp(ctx)); });

  it.each(TABLE)('$route: an unknown parameter with NUL is ignored, never a 500', async (row) => {
    const [method, path] = row.route.split(' ');
    const url = path.replace(/:(\w+)/g, (_, name: string) => enc(row.base?.()[name] ?? 'x'));
    address += 1;
    const res = await ctx.app.inject({
      method: method as 'GET' | 'POST', url: `${url}?zz=a%00b`,
      headers: { token: probeToken, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      payload: method === 'POST' ? JSON.stringify({ zz: 'a\u0000b' }) : undefined,
      remoteAddress: `10.200.${(address >> 8) & 255}.${address & 255}`,
    });
    expect(res.statusCode, `${row.route}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
    if (path.startsWith('/api/') && res.statusCode !== 302) {
      expect(Object.keys(res.json()).sort()).toEqual(['data', 'msg', 'status', 'success']);
    }
  });
});

describe('headers', () => {
  const NOT_SIGNED_IN = { status: 401, msg: '请先登录', data: null, success: false };

  it.each([
    ['NUL', 'a\u0000b'], ['a lone surrogate', 'a\ud800b'], ['BEL', 'a\u0007b'], ['ESC', 'a\u001bb'], ['DEL', 'a\u007fb'], ['NEL', 'a\u0085b'], ['10 000 characters', 'a'.repeat(10_000)],
  ])('a token with %s is "not signed in" (401 envelope), never a 500', async (_, bad) => {
    for (const headers of [{ token: bad }, { authorization: `Bearer ${bad}` }] as Record<string, string>[]) {
      const res = await get(ctx, '/api/profile/userInfo', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(NOT_SIGNED_IN);
    }
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/changePassword', headers: { token: bad, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.json()).toEqual(NOT_SIGNED_IN);
  });

  it.each([['NUL', 'k\u0000'], ['a lone surrogate', 'k\ud800'], ['BEL', 'k\u0007'], ['ESC', 'k\u001b'], ['DEL', 'k\u007f'], ['NEL', 'k\u0085']])(
    'an Idempotency-Key with %s is refused by name and writes nothing', async (_, key) => {
      const before = await fingerprint();
      for (const lang of ['zh-CN', 'en'] as const) {
        const res = await ctx.app.inject({
          method: 'POST', url: '/api/pay/recharge', payload: form({ channel: 'alipay', currency: 'CNY', amount: '100' }),
          headers: { token, lang, 'idempotency-key': key, 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ status: ERRORS.VALIDATION.code, msg: translate(lang, 'v.controlChars', { field: 'field.idempotencyKey' }), data: null, success: false });
      }
      expect(await fingerprint()).toEqual(before);
    });

  it('a lang header with control characters is read as the default language', async () => {
    const res = await get(ctx, '/api/box/getBoxDetail?id=abc', { lang: 'en\u0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('箱子必须是正整数');
  });
});

describe('behind a trusted proxy', () => {
  let proxied: TestContext;
  beforeAll(async () => { proxied = await createTestContext({ TRUST_PROXY: 'on' }); });
  afterAll(async () => { await proxied.close(); });

  it.each([['NUL', 'a\u0000b'], ['NEL', '\u0085'], ['ESC', '\u001b[2J']])('an X-Forwarded-For address with %s is refused by name before any route', async (_, bad) => {
    for (const lang of ['zh-CN', 'en'] as const) {
      const res = await proxied.app.inject({ method: 'GET', url: '/api/common/sysConfig', headers: { lang, 'x-forwarded-for': bad } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: ERRORS.VALIDATION.code, msg: translate(lang, 'v.controlChars', { field: 'field.forwardedFor' }), data: null, success: false });
    }
  });

  it('an ordinary address (or a proxy\'s "unknown") is taken', async () => {
    for (const xff of ['203.0.113.9', '2001:db8::1', 'unknown']) {
      const res = await proxied.app.inject({ method: 'GET', url: '/api/common/sysConfig', headers: { 'x-forwarded-for': xff } });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('afterwards', () => {
  it('no stored text holds a control character, a lone surrogate or its replacement', async () => {
    const columns = await queryRows<{ t: string; c: string }>(ctx.deps.db, sql`
      SELECT table_name AS t, column_name AS c FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')`);
    const bad = `'[' || chr(1) || '-' || chr(31) || chr(127) || '-' || chr(159) || chr(65533) || ']'`;
    const found: string[] = [];
    for (const { t, c } of columns) {
      const [r] = await queryRows<{ n: number }>(ctx.deps.db, sql.raw(`SELECT count(*)::int AS n FROM "${t}" WHERE "${c}" ~ (${bad})`));
      if (Number(r.n) > 0) found.push(`${t}.${c}`);
    }
    expect(found).toEqual([]);
  });
});
