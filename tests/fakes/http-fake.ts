// What the local fakes of outside services share: a node:http server on a random port of
// 127.0.0.1 that hands each request over with its whole body read, turns a handler's throw into a
// 500 (a fake's bug shows as an answer, not as a test process killed by an unhandled error), and
// closes without waiting for requests a fake holds unanswered on purpose.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeHandler = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void | Promise<void>;

export interface HttpFake {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** Ends every connection, held requests included, and stops listening (needs no `this`: fakes hand it on). */
  close: () => Promise<void>;
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A field of a request's JSON as text: '' when absent, an object as its JSON, anything else as String gives it. */
export function fieldText(v: unknown): string {
  if (v === undefined || v === null) return '';
  const scalar = typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint';
  return scalar ? String(v) : JSON.stringify(v);
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export async function startHttpFake(handle: FakeHandler): Promise<HttpFake> {
  const server = http.createServer((req, res) => {
    readBody(req).then((body) => handle(req, res, body)).catch((err: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
