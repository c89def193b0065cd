// The live socket: at most LIVE_MAX_PER_ADDRESS sockets per client address across
// every process (reserved in the database, so racing sockets admit exactly the limit), and the
// online count counts people (signed-in sessions, else addresses), not sockets.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Config } from '../../../config/index.ts';
import { liveConnections } from '../../../db/schema/index.ts';
import { createLiveFeed, type LiveFeed } from '../../../live-feed.ts';
import { createLivePresence, STALE_MS } from '../presence.ts';
import { createTestContext, type TestContext } from '../../../../../tests/integration/context.ts';
import { get, signUp } from '../../../../../tests/integration/api.ts';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext({ TRUST_PROXY: 'on' }); });
afterAll(async () => { await ctx.close(); });

interface Process {
  feed: LiveFeed;
  url: string;
  close(): Promise<void>;
}
let processes: Process[] = [];
let sockets: WebSocket[] = [];

afterEach(async () => {
  for (const ws of sockets) ws.terminate();
  await Promise.all(processes.map((p) => p.close()));
  sockets = [];
  processes = [];
  await ctx.deps.db.delete(liveConnections);
});

/** One server process: an HTTP server whose /ws goes to a live feed on the shared database. */
async function startProcess(config: Config = ctx.config, clock?: () => Date): Promise<Process> {
  const feed = createLiveFeed(config, ctx.deps.db, undefined, { clock, heartbeatMs: 0 });
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => {
    if (!feed.broker.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const p: Process = {
    feed,
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    close: async () => {
      await feed.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  processes.push(p);
  return p;
}

/** A socket from `address` (X-Forwarded-For; the test app trusts the proxy): open, or the HTTP status it was refused with. */
function open(p: Process, address: string): Promise<WebSocket | number> {
  const ws = new WebSocket(p.url, ['v12.stomp'], { headers: { 'x-forwarded-for': address } });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    ws.once('error', reject);
  });
}

/** STOMP CONNECT, with the session token when given; resolves on CONNECTED. */
function connect(ws: WebSocket, token?: string): Promise<void> {
  return new Promise((resolve) => {
    ws.once('message', () => resolve());
    ws.send(`CONNECT\naccept-version:1.2\nhost:test\n${token ? `token:${token}\n` : ''}\n\0`);
  });
}

async function closeSocket(ws: WebSocket): Promise<void> {
  await new Promise<void>((resolve) => {
    ws.once('close', () => resolve());
    ws.close();
  });
}

const rowsOf = async (address: string) => (await ctx.deps.db.select().from(liveConnections).where(eq(liveConnections.address, address))).length;
const opened = (results: (WebSocket | number)[]) => results.filter((r) => r instanceof WebSocket).length;

describe('connections per address', () => {
  it('opens 20 sockets from one address, refuses the next 5 with 429, and still lets another address in', async () => {
    const p = await startProcess();
    const results = await Promise.all(Array.from({ length: 25 }, () => open(p, '198.51.100.1')));
    expect(opened(results)).toBe(20);
    expect(results.filter((r) => r === 429)).toHaveLength(5);
    expect(await rowsOf('198.51.100.1')).toBe(20);
    expect(await open(p, '198.51.100.2')).toBeInstanceOf(WebSocket);

    // A closed socket gives its place back.
    await closeSocket(results.find((r): r is WebSocket => r instanceof WebSocket)!);
    await expect.poll(() => rowsOf('198.51.100.1')).toBe(19);
    expect(await open(p, '198.51.100.1')).toBeInstanceOf(WebSocket);
    expect(await open(p, '198.51.100.1')).toBe(429);
  });

  it('admits exactly the limit of 300 sockets racing from one address', async () => {
    const p = await startProcess();
    const results = await Promise.all(Array.from({ length: 300 }, () => open(p, '198.51.100.3')));
    expect(opened(results)).toBe(20);
    expect(results.filter((r) => r === 429)).toHaveLength(280);
    expect(await rowsOf('198.51.100.3')).toBe(20);
  });

  it('holds across processes: two servers on one database share the limit', async () => {
    const a = await startProcess();
    const b = await startProcess();
    const first = await Promise.all(Array.from({ length: 15 }, () => open(a, '198.51.100.4')));
    const second = await Promise.all(Array.from({ length: 10 }, () => open(b, '198.51.100.4')));
    expect(opened(first)).toBe(15);
    expect(opened(second)).toBe(5);
    expect(second.filter((r) => r === 429)).toHaveLength(5);
  });

  it('takes the socket peer, not X-Forwarded-For, when the proxy is not trusted', async () => {
    const p = await startProcess({ ...ctx.config, trustProxy: false, live: { maxPerAddress: 2 } });
    const results = await Promise.all(['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((a) => open(p, a)));
    expect(opened(results)).toBe(2);
    expect(await rowsOf('127.0.0.1')).toBe(2);
  });

  it('follows LIVE_MAX_PER_ADDRESS', async () => {
    const p = await startProcess({ ...ctx.config, live: { maxPerAddress: 3 } });
    const results = await Promise.all(Array.from({ length: 5 }, () => open(p, '198.51.100.5')));
    expect(opened(results)).toBe(3);
  });
});

describe('people online', () => {
  it('counts a signed-in session once, anonymous sockets once per address, and drops closed sockets', async () => {
    const p = await startProcess();
    const { token } = await signUp(ctx);
    const signedIn = await Promise.all([1, 2, 3].map(() => open(p, '203.0.113.5'))) as WebSocket[];
    for (const ws of signedIn) await connect(ws, token);
    const anonymous = await Promise.all([1, 2].map(() => open(p, '203.0.113.6'))) as WebSocket[];
    for (const ws of anonymous) await connect(ws);
    const elsewhere = await open(p, '203.0.113.7') as WebSocket;
    await connect(elsewhere, 'not-a-session-token');
    // The viewer is written after CONNECTED; wait for the three rows to name it.
    await expect.poll(async () => (await ctx.deps.db.select().from(liveConnections).where(isNotNull(liveConnections.viewer))).length).toBe(3);

    expect(await p.feed.people()).toBe(3);
    ctx.deps.liveConnections = p.feed.people;
    expect((await get(ctx, '/api/stat/homepage')).json().data.usersOnline).toBe(3);

    await closeSocket(anonymous[0]);
    await expect.poll(() => rowsOf('203.0.113.6')).toBe(1);
    expect(await p.feed.people()).toBe(3); // the address still has a socket
    await closeSocket(anonymous[1]);
    await expect.poll(() => p.feed.people()).toBe(2);
    await closeSocket(elsewhere);
    await expect.poll(() => p.feed.people()).toBe(1);
    for (const ws of signedIn) await closeSocket(ws);
    await expect.poll(() => p.feed.people()).toBe(0);
  });

  it("sees every process's sockets, and sweeps the rows of a process that stopped refreshing", async () => {
    let now = new Date();
    const clock = () => now;
    const a = createLivePresence({ db: ctx.deps.db, maxPerAddress: 20, clock });
    const b = createLivePresence({ db: ctx.deps.db, maxPerAddress: 20, clock });
    for (let i = 0; i < 3; i++) expect(await a.open('192.0.2.1')).not.toBeNull();
    expect(await b.open('192.0.2.2')).not.toBeNull();
    const viewerRow = (await b.open('192.0.2.3'))!;
    await b.identify(viewerRow, 's:someone');
    expect(await a.people()).toBe(3);
    expect(await b.people()).toBe(3);

    // a dies: its rows are no longer refreshed. Past the stale age they count for nothing, and b's
    // next refresh deletes them.
    now = new Date(now.getTime() + STALE_MS + 1000);
    await b.refresh();
    expect(await b.people()).toBe(2);
    expect(await rowsOf('192.0.2.1')).toBe(0);
    expect(await ctx.deps.db.select().from(liveConnections).where(eq(liveConnections.instanceId, b.instanceId))).toHaveLength(2);
    await b.stop();
    expect(await b.people()).toBe(0);
  });
});
