// One client's STOMP session over one WebSocket: the frame state machine, heart-beats, and the
// guarded send that drops a consumer too slow to keep up instead of buffering for it forever.

import type { Duplex } from 'node:stream';
import type { WebSocket, RawData } from 'ws';
import { encodeFrame, StompFrameError, StompParser, type OutgoingFrame, type StompFrame } from './stomp-codec.ts';
import { formatHeartBeat, negotiateHeartBeat, parseHeartBeat, type HeartBeatSetting } from './heartbeat.ts';
import type { AckMode, SubscriptionRegistry } from './subscriptions.ts';
import type { RealtimeLogger } from './logger.ts';

export interface ConnectionSettings {
  heartbeat: HeartBeatSetting;
  maxFrameBytes: number;
  maxBufferedBytes: number;
  connectTimeoutMs: number;
  allowClientSend: boolean;
}

/** What a connection needs from its broker. */
export interface ConnectionHost {
  settings: ConnectionSettings;
  registry: SubscriptionRegistry<StompConnection>;
  logger: RealtimeLogger;
  /** Fan-out of a client SEND (only called when allowClientSend). */
  deliver(destination: string, body: Uint8Array, contentType: string | undefined): void;
  forget(connection: StompConnection): void;
  /** A CONNECT was accepted, with the client's headers (its token, when signed in). */
  connected(connection: StompConnection, headers: Readonly<Record<string, string>>): void;
}

// Close codes: 1000 normal (DISCONNECT), 1001 going away (shutdown), 1002 protocol error,
// 1008 policy (a well-formed request we refuse), 1009 too big.
const CLOSE_PROTOCOL = 1002;
const CLOSE_POLICY = 1008;
const CLOSE_TOO_BIG = 1009;

const HEARTBEAT_EOL = Buffer.from('\n');
// The spec suggests tolerating some timing error; 2x the negotiated interval matches stompjs.
const SILENCE_TOLERANCE = 2;
const TOPIC_PREFIX = '/topic/';
const ACK_MODES: ReadonlySet<string> = new Set<AckMode>(['auto', 'client', 'client-individual']);

type State = 'awaiting-connect' | 'connected' | 'closed';

/** A refusal: becomes an ERROR frame and closes the connection. */
class Refusal extends Error {
  readonly closeCode: number;
  readonly extraHeaders: Record<string, string>;
  constructor(message: string, closeCode: number, extraHeaders: Record<string, string> = {}) {
    super(message);
    this.closeCode = closeCode;
    this.extraHeaders = extraHeaders;
  }
}

export class StompConnection {
  readonly id: string;
  readonly closed: Promise<void>;
  readonly #ws: WebSocket;
  readonly #host: ConnectionHost;
  readonly #parser: StompParser;
  #state: State = 'awaiting-connect';
  #lastReceivedAt = Date.now();
  #timers: NodeJS.Timeout[] = [];

  /** The upgraded TCP socket under `ws`: fan-out writes ready-made frames to it (ws-frame.ts). */
  readonly #raw: Duplex;

  constructor(ws: WebSocket, id: string, host: ConnectionHost, raw: Duplex) {
    this.id = id;
    this.#ws = ws;
    this.#raw = raw;
    this.#host = host;
    this.#parser = new StompParser({ maxFrameBytes: host.settings.maxFrameBytes });
    this.closed = new Promise((resolve) => ws.once('close', () => resolve()));
    ws.on('message', (data) => this.#onMessage(data));
    ws.on('close', () => this.#onClose());
    // ws reports socket and WebSocket-protocol errors here and then closes; without a listener
    // the error would be thrown and take the whole server down.
    ws.on('error', (err) => host.logger.debug({ session: id, err: err.message }, 'stomp socket error'));
    if (host.settings.connectTimeoutMs > 0) {
      this.#after(host.settings.connectTimeoutMs, () => {
        if (this.#state === 'awaiting-connect') this.#refuse(new Refusal('no CONNECT frame in time', CLOSE_POLICY));
      });
    }
  }

  #isClosed(): boolean {
    return this.#state === 'closed';
  }

  get isConnected(): boolean {
    return this.#state === 'connected';
  }

  /** Sends a MESSAGE frame already framed for WebSocket (wsDataFrame); false when the connection is not (or no longer) usable. */
  deliverWire(wire: Buffer): boolean {
    if (this.#state !== 'connected' || !this.#writable()) return false;
    this.#raw.write(wire);
    return true;
  }

  /** Server shutdown: a normal close, then the socket is destroyed if the peer does not answer. */
  shutdown(graceMs: number): void {
    if (this.#state !== 'closed') this.#markClosed();
    this.#ws.close(1001, 'server shutting down');
    setTimeout(() => this.#ws.terminate(), graceMs).unref();
  }

  #write(data: Buffer, binary = false): boolean {
    if (!this.#writable()) return false;
    this.#ws.send(data, { binary });
    return true;
  }

  /** Open, and not a consumer so slow that it must be dropped. */
  #writable(): boolean {
    const ws = this.#ws;
    if (ws.readyState !== ws.OPEN) return false;
    // bufferedAmount counts bytes ws and the kernel have not yet handed to the peer. A client
    // that stopped reading would make it grow without bound; drop it so memory stays bounded
    // and fan-out to everybody else carries on.
    if (ws.bufferedAmount > this.#host.settings.maxBufferedBytes) {
      this.#host.logger.warn({ session: this.id, bufferedAmount: ws.bufferedAmount }, 'stomp slow consumer dropped');
      this.#markClosed();
      ws.terminate();
      return false;
    }
    return true;
  }

  #onMessage(data: RawData): void {
    if (this.#state === 'closed') return;
    // Anything received counts as a sign of life, frames and heart-beat EOLs alike.
    this.#lastReceivedAt = Date.now();
    const chunk = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
    try {
      for (const frame of this.#parser.push(chunk)) {
        this.#handle(frame);
        // Re-read through a method: TS narrowed #state above and cannot see #handle change it.
        if (this.#isClosed()) return;
      }
    } catch (err) {
      if (err instanceof Refusal) this.#refuse(err);
      else if (err instanceof StompFrameError) {
        this.#refuse(new Refusal(err.message, err.code === 'frame-too-large' ? CLOSE_TOO_BIG : CLOSE_PROTOCOL));
      } else {
        this.#host.logger.error({ session: this.id, err }, 'stomp frame handler failed');
        this.#refuse(new Refusal('internal error', 1011));
      }
    }
  }

  #handle(frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    try {
      this.#dispatch(frame);
    } catch (err) {
      // The spec asks for the offending frame's receipt id on the ERROR frame.
      if (err instanceof Refusal && receipt !== undefined) err.extraHeaders['receipt-id'] = receipt;
      throw err;
    }
    if (receipt !== undefined && frame.command !== 'CONNECT' && frame.command !== 'STOMP' && this.#state !== 'closed') {
      this.#send({ command: 'RECEIPT', headers: { 'receipt-id': receipt } });
    }
  }

  #dispatch(frame: StompFrame): void {
    const { command, headers } = frame;
    if (command === 'CONNECT' || command === 'STOMP') return this.#connect(headers);
    if (this.#state !== 'connected') throw new Refusal(`${command} before CONNECT`, CLOSE_PROTOCOL);
    switch (command) {
      case 'SUBSCRIBE':
        return this.#subscribe(headers);
      case 'UNSUBSCRIBE':
        this.#host.registry.remove(this, required(headers, 'id', command));
        return;
      case 'SEND':
        return this.#clientSend(frame);
      case 'ACK':
      case 'NACK':
        // Topic messages are not stored or redelivered, so acknowledgements change nothing.
        required(headers, 'id', command);
        return;
      case 'DISCONNECT':
        if (headers.receipt !== undefined) this.#send({ command: 'RECEIPT', headers: { 'receipt-id': headers.receipt } });
        this.#markClosed();
        this.#ws.close(1000, 'disconnect');
        return;
      case 'BEGIN':
      case 'COMMIT':
      case 'ABORT':
        throw new Refusal('transactions are not supported', CLOSE_POLICY);
      default:
        throw new Refusal(`${command} is a server frame`, CLOSE_PROTOCOL);
    }
  }

  #connect(headers: StompFrame['headers']): void {
    if (this.#state === 'connected') throw new Refusal('already connected', CLOSE_PROTOCOL);
    const versions = (headers['accept-version'] ?? '').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) {
      throw new Refusal('Supported protocol versions are 1.2', CLOSE_PROTOCOL, { version: '1.2' });
    }
    const server = this.#host.settings.heartbeat;
    const agreed = negotiateHeartBeat(server, parseHeartBeat(headers['heart-beat']));
    this.#clearTimers(); // the CONNECT deadline
    this.#state = 'connected';
    this.#send({
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': formatHeartBeat(server), server: 'storefront-stomp/1', session: this.id },
    });
    this.#host.connected(this, headers);
    if (agreed.serverSendsEveryMs > 0) {
      // An EOL on every tick, busy or not: skipping ticks after recent traffic could leave gaps
      // near the client's tolerance, and one byte per interval costs nothing.
      this.#every(agreed.serverSendsEveryMs, () => this.#write(HEARTBEAT_EOL));
    }
    if (agreed.clientSendsEveryMs > 0) {
      const limit = agreed.clientSendsEveryMs * SILENCE_TOLERANCE;
      this.#every(Math.max(10, Math.floor(agreed.clientSendsEveryMs / 2)), () => {
        if (Date.now() - this.#lastReceivedAt <= limit) return;
        this.#host.logger.info({ session: this.id, silentMs: Date.now() - this.#lastReceivedAt }, 'stomp client silent, closing');
        this.#markClosed();
        // The peer is unresponsive, so a close handshake would only wait for its timeout.
        this.#ws.terminate();
      });
    }
  }

  #subscribe(headers: StompFrame['headers']): void {
    const id = required(headers, 'id', 'SUBSCRIBE');
    const destination = required(headers, 'destination', 'SUBSCRIBE');
    if (!destination.startsWith(TOPIC_PREFIX) || destination.length === TOPIC_PREFIX.length) {
      throw new Refusal(`only ${TOPIC_PREFIX}… destinations can be subscribed`, CLOSE_POLICY);
    }
    const ack = headers.ack ?? 'auto';
    if (!ACK_MODES.has(ack)) throw new Refusal(`invalid ack mode ${JSON.stringify(ack.slice(0, 32))}`, CLOSE_PROTOCOL);
    const result = this.#host.registry.add(this, id, destination, ack as AckMode);
    if (result === 'duplicate-id') throw new Refusal(`subscription id ${JSON.stringify(id.slice(0, 64))} already in use`, CLOSE_PROTOCOL);
    if (result === 'limit-reached') throw new Refusal('too many subscriptions', CLOSE_POLICY);
  }

  #clientSend(frame: StompFrame): void {
    if (!this.#host.settings.allowClientSend) throw new Refusal('SEND is not allowed', CLOSE_POLICY);
    const destination = required(frame.headers, 'destination', 'SEND');
    if (!destination.startsWith(TOPIC_PREFIX)) throw new Refusal(`only ${TOPIC_PREFIX}… destinations accept SEND`, CLOSE_POLICY);
    this.#host.deliver(destination, frame.body, frame.headers['content-type']);
  }

  #send(frame: OutgoingFrame): void {
    this.#write(encodeFrame(frame));
  }

  #refuse(refusal: Refusal): void {
    if (this.#state === 'closed') return;
    this.#host.logger.info({ session: this.id, reason: refusal.message }, 'stomp connection refused');
    this.#send({
      command: 'ERROR',
      headers: { message: refusal.message, ...refusal.extraHeaders, 'content-type': 'text/plain;charset=utf-8' },
      body: refusal.message,
    });
    this.#markClosed();
    // ws flushes the ERROR frame before its close frame. The reason stays fixed: close reasons are
    // capped at 123 bytes and the ERROR frame already carries the detail.
    this.#ws.close(refusal.closeCode, 'STOMP ERROR');
  }

  /** Stops reading, timers and deliveries at once; the socket close follows. */
  #markClosed(): void {
    this.#state = 'closed';
    this.#clearTimers();
    this.#host.registry.removeAll(this);
  }

  #onClose(): void {
    this.#markClosed();
    this.#host.forget(this);
  }

  #after(ms: number, fn: () => void): void {
    this.#timers.push(setTimeout(fn, ms).unref());
  }

  #every(ms: number, fn: () => void): void {
    this.#timers.push(setInterval(fn, ms).unref());
  }

  #clearTimers(): void {
    for (const t of this.#timers) clearTimeout(t);
    this.#timers = [];
  }
}

function required(headers: StompFrame['headers'], name: string, command: string): string {
  const value = headers[name];
  if (value === undefined || value === '') throw new Refusal(`${command} needs a ${name} header`, CLOSE_PROTOCOL);
  return value;
}
