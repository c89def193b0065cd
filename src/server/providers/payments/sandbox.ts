import { sandboxNotifyBody } from '../../../shared/contracts/pay.ts';
import { AppError } from '../../errors.ts';
import { parse } from '../../validate.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { checkSandboxSignature } from './sandbox-signature.ts';

const pagePath = (orderId: string) => `/pay/sandbox/${encodeURIComponent(orderId)}`;

/** The sandbox serves every channel no real provider is configured for (channels.ts). */
export function createSandboxProvider(opts: { secret: string; toleranceSec: number }): PaymentProvider {
  return {
    id: 'sandbox',
    channels: ['alipay', 'wechat', 'card'],
    createCheckout: async (order) => ({ kind: 'redirect', url: pagePath(order.id) }),
    pagePath,
    async parseNotification(headers, rawBody, now): Promise<PaymentEvent> {
      const h = headers['sandbox-signature'];
      const check = checkSandboxSignature(opts.secret, Array.isArray(h) ? h[0] : h, rawBody, Math.floor(now.getTime() / 1000), opts.toleranceSec);
      if (check === 'bad') throw new AppError('BAD_SIGNATURE');
      if (check === 'stale') throw new AppError('PAYMENT_STALE');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      return parse(sandboxNotifyBody, json);
    },
  };
}
