// The platform's money-moving request: the sandbox webhook that credits a deposit. Through HTTP
// with autocannon at 32 connections, and the same service call from 32 callers without HTTP.
import { randomUUID } from 'node:crypto';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { applyPaymentEvent } from '../../src/server/modules/payments/service.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { signSandbox } from '../../src/server/providers/payments/sandbox-signature.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { cannon, CONNECTIONS, plainLoop, startBenchServer, type LoadFigures } from './child.ts';
import { createOrders, type OpenOrder } from './fixtures.ts';

const config = getConfig({ NODE_ENV: 'test' });

function eventBody(o: OpenOrder): string {
  return JSON.stringify({ eventId: randomUUID(), orderId: o.orderId, status: 'paid', amount: o.amount, currency: o.currency });
}

export async function webhookOverHttp(location: string, orders: number): Promise<LoadFigures> {
  const server = await startBenchServer(location, 'webhook', orders);
  const open = server.fixtures.orders!;
  try {
    let next = 0;
    return await cannon({
      url: `http://127.0.0.1:${server.port}`,
      connections: CONNECTIONS,
      amount: open.length,
      requests: [{
        method: 'POST',
        path: '/api/pay/notify/sandbox',
        setupRequest: (req) => {
          const body = eventBody(open[next++ % open.length]);
          const signature = signSandbox(config.pay.sandboxSecret, Math.floor(Date.now() / 1000), body);
          return { ...req, body, headers: { 'content-type': 'application/json', 'sandbox-signature': signature } };
        },
      }],
    });
  } finally {
    server.child.kill();
  }
}

export async function webhookPlainLoop(location: string, orders: number): Promise<LoadFigures> {
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await prepareDatabase(database, config, { demo: false });
  const deps = await createDeps(config, database.db, { broadcaster: NullBroadcaster });
  const pay = { payments: deps.payments, limits: config.pay };
  const open = await createOrders(database.db, pay, { users: 32, orders, phonePrefix: '1890', invitationCode: config.defaultInvitationCode });
  try {
    return await plainLoop(open.length, async (i) => {
      const o = open[i];
      const event = { eventId: randomUUID(), orderId: o.orderId, status: 'paid' as const, amount: o.amount, currency: o.currency };
      return (await applyPaymentEvent(database.db, pay, 'sandbox', event, new Date())) === 'credited';
    });
  } finally {
    await database.close();
  }
}
