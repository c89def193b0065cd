// The payment channels offered in the recharge dialog and the currencies each accepts.
// Every channel goes through one provider; today all are the sandbox's.
import type { Lang } from '../../../shared/locales.ts';
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
};

export interface Channel {
  id: string;
  provider: string;
  name: Localized;
  icon: string;
  currencies: string[];
}

export const CHANNELS: Channel[] = [
  { id: 'alipay', provider: 'sandbox', name: { 'zh-CN': '支付宝', en: 'Alipay', 'zh-TW': '支付寶' }, icon: 'alipay', currencies: ['CNY'] },
  { id: 'wechat', provider: 'sandbox', name: { 'zh-CN': '微信支付', en: 'WeChat Pay', 'zh-TW': '微信支付' }, icon: 'wechat', currencies: ['CNY'] },
  { id: 'card', provider: 'sandbox', name: { 'zh-CN': '国际银行卡', en: 'International card', 'zh-TW': '國際銀行卡' }, icon: 'card', currencies: ['USD', 'HKD', 'CNY'] },
];

/** A channel's name in `lang`; an id no longer offered is shown as is. */
export function channelName(id: string, lang: Lang): string {
  const channel = CHANNELS.find((c) => c.id === id);
  return channel ? localized(channel.name, lang) : id;
}

export function findChannel(id: string, currency: string): { channel: Channel; currency: Currency } | null {
  const channel = CHANNELS.find((c) => c.id === id);
  if (!channel || !channel.currencies.includes(currency)) return null;
  return { channel, currency: CURRENCIES[currency] };
}

/** Minor units of `currency` to charge for `fen` CNY, rounded up so the house is never short. */
export function payAmountFor(fen: bigint, currency: Currency): bigint {
  return (fen * 100n + currency.rateFen - 1n) / currency.rateFen;
}
