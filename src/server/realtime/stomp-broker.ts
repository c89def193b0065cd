// The embedded STOMP 1.2 broker: takes the `/ws` upgrade from the HTTP server, keeps the
// sessions, and fans published messages out to `/topic/...` subscribers. The server is the only
// publisher unless allowClientSend is set; browsers only listen.

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { isUtf8 } from 'node:buffer';
import { WebSocketServer } from 'ws';
import { encodeFrame } from './stomp-codec.ts';
import { wsDataFrame } from './ws-frame.ts';
import { SubscriptionRegistry } from './subscriptions.ts';
import { StompConnection, type ConnectionHost } from './stomp-connection.ts';
import { silentLogger, type RealtimeLogger } from './logger.ts';
import { refuseUpgrade, type SocketGate } from './socket-gate.ts';

export interface StompBrokerOptions {
  /** URL path whose upgrades this broker takes. Default '/ws'. */
  path?: string;
  /** Heart-beat the server offers both ways (`heart-beat: n,n`); 0 turns them off. Default 10000. */
  heartbeatMs?: number;
  /** Largest STOMP frame accepted from a client. Default 64 KiB. */
  maxFrameBytes?: number;
  /** Default 32. */
  maxSubscriptionsPerConnection?: number;
  /** Let clients SEND to /topic/...; off because only the server publishes. Default false. */
  allowClientSend?: boolean;
  /** A client with more unsent bytes than this is dropped. Default 1 MiB. */
  maxBufferedBytes?: number;
  /** A socket that sends no CONNECT within this time is closed; 0 waits forever. Default 10000. */
  connectTimeoutMs?: number;
  logger?: RealtimeLogger;
  /** Admits each socket and hears who it is and when it goes (the per-address limit, the online count). Default: admit all. */
  gate?: SocketGate;
}

export interface StompBroker {
  /** Takes the upgrade and returns true when the URL path is ours; false leaves it to the caller. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends `body` to every subscriber of `destination` (a /topic/...); returns how many got it. */
  publish(destination: string, body: string, headers?: Record<string, string>): number;
  /** Open WebSocket sessions, connected or not yet. */
  connectionCount(): number;
  /** Closes every session and stops taking upgrades; safe to call twice. */
  close(): Promise<void>;
}

// The order @stomp/stompjs and browsers offer them; we speak 1.2 on all three and check
// accept-version in CONNECT, as RabbitMQ Web-STOMP does.
const SUBPROTOCOLS = ['v12.stomp', 'v11.stomp', 'v10.stomp'];
const JSON_UTF8 = 'application/json;charset=utf-8';
// Headers the broker owns on every MESSAGE; a caller overriding them would confuse clients.
const RESERVED_HEADERS = new Set(['subscription', 'message-id', 'destination', 'content-length', 'ack']);
const SHUTDOWN_GRACE_MS = 1000;

export function createStompBroker(options: StompBrokerOptions = {}): StompBroker {
  const path = options.path ?? '/ws';
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const maxFrameBytes = options.maxFrameBytes ?? 64 * 1024;
  const logger = options.logger ?? silentLogger;
  const connections = new Set<StompConnection>();
  const gate = options.gate;
  const tickets = new WeakMap<StompConnection, string>();
  let sessionSeq = 0;
  let messageSeq = 0;
  let closing: Promise<void> | undefined;

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    // Fan-out writes whole frames straight to the sockets (ws-frame.ts): ws must never hold a frame
    // back to compress it, or a fanned-out frame could overtake one of its own.
    perMessageDeflate: false,
    // A WebSocket message may carry several frames, so allow some multiple of one frame; past
    // this ws closes with 1009 before the bytes are buffered. Single frames over maxFrameBytes
    // but under this get a proper STOMP ERROR from the parser.
    maxPayload: maxFrameBytes * 4,
    handleProtocols: (offered) => SUBPROTOCOLS.find((p) => offered.has(p)) ?? false,
  });

  const host: ConnectionHost = {
    settings: {
      heartbeat: { sendMs: heartbeatMs, receiveMs: heartbeatMs },
      maxFrameBytes,
      maxBufferedBytes: options.maxBufferedBytes ?? 1024 * 1024,
      connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
      allowClientSend: options.allowClientSend ?? false,
    },
    registry: new SubscriptionRegistry<StompConnection>(options.maxSubscriptionsPerConnection ?? 32),
    logger,
    deliver: (destination, body, contentType) => {
      fanOut(destination, body, contentType === undefined ? {} : { 'content-type': contentType });
    },
    forget: (connection) => {
      connections.delete(connection);
    },
    connected: (connection, headers) => {
      const ticket = tickets.get(connection);
      if (gate && ticket !== undefined) gate.connected(ticket, headers);
    },
  };

  function fanOut(destination: string, body: Uint8Array, extra: Record<string, string>): number {
    const subscribers = host.registry.subscribersOf(destination);
    if (subscribers.length === 0) return 0;
    const messageId = `m${++messageSeq}`;
    // Text frames for UTF-8 bodies (what browsers and stompjs expect); anything else must go as
    // binary, since a text frame with invalid UTF-8 makes browsers fail the connection.
    const binary = !isUtf8(body);
    let delivered = 0;
    // Subscribers differ only in their subscription id and ack mode, and nearly all share both
    // (a page subscribes once, as id 0, auto ack): encode each distinct frame once, not per socket,
    // down to its WebSocket framing (ws-frame.ts).
    const frames = new Map<string, Buffer>();
    // Each send only queues bytes on that socket; nobody waits for a slow peer.
    for (const sub of subscribers) {
      const key = `${sub.ack}\n${sub.id}`;
      let frame = frames.get(key);
      if (!frame) {
        frame = wsDataFrame(encodeFrame({
          command: 'MESSAGE',
          headers: {
            subscription: sub.id,
            'message-id': messageId,
            destination,
            ack: sub.ack === 'auto' ? undefined : messageId,
            ...extra,
          },
          body,
        }), binary);
        frames.set(key, frame);
      }
      if (sub.owner.deliverWire(frame)) delivered++;
    }
    return delivered;
  }

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer, ticket?: string): void {
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (closing) return ws.terminate(); // close() ran during the handshake
      const connection = new StompConnection(ws, `s${++sessionSeq}`, host, socket);
      if (ticket !== undefined) tickets.set(connection, ticket);
      connections.add(connection);
      logger.debug({ session: connection.id, remote: req.socket.remoteAddress }, 'stomp session opened');
    });
  }

  /** The gate decides before the handshake; an admitted socket's ticket is given back once it closes, however. */
  async function admitThenAccept(g: SocketGate, req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Node has detached its own listeners from an upgraded socket: an error while we wait must not throw.
    const onError = () => socket.destroy();
    socket.on('error', onError);
    let ticket: string | null;
    try {
      ticket = await g.admit(req);
    } catch (err) {
      logger.error({ err }, 'stomp admission failed');
      return refuseUpgrade(socket, 503, 5);
    }
    if (ticket === null) return refuseUpgrade(socket, 429, 60);
    const admitted = ticket;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      g.left(admitted);
    };
    // The raw socket closes however the WebSocket ends (or when its handshake fails).
    socket.once('close', leave);
    if (socket.destroyed || closing) {
      socket.destroy();
      return leave();
    }
    socket.off('error', onError);
    accept(req, socket, head, admitted);
  }

  return {
    handleUpgrade(req, socket, head) {
      if (pathnameOf(req.url) !== path) return false;
      if (closing) {
        socket.destroy();
        return true;
      }
      if (gate) void admitThenAccept(gate, req, socket, head);
      else accept(req, socket, head);
      return true;
    },

    publish(destination, body, headers = {}) {
      if (!destination.startsWith('/topic/')) throw new TypeError(`publish destination must be /topic/..., got ${destination}`);
      for (const name of Object.keys(headers)) {
        if (RESERVED_HEADERS.has(name)) throw new TypeError(`header ${name} is set by the broker`);
      }
      if (closing) return 0;
      return fanOut(destination, Buffer.from(body, 'utf8'), { 'content-type': JSON_UTF8, ...headers });
    },

    connectionCount() {
      return connections.size;
    },

    close() {
      closing ??= (async () => {
        const open = [...connections];
        for (const c of open) c.shutdown(SHUTDOWN_GRACE_MS);
        await Promise.all(open.map((c) => c.closed));
        await new Promise<void>((resolve) => wss.close(() => resolve()));
      })();
      return closing;
    },
  };
}

function pathnameOf(url: string | undefined): string | undefined {
  try {
    return new URL(url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined; // not a URL we could serve; leave it to the caller
  }
}
