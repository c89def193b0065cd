// Players, balances and open recharge orders for the benchmarks, made through the real services.
import { formatFen } from '../../src/shared/money.ts';
import type { Db } from '../../src/server/db/client.ts';
import { signUp } from '../../src/server/modules/auth/service.ts';
import { createRecharge, type PaymentsDeps } from '../../src/server/modules/payments/service.ts';
import { houseAccountId, postTransaction, userAccountId } from '../../src/server/modules/wallet/ledger.ts';
import { addPopulation } from './population.ts';

export interface OpenOrder {
  orderId: string;
  amount: string;
  currency: string;
}

export interface Player {
  userId: string;
  token: string;
}

/** The players a load runs as, among the site's others (population.ts). */
async function players(db: Db, opts: { users: number; phonePrefix: string; invitationCode: string }) {
  await addPopulation(db);
  const out: { userId: bigint; token: string }[] = [];
  for (let i = 0; i < opts.users; i++) {
    const phone = `${opts.phonePrefix}${String(i).padStart(11 - opts.phonePrefix.length, '0')}`;
    out.push(await signUp({ db, defaultInvitationCode: opts.invitationCode }, { phone, password: 'bench-password', invitationCode: opts.invitationCode }));
  }
  return out;
}

export async function createOrders(db: Db, pay: PaymentsDeps, opts: { users: number; orders: number; phonePrefix: string; invitationCode: string }): Promise<OpenOrder[]> {
  const users = await players(db, opts);
  const orders: OpenOrder[] = [];
  for (let i = 0; i < opts.orders; i++) {
    const { orderId } = await db.transaction((tx) => createRecharge(tx, pay, users[i % users.length].userId, { channel: 'alipay', currency: 'CNY', amount: '100' }, new Date()));
    orders.push({ orderId, amount: formatFen(10000n), currency: 'CNY' });
  }
  return orders;
}

/** Players with a balance large enough for any benchmark (a house adjustment, not a deposit). */
export async function createFundedPlayers(db: Db, opts: { users: number; phonePrefix: string; invitationCode: string }): Promise<Player[]> {
  const users = await players(db, opts);
  for (const u of users) {
    await db.transaction(async (tx) => postTransaction(tx, {
      kind: 'adjustment',
      ref: 'bench-funding',
      postings: [{ accountId: await houseAccountId(tx, 'house:bonus'), amount: -100_000_000_00n }, { accountId: await userAccountId(tx, u.userId, 'main'), amount: 100_000_000_00n }],
    }));
  }
  return users.map((u) => ({ userId: String(u.userId), token: u.token }));
}
