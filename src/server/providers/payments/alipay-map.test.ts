import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { alipayTime, totalAmount, tradeEvent } from './alipay-map.ts';

const trade = { trade_no: '2026112422001400000000000001', out_trade_no: 'R1', total_amount: '100.00' };

describe('Alipay mapping', () => {
  it('writes times in China time and amounts in yuan with two decimals', () => {
    expect(alipayTime(new Date('2026-11-24T16:30:05.123Z'))).toBe('2026-11-25 00:30:05');
    expect(totalAmount(10_000n)).toBe('100.00');
    expect(totalAmount(1n)).toBe('0.01');
  });

  it('reads a paid trade as paid, keyed by trade number and status, so TRADE_FINISHED is another event', () => {
    expect(tradeEvent({ ...trade, trade_status: 'TRADE_SUCCESS' })).toEqual({
      eventId: `${trade.trade_no}:TRADE_SUCCESS`, orderId: 'R1', status: 'paid', amount: '100.00', currency: 'CNY',
    });
    expect(tradeEvent({ ...trade, trade_status: 'TRADE_FINISHED' })).toMatchObject({ eventId: `${trade.trade_no}:TRADE_FINISHED`, status: 'paid' });
  });

  it('reads a closed trade as cancelled and a waiting one as nothing to settle', () => {
    expect(tradeEvent({ ...trade, trade_status: 'TRADE_CLOSED' })).toMatchObject({ status: 'cancelled' });
    expect(tradeEvent({ ...trade, trade_status: 'WAIT_BUYER_PAY' })).toBeNull();
  });

  it('refuses an unknown status or a missing field', () => {
    expect(() => tradeEvent({ ...trade, trade_status: 'PAID' })).toThrow(AppError);
    expect(() => tradeEvent({ ...trade, trade_status: 'TRADE_SUCCESS', total_amount: '' })).toThrow(AppError);
    expect(() => tradeEvent({ trade_status: 'TRADE_SUCCESS', out_trade_no: 'R1', total_amount: '1.00' })).toThrow(AppError);
  });
});
