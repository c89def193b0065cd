// The money-moving request of the platform: the sandbox webhook that credits a deposit.
// Through HTTP with autocannon at 32 connections (server in a child process), and the same
// service call in a plain loop with 32 concurrent callers and no HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { getConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { applyPaymentEvent } from '../../src/server/modules/payments/service.ts';
import { createDeps } from '../../src/server/deps.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { signSandbox } from '../../src/server/providers/payments/sandbox-signature.ts';
import { createOrders, type OpenOrder } from './fixtures.ts';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const CONNECTIONS = 32;
const secret = getConfig({ NODE_ENV: 'test' }).pay.sandboxSecret;

function eventBody(o: OpenOrder): string {
  return JSON.stringify({ eventId: randomUUID(), orderId: o.orderId, status: 'paid', amount: o.amount, currency: o.currency });
}

async function startChild(location: string, orders: number): Promise<{ child: ChildProcess; port: number; orders: OpenOrder[] }> {
  const child = spawn(process.execPath, ['scripts/bench/serve-api.ts', location, String(orders)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as { port: number; orders: OpenOrder[] }) };
}

export async function webhookOverHttp(location: string, orders: number): Promise<LoadFigures> {
  const { child, port, orders: open } = await startChild(location, orders);
  try {
    let next = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      amount: open.length,
      requests: [{
        method: 'POST',
        path: '/api/pay/notify/sandbox',
        setupRequest: (req) => {
          const body = eventBody(open[next++ % open.length]);
          return {
            ...req,
            body,
            headers: { 'content-type': 'application/json', 'sandbox-signature': signSandbox(secret, Math.floor(Date.now() / 1000), body) },
          };
        },
      }],
    });
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
  } finally {
    child.kill();
  }
}

export async function webhookPlainLoop(location: string, orders: number): Promise<LoadFigures> {
  const config = getConfig({ NODE_ENV: 'test' });
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await database.migrate();
  const deps = createDeps(config, database.db, NullBroadcaster);
  const pay = { payments: deps.payments, limits: config.pay };
  const open = await createOrders(database.db, pay, { users: 32, orders, phonePrefix: '1890', invitationCode: config.defaultInvitationCode });
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < open.length) {
      const o = open[next++];
      const t0 = performance.now();
      const outcome = await applyPaymentEvent(database.db, pay, 'sandbox', { eventId: randomUUID(), orderId: o.orderId, status: 'paid', amount: o.amount, currency: o.currency }, new Date());
      if (outcome !== 'credited') errors += 1;
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  await database.close();
  latencies.sort((a, b) => a - b);
  return { rps: open.length / seconds, p50: latencies[Math.floor(latencies.length * 0.5)], p99: latencies[Math.floor(latencies.length * 0.99)], errors };
}
