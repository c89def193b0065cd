// Users and open recharge orders for the webhook benchmark, created through the real services.
import { formatFen } from '../../src/shared/money.ts';
import type { Db } from '../../src/server/db/client.ts';
import { signUp } from '../../src/server/modules/auth/service.ts';
import { createRecharge, type PaymentsDeps } from '../../src/server/modules/payments/service.ts';

export interface OpenOrder {
  orderId: string;
  amount: string;
  currency: string;
}

export async function createOrders(db: Db, pay: PaymentsDeps, opts: { users: number; orders: number; phonePrefix: string; invitationCode: string }): Promise<OpenOrder[]> {
  const userIds: bigint[] = [];
  for (let i = 0; i < opts.users; i++) {
    const phone = `${opts.phonePrefix}${String(i).padStart(11 - opts.phonePrefix.length, '0')}`;
    userIds.push((await signUp({ db, defaultInvitationCode: opts.invitationCode }, { phone, password: 'bench-password', invitationCode: opts.invitationCode })).userId);
  }
  const orders: OpenOrder[] = [];
  for (let i = 0; i < opts.orders; i++) {
    const { orderId } = await db.transaction((tx) => createRecharge(tx, pay, userIds[i % userIds.length], { channel: 'alipay', currency: 'CNY', amount: '100' }, new Date()));
    orders.push({ orderId, amount: formatFen(10000n), currency: 'CNY' });
  }
  return orders;
}
