// Alipay's words for our order and theirs for its outcome: amounts in yuan with two decimals, times
// in China time, and a trade status (notification or query) read as a PaymentEvent.
import { formatFen } from '../../../shared/money.ts';
import { AppError } from '../../errors.ts';
import type { PaymentEvent } from './provider.ts';

/** `yyyy-MM-dd HH:mm:ss` in China time (UTC+8), as Alipay writes and reads times. */
export function alipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Fen (CNY minor units) as Alipay's total_amount: yuan with two decimals. */
export function totalAmount(fen: bigint): string {
  return formatFen(fen);
}

const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);

/**
 * A trade's status as our event. The event id is the trade number and the status together: the
 * TRADE_FINISHED that follows a TRADE_SUCCESS (the refund window closing) is then a second genuine
 * event of a settled order, which the service takes as a harmless duplicate, and the same status
 * sent again (Alipay retries until it reads "success") is a replay. WAIT_BUYER_PAY: nothing yet.
 */
export function tradeEvent(fields: Record<string, unknown>): PaymentEvent | null {
  const status = fields.trade_status;
  if (status === 'WAIT_BUYER_PAY') return null;
  if (typeof status !== 'string' || !(PAID.has(status) || status === 'TRADE_CLOSED')) {
    throw new AppError('BAD_REQUEST');
  }
  const tradeNo = fields.trade_no;
  const orderId = fields.out_trade_no;
  const amount = fields.total_amount;
  for (const value of [tradeNo, orderId, amount]) {
    if (typeof value !== 'string' || value === '') throw new AppError('BAD_REQUEST');
  }
  return {
    eventId: `${String(tradeNo)}:${status}`,
    orderId: String(orderId),
    status: PAID.has(status) ? 'paid' : 'cancelled',
    amount: String(amount),
    currency: 'CNY',
  };
}
