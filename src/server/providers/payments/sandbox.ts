import { sandboxNotifyBody } from '../../../shared/contracts/pay.ts';
import { AppError } from '../../http/app-error.ts';
import { parse } from '../../http/validate.ts';
import type { PaymentEvent, PaymentProvider } from './provider.ts';
import { checkSandboxSignature } from './sandbox-signature.ts';

export function createSandboxProvider(opts: { secret: string; toleranceSec: number }): PaymentProvider {
  return {
    id: 'sandbox',
    checkoutUrl: (orderId) => `/pay/sandbox/${encodeURIComponent(orderId)}`,
    parseNotification(headers, rawBody, now): PaymentEvent {
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
