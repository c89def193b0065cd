// The cluster end to end, on the real parts `npm run cluster` starts: two app
// processes behind HAProxy, PostgreSQL and RabbitMQ with Web-STOMP. `npm run test:cluster`
// (.ci/run runs it after the PostgreSQL integration pass). Needs dist/ (npm run build) and the
// Debian packages (scripts/cluster/install.ts installs them when run as root).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startCluster, type Cluster } from '../../scripts/cluster/cluster.ts';
import { ensurePackages } from '../../scripts/cluster/install.ts';
import { EVENT } from '../../src/shared/constants.ts';
import { call, listen, openBox, signIn, topUp, until, type Listener } from './client.ts';

/** LIVE_MAX_PER_ADDRESS for this cluster: HAProxy keeps it on /ws (sockets no longer reach us). */
const SOCKETS_PER_ADDRESS = 6;

let cluster: Cluster;
let dir: string;
let db: pg.Client;
let token: string;
const listeners: Listener[] = [];

const appUrl = (i: number) => `http://127.0.0.1:${cluster.apps[i].port}`;
const wsUrl = () => `${cluster.url.replace(/^http/, 'ws')}/ws`;
/** The drop ids (backpack item ids) a feed has received. */
const dropIds = (l: Listener) => l.bodies.map((b) => JSON.parse(b) as { eventType: number; data: { id: string } })
  .filter((m) => m.eventType === EVENT.caseDrop).map((m) => m.data.id);
const toFen = (yuan: string) => Math.round(Number(yuan) * 100);

async function balanceFen(): Promise<number> {
  const r = await call(cluster.url, 'GET', '/api/profile/userInfo', undefined, { token });
  return toFen((r.body!.data as { balance: string }).balance);
}

async function brokerStates(): Promise<string[]> {
  return Promise.all(cluster.apps.filter((a) => a.child.exitCode === null && a.child.signalCode === null)
    .map(async (a) => ((await call(`http://127.0.0.1:${a.port}`, 'GET', '/api/health')).body?.data as { broker: string }).broker));
}

beforeAll(async () => {
  ensurePackages(() => {});
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs2-cluster-test-'));
  cluster = await startCluster({
    dir,
    basePort: Number(process.env.CLUSTER_TEST_PORT || 4700),
    size: 2,
    appOutput: 'files',
    maxPerAddress: SOCKETS_PER_ADDRESS,
    env: { CAPTCHA: 'off', PUBLIC_NOTICE: 'off', SEED_DEMO: 'on' },
    log: () => {},
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  token = await signIn(cluster.url);
  await topUp(cluster.url, token, 20_000);
}, 240_000);

afterAll(async () => {
  for (const l of listeners) await l.close().catch(() => {});
  await db?.end().catch(() => {});
  await cluster?.stop();
  if (dir && !process.env.KEEP_CLUSTER_LOGS) fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

/** Opens a WebSocket to /ws: the open socket, or the HTTP status the balancer refused it with. */
function openSocket(): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl(), ['v12.stomp']);
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', reject);
  });
}

describe('the cluster: two processes, HAProxy, PostgreSQL, RabbitMQ', () => {
  it('the balancer keeps the per-address socket limit on /ws: one past it is refused with 429, a closed one frees its place', async () => {
    const open: WebSocket[] = [];
    try {
      for (let i = 0; i < SOCKETS_PER_ADDRESS; i++) {
        const s = await openSocket();
        expect(s).toBeInstanceOf(WebSocket);
        open.push(s as WebSocket);
      }
      expect(await openSocket()).toBe(429);
      const first = open.shift()!;
      await new Promise<void>((resolve) => { first.once('close', () => resolve()); first.close(); });
      let again: WebSocket | number = 0;
      // HAProxy counts the close when it sees it: poll, do not sleep.
      await until(async () => {
        again = await openSocket();
        return again instanceof WebSocket;
      }, 'a place after a close');
      open.push(again as unknown as WebSocket);
    } finally {
      for (const s of open) s.terminate();
    }
  });

  it('a drop opened through either process reaches a browser subscribed through the balancer\'s /ws, as the embedded broker frames it', async () => {
    const feed = await listen(wsUrl());
    listeners.push(feed);
    for (const i of [0, 1]) {
      const opened = await openBox(appUrl(i), token, randomUUID());
      expect(opened.status).toBe(200);
      const [drop] = opened.drops;
      await until(() => dropIds(feed).includes(drop.id), `drop ${drop.id} opened through app${i + 1} on the feed`);
    }
    // The same JSON body the embedded broker sends: {"eventType", "data"}.
    const message = JSON.parse(feed.bodies[0]) as Record<string, unknown>;
    expect(Object.keys(message).sort()).toEqual(['data', 'eventType']);
  });

  it('a browser cannot publish: a SEND to /topic/messages is refused and reaches nobody', async () => {
    const feed = await listen(wsUrl());
    listeners.push(feed);
    const forged = `{"eventType":${EVENT.caseDrop},"data":{"id":"forged-${randomUUID()}"}}`;
    const ws = new WebSocket(wsUrl(), ['v12.stomp']);
    const received: string[] = [];
    ws.on('message', (d) => received.push((d as Buffer).toString())); // text frames, one Buffer each
    const closed = new Promise<void>((resolve) => ws.on('close', () => resolve()));
    await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
    ws.send('CONNECT\naccept-version:1.2\nhost:/\n\n\0');
    await until(() => received.some((f) => f.startsWith('CONNECTED')), 'CONNECTED');
    ws.send(`SEND\ndestination:/topic/messages\ncontent-type:application/json\n\n${forged}\0`);
    await closed; // RabbitMQ closes the session on the refused write
    // A drop opened afterwards arrives, the forged one never did (the feed is in order).
    const after = await openBox(cluster.url, token, randomUUID());
    await until(() => dropIds(feed).includes(after.drops[0].id), 'the next real drop');
    expect(feed.bodies.join('\n')).not.toContain('forged-');
  });

  it('the apps see the client address HAProxy saw, not one the client wrote (sign-in limits and sessions use it)', async () => {
    const r = await call(cluster.url, 'POST', '/api/auth/login', { phone: '13800138000', password: 'demo123456' }, { 'x-forwarded-for': '203.0.113.9' });
    expect(r.status).toBe(200);
    const { rows } = await db.query<{ ip: string }>('select ip from sessions order by created_at desc limit 1');
    expect(rows[0].ip).toBe('127.0.0.1');
  });

  it('due jobs scheduled twice run once across both processes: abandoned top-ups expire', async () => {
    // Orders made through the balancer (so by both processes), each scheduling its expiry.
    const orders: string[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await call(cluster.url, 'POST', '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: '10' }, { token, 'idempotency-key': randomUUID() });
      expect(r.status).toBe(200);
      orders.push((r.body!.data as { orderId: string }).orderId);
    }
    // Each expiry is scheduled a second time with its key (as a replayed request or another
    // process would), then brought forward to now: both processes' runners poll for it.
    const { rows } = await db.query<{ key: string; kind: string; payload: unknown }>(
      "select key, kind, payload from jobs where kind = 'payments.expireOrder' and payload->>'orderId' = any($1)", [orders]);
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      await db.query('insert into jobs (kind, key, payload, run_at) values ($1, $2, $3, now()) on conflict (key) do nothing', [row.kind, row.key, row.payload]);
    }
    await db.query("update jobs set run_at = now() where kind = 'payments.expireOrder' and payload->>'orderId' = any($1)", [orders]);
    await until(async () => (await db.query("select 1 from jobs where payload->>'orderId' = any($1) and state = 'done'", [orders])).rowCount === 20,
      'the 20 expiry jobs done');
    const jobs = await db.query<{ n: number; attempts: number }>(
      "select count(*)::int as n, max(attempts) as attempts from jobs where kind = 'payments.expireOrder' and payload->>'orderId' = any($1)", [orders]);
    expect(jobs.rows[0]).toEqual({ n: 20, attempts: 1 });
    const states = await db.query<{ pay_state: number }>('select pay_state from recharge_orders where id = any($1)', [orders]);
    expect(states.rows.map((r) => r.pay_state)).toEqual(Array(20).fill(3));
  });

  it('one process killed with kill -9 under a burst: every acknowledged opening is there, every unanswered one retried with its key completes exactly once, and the balancer routes around it', async () => {
    const price = toFen(((await call(cluster.url, 'GET', '/api/box/getBoxDetail?id=1')).body!.data as { price: string }).price);
    const before = await balanceFen();
    const keys = Array.from({ length: 60 }, () => randomUUID());
    const answers = new Map<string, number>();
    let sent = 0;
    let killed = false;
    // Four players' worth of concurrency; app1 dies once a third of the burst is under way.
    const worker = async () => {
      for (;;) {
        const key = keys[sent++];
        if (key === undefined) return;
        if (!killed && sent >= 20) {
          killed = true;
          cluster.apps[0].child.kill('SIGKILL');
        }
        const status = await openBox(cluster.url, token, key).then((r) => r.status, () => 0);
        answers.set(key, status);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(killed).toBe(true);

    const acknowledged = keys.filter((k) => answers.get(k) === 200);
    const unanswered = keys.filter((k) => answers.get(k) !== 200);
    // How many the kill cut off varies with timing (often one or two in flight on app1).
    console.info(`burst of ${keys.length}: ${acknowledged.length} acknowledged, ${unanswered.length} unanswered (${[...new Set(unanswered.map((k) => answers.get(k)))].join(', ')})`);
    // Every acknowledged opening is stored, with its answer.
    const stored = await db.query<{ key: string; http_status: number | null }>(
      'select key, http_status from idempotency_keys where key = any($1)', [acknowledged]);
    expect(stored.rows.map((r) => [r.key, r.http_status]).sort()).toEqual(acknowledged.map((k) => [k, 200]).sort());

    // Every unanswered one, retried through the balancer with its key, completes.
    for (const key of unanswered) {
      let status = 0;
      await until(async () => {
        status = await openBox(cluster.url, token, key).then((r) => r.status, () => 0);
        return status === 200;
      }, `the retry of ${key} (last answer ${status})`);
    }
    // Exactly once each: one stored answer per key, and the money moved once per key.
    const all = await db.query<{ n: string }>('select count(*)::text as n from idempotency_keys where key = any($1) and http_status = 200', [keys]);
    expect(Number(all.rows[0].n)).toBe(keys.length);
    expect(await balanceFen()).toBe(before - price * keys.length);

    // The balancer routes around the dead process: everything through it answers.
    expect(cluster.apps[0].child.signalCode).toBe('SIGKILL');
    const after = await Promise.all(Array.from({ length: 20 }, () => call(cluster.url, 'GET', '/api/health').then((r) => r.status, () => 0)));
    expect(after.every((s) => s === 200)).toBe(true);
    const more = await openBox(cluster.url, token, randomUUID());
    expect(more.status).toBe(200);
  }, 120_000);

  it('RabbitMQ restarted: no request fails while it is away, and the feed resumes (browsers reconnect after 5 s)', async () => {
    const feed = await listen(wsUrl());
    listeners.push(feed);
    const connectsBefore = feed.connects;
    await cluster.rabbit.stop();
    // While RabbitMQ is away the site works; only the live events are lost.
    const during = await Promise.all([1, 2, 3].map(() => openBox(cluster.url, token, randomUUID())));
    expect(during.map((r) => r.status)).toEqual([200, 200, 200]);
    await cluster.rabbit.start();
    await until(() => feed.connects > connectsBefore, 'the feed to reconnect', 60_000);
    await until(async () => (await brokerStates()).every((s) => s === 'connected'), 'the app processes to reconnect to RabbitMQ', 60_000);
    const opened = await openBox(cluster.url, token, randomUUID());
    expect(opened.status).toBe(200);
    await until(() => dropIds(feed).includes(opened.drops[0].id), 'a drop after the restart on the feed');
  }, 150_000);
});
