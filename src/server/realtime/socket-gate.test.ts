// The broker's gate: asked before each handshake, told the CONNECT headers, and given back each
// admitted ticket exactly once, however the socket ends.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { SocketGate } from './socket-gate.ts';
import { rawClient, rawStomp, startTestServer, waitFor, type TestServer } from './test-support.ts';

interface FakeGate extends SocketGate {
  answer: string | null | Error;
  connectedWith: Array<[string, Record<string, string>]>;
  leftTickets: string[];
}

function fakeGate(): FakeGate {
  let seq = 0;
  const gate: FakeGate = {
    answer: 'ok',
    connectedWith: [],
    leftTickets: [],
    admit: async () => {
      if (gate.answer instanceof Error) throw gate.answer;
      return gate.answer === null ? null : `t${++seq}`;
    },
    connected: (ticket, headers) => void gate.connectedWith.push([ticket, { ...headers }]),
    left: (ticket) => void gate.leftTickets.push(ticket),
  };
  return gate;
}

/** The HTTP status an upgrade is answered with when it is refused. */
function refusedWith(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, ['v12.stomp']);
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('open', () => reject(new Error('opened')));
    ws.once('error', reject);
  });
}

let servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

describe('socket gate', () => {
  it('refuses with 429 when the gate says no, and with 503 when it fails', async () => {
    const gate = fakeGate();
    const s = await startTestServer({ gate });
    servers.push(s);
    gate.answer = null;
    expect(await refusedWith(s.url)).toBe(429);
    gate.answer = new Error('database down');
    expect(await refusedWith(s.url)).toBe(503);
    expect(s.broker.connectionCount()).toBe(0);
    expect(gate.leftTickets).toEqual([]);
  });

  it('passes the CONNECT headers on and gives the ticket back once when the socket closes', async () => {
    const gate = fakeGate();
    const s = await startTestServer({ gate });
    servers.push(s);
    const c = await rawClient(s.url);
    c.send('CONNECT\naccept-version:1.2\nhost:x\ntoken:abc\n\n\0');
    await c.next('CONNECTED');
    expect(gate.connectedWith).toEqual([['t1', expect.objectContaining({ token: 'abc' })]]);
    c.ws.close();
    await waitFor(() => gate.leftTickets.length === 1, 'the ticket back');
    const other = await rawStomp(s.url);
    other.ws.terminate();
    await waitFor(() => gate.leftTickets.length === 2, 'the second ticket back');
    expect(gate.leftTickets).toEqual(['t1', 't2']);
  });

  it('gives the ticket back when the WebSocket handshake itself fails', async () => {
    const gate = fakeGate();
    const s = await startTestServer({ gate });
    servers.push(s);
    const { port } = new URL(s.url);
    const sock = net.connect(Number(port), '127.0.0.1');
    sock.on('error', () => {});
    // An upgrade without Sec-WebSocket-Key: admitted by the gate, then refused by the handshake.
    sock.write('GET /ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n');
    await waitFor(() => gate.leftTickets.length === 1, 'the ticket back');
    expect(gate.leftTickets).toEqual(['t1']);
    sock.destroy();
  });
});
