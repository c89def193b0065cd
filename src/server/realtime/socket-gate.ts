// What decides whether a socket may open, and hears who it is and when it goes: the broker calls
// it around each WebSocket's life; the database-backed presence (modules/presence) is one.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

export interface SocketGate {
  /** Before the handshake: a ticket for this socket, or null to refuse it with 429. */
  admit(req: IncomingMessage): Promise<string | null>;
  /** The client's CONNECT frame arrived (a signed-in browser sends its `token` header). */
  connected(ticket: string, headers: Readonly<Record<string, string>>): void;
  /** The socket is gone (closed, or its handshake failed): once per admitted ticket. */
  left(ticket: string): void;
}

/** Answers an upgrade request with a plain HTTP status instead of a WebSocket, then closes. */
export function refuseUpgrade(socket: Duplex, status: 429 | 503, retryAfterSec: number): void {
  const reason = status === 429 ? 'Too Many Requests' : 'Service Unavailable';
  const body = status === 429 ? 'Too many live connections from this address' : 'Live feed unavailable';
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\n`
    + `Retry-After: ${retryAfterSec}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
