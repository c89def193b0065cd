// What the cluster test does through the balancer, as a player's browser would: sign in, top up
// through the sandbox webhook, open cases with an Idempotency-Key, and listen on /ws with stompjs.
import { randomUUID } from 'node:crypto';
import { Client, type IMessage } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { signSandbox } from '../../src/server/providers/payments/sandbox-signature.ts';

/** The default sandbox secret outside production (src/server/config/payments.ts). */
const SANDBOX_SECRET = 'sandbox-dev-secret-change-me';

export interface Answer {
  status: number;
  body: { status: number; msg: string; data: unknown; success: boolean } | null;
}

export async function call(base: string, method: 'GET' | 'POST', path: string, body?: Record<string, string | number>, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...headers },
    body: body ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString() : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  // HAProxy's own 502/503 pages are HTML: no envelope.
  const parsed = (() => {
    try {
      return JSON.parse(text) as Answer['body'];
    } catch {
      return null;
    }
  })();
  return { status: res.status, body: parsed };
}

export async function signIn(base: string, phone = '13800138000', password = 'demo123456'): Promise<string> {
  const r = await call(base, 'POST', '/api/auth/login', { phone, password });
  if (r.status !== 200) throw new Error(`sign-in failed: ${r.status} ${JSON.stringify(r.body)}`);
  return (r.body!.data as { token: string }).token;
}

/** A recharge order and its sandbox webhook, both through the balancer. */
export async function topUp(base: string, token: string, yuan: number): Promise<void> {
  const order = await call(base, 'POST', '/api/pay/recharge', { channel: 'alipay', currency: 'CNY', amount: String(yuan) }, { token, 'idempotency-key': randomUUID() });
  if (order.status !== 200) throw new Error(`recharge failed: ${order.status} ${JSON.stringify(order.body)}`);
  const { orderId } = order.body!.data as { orderId: string };
  const raw = JSON.stringify({ eventId: randomUUID(), orderId, status: 'paid', currency: 'CNY', amount: `${yuan}.00` });
  const t = Math.floor(Date.now() / 1000);
  const res = await fetch(`${base}/api/pay/notify/sandbox`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'sandbox-signature': signSandbox(SANDBOX_SECRET, t, raw) }, body: raw,
  });
  if (res.status !== 200) throw new Error(`sandbox webhook failed: ${res.status} ${await res.text()}`);
}

export interface OpenAnswer extends Answer {
  drops: { id: string }[];
}

export async function openBox(base: string, token: string, key: string, boxId = 1): Promise<OpenAnswer> {
  const r = await call(base, 'POST', '/api/box/openBox', { boxId, number: 1 }, { token, 'idempotency-key': key });
  const drops = r.status === 200 ? (r.body!.data as { drops: { id: string }[] }).drops : [];
  return { ...r, drops };
}

/** A browser's feed: stompjs over /ws of the balancer, reconnecting 5 s after a close. */
export interface Listener {
  client: Client;
  bodies: string[];
  connects: number;
  close(): Promise<void>;
}

export async function listen(wsUrl: string): Promise<Listener> {
  const bodies: string[] = [];
  const listener: Listener = { client: null as unknown as Client, bodies, connects: 0, close: async () => {} };
  const client = new Client({
    brokerURL: wsUrl,
    webSocketFactory: () => new WebSocket(wsUrl, ['v12.stomp', 'v11.stomp', 'v10.stomp']),
    reconnectDelay: 5_000,
    heartbeatIncoming: 10_000,
    heartbeatOutgoing: 10_000,
    debug: () => undefined,
  });
  listener.client = client;
  const first = new Promise<void>((resolve) => {
    client.onConnect = () => {
      listener.connects += 1;
      client.subscribe('/topic/messages', (m: IMessage) => bodies.push(m.body));
      resolve();
    };
  });
  client.activate();
  await first;
  listener.close = () => client.deactivate({ force: true });
  return listener;
}

/** Waits until `check` holds, polling; throws with `what` after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
