// Shared by the realtime tests: a real HTTP server with the broker on /ws, raw WebSocket clients
// that speak STOMP by hand, and @stomp/stompjs clients as browsers would use them.

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { Client, type IMessage, type StompConfig } from '@stomp/stompjs';
import { createStompBroker, type StompBroker, type StompBrokerOptions } from './stomp-broker.ts';
import { StompParser, type StompFrame } from './stomp-codec.ts';

export async function waitFor(check: () => boolean, what: string, timeoutMs = 1500): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface TestServer {
  url: string;
  broker: StompBroker;
  /** Return values of broker.handleUpgrade, in order. */
  upgrades: boolean[];
  close(): Promise<void>;
}

export async function startTestServer(options: StompBrokerOptions = {}): Promise<TestServer> {
  const broker = createStompBroker({ path: '/ws', ...options });
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const upgrades: boolean[] = [];
  server.on('upgrade', (req, socket, head) => {
    const took = broker.handleUpgrade(req, socket, head);
    upgrades.push(took);
    if (!took) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws`,
    broker,
    upgrades,
    async close() {
      await broker.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A client that writes frames by hand and records what the server sends, heart-beats included. */
export interface RawClient {
  ws: WebSocket;
  frames: StompFrame[];
  /** WebSocket messages that were only an EOL: server heart-beats. */
  heartbeats: number;
  /** Resolves with the close code once the socket is closed. */
  closed: Promise<number>;
  isClosed(): boolean;
  send(data: string | Buffer): void;
  /** The first recorded frame with this command not returned before. */
  next(command: string, timeoutMs?: number): Promise<StompFrame>;
}

export async function rawClient(url: string, protocols: string[] = ['v12.stomp']): Promise<RawClient> {
  const ws = new WebSocket(url, protocols);
  const parser = new StompParser({ maxFrameBytes: 16 * 1024 * 1024 });
  const frames: StompFrame[] = [];
  const taken = new Set<StompFrame>();
  let closedFlag = false;
  const client: RawClient = {
    ws,
    frames,
    heartbeats: 0,
    closed: new Promise((resolve) =>
      ws.on('close', (code) => {
        closedFlag = true;
        resolve(code);
      }),
    ),
    isClosed: () => closedFlag,
    send: (data) => ws.send(data),
    async next(command, timeoutMs = 1500) {
      const find = () => frames.find((f) => f.command === command && !taken.has(f));
      await waitFor(() => find() !== undefined, `a ${command} frame`, timeoutMs);
      const frame = find() as StompFrame;
      taken.add(frame);
      return frame;
    },
  };
  ws.on('message', (data: Buffer) => {
    if (data.length === 1 && data[0] === 0x0a) client.heartbeats++;
    frames.push(...parser.push(data));
  });
  ws.on('error', () => {}); // a refused or dropped client is what several tests expect
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', () => reject(new Error('upgrade refused')));
    ws.once('error', reject);
  });
  return client;
}

/** A raw client that has sent CONNECT and received CONNECTED. */
export async function rawStomp(url: string, heartBeat = '0,0'): Promise<RawClient> {
  const client = await rawClient(url);
  client.send(`CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:${heartBeat}\n\n\0`);
  await client.next('CONNECTED');
  return client;
}

export function rawSubscribe(client: RawClient, id: string, destination: string): Promise<StompFrame> {
  client.send(`SUBSCRIBE\nid:${id}\ndestination:${destination}\nreceipt:sub-${id}\n\n\0`);
  return client.next('RECEIPT');
}

/** A connected @stomp/stompjs client, as the browser uses it (no reconnect in tests). */
export async function stompClient(url: string, config: StompConfig = {}): Promise<Client> {
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp']),
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    debug: () => {},
    ...config,
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (frame) => reject(new Error(`STOMP error: ${frame.headers.message}`));
    client.onWebSocketClose = () => reject(new Error('socket closed before CONNECTED'));
    client.activate();
  });
  client.onStompError = () => {};
  client.onWebSocketClose = () => {};
  return client;
}

let receiptSeq = 0;

/** Subscribes and waits for the broker's receipt, so a publish right after is not missed. */
export async function subscribeAndWait(client: Client, destination: string): Promise<IMessage[]> {
  const messages: IMessage[] = [];
  const receipt = `r${++receiptSeq}`;
  const acknowledged = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  client.subscribe(destination, (m) => messages.push(m), { receipt });
  await acknowledged;
  return messages;
}
