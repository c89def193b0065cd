// The payment channels offered in the recharge dialog and the currencies each accepts. Which
// provider serves a channel is data: the configured provider that names it (providers/payments),
// else the sandbox where it runs; a channel nobody serves is not offered.
import type { Lang } from '../../../shared/locales.ts';
import { chargeFor } from '../../../shared/money.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { localized, type Localized } from '../../../shared/localized.ts';

export interface Currency {
  code: string;
  name: Localized;
  /** CNY fen that one unit (100 minor units) of the currency buys. */
  rateFen: bigint;
}

export const CURRENCIES: Record<string, Currency> = {
  CNY: { code: 'CNY', name: { 'zh-CN': '人民币', en: 'Chinese yuan', 'zh-TW': '人民幣' }, rateFen: 100n },
  USD: { code: 'USD', name: { 'zh-CN': '美元', en: 'US dollar', 'zh-TW': '美元' }, rateFen: 720n },
  HKD: { code: 'HKD', name: { 'zh-CN': '港币', en: 'Hong Kong dollar', 'zh-TW': '港幣' }, rateFen: 92n },
  EUR: { code: 'EUR', name: { 'zh-CN': '欧元', en: 'Euro', 'zh-TW': '歐元' }, rateFen: 780n },
};

export interface Channel {
  id: string;
  name: Localized;
  icon: string;
  currencies: string[];
}

export const CHANNELS: Channel[] = [
  { id: 'alipay', name: { 'zh-CN': '支付宝', en: 'Alipay', 'zh-TW': '支付寶' }, icon: 'alipay', currencies: ['CNY'] },
  { id: 'wechat', name: { 'zh-CN': '微信支付', en: 'WeChat Pay', 'zh-TW': '微信支付' }, icon: 'wechat', currencies: ['CNY'] },
  { id: 'card', name: { 'zh-CN': '国际银行卡', en: 'International card', 'zh-TW': '國際銀行卡' }, icon: 'card', currencies: ['USD', 'EUR', 'HKD', 'CNY'] },
];

/** A channel's name in `lang`; an id no longer offered is shown as is. */
export function channelName(id: string, lang: Lang): string {
  const channel = CHANNELS.find((c) => c.id === id);
  return channel ? localized(channel.name, lang) : id;
}

/** The provider that serves `channelId`: a real one configured for it first, the sandbox otherwise. */
export function providerFor(payments: Record<string, PaymentProvider>, channelId: string): PaymentProvider | null {
  const serving = Object.values(payments).filter((p) => p.channels.includes(channelId));
  return serving.find((p) => p.id !== 'sandbox') ?? serving[0] ?? null;
}

export function findChannel(id: string, currency: string): { channel: Channel; currency: Currency } | null {
  const channel = CHANNELS.find((c) => c.id === id);
  if (!channel || !channel.currencies.includes(currency)) return null;
  return { channel, currency: CURRENCIES[currency] };
}

/** Minor units of `currency` to charge for `fen` CNY (shared/money.ts: the dialog shows the same). */
export function payAmountFor(fen: bigint, currency: Currency): bigint {
  return chargeFor(fen, currency.rateFen);
}
