// A stand-in for Steam's OpenID 2.0 provider, for tests and local use only. It is reached only when
// STEAM_OPENID_ENDPOINT points at it, which the server refuses in production.
//   GET  <endpoint>?openid.mode=checkid_setup…  -> 302 straight back to return_to with a signed
//        id_res assertion for `steamId` (no login page: the user "is" that Steam account).
//   POST <endpoint> openid.mode=check_authentication… -> "is_valid:true" only for an assertion it
//        issued, unchanged, checked for the first time; "is_valid:false" otherwise.
// Signed like Steam signs (the same field list), with an HMAC under a secret of its own.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEFAULT_STEAM_ID = '76561198000000001';
const NS = 'http://specs.openid.net/auth/2.0';
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
const SIGNED = ['signed', 'op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];
const PATH = '/openid/login';

export interface FakeSteamOptions {
  port?: number;
  host?: string;
  steamId?: string;
}

export interface FakeSteamOpenId {
  /** The endpoint to put in STEAM_OPENID_ENDPOINT. */
  readonly url: string;
  /** The account the next assertions are for. */
  steamId: string;
  /** Use this response_nonce for the next assertion only (to test replays). */
  nextNonce: string | null;
  /** Force the check_authentication answer (null: answer honestly). */
  forceValid: boolean | null;
  /** check_authentication requests received. */
  readonly checks: number;
  close(): Promise<void>;
}

function keyValue(fields: Record<string, string>, names: string[]): string {
  return names.map((n) => `${n}:${fields[`openid.${n}`] ?? ''}\n`).join('');
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 64 * 1024) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

export async function startFakeSteamOpenId(opts: FakeSteamOptions = {}): Promise<FakeSteamOpenId> {
  const secret = randomBytes(32);
  /** assoc_handle -> checked yet. */
  const issued = new Map<string, boolean>();
  const sign = (fields: Record<string, string>, names: string[]) => createHmac('sha256', secret).update(keyValue(fields, names)).digest('base64');
  let checks = 0;
  let url = '';

  function assertion(returnTo: string, steamId: string, nonce: string): Record<string, string> {
    const handle = randomBytes(12).toString('hex');
    issued.set(handle, false);
    const identity = `https://steamcommunity.com/openid/id/${steamId}`;
    const f: Record<string, string> = {
      'openid.ns': NS,
      'openid.mode': 'id_res',
      'openid.op_endpoint': url,
      'openid.claimed_id': identity,
      'openid.identity': identity,
      'openid.return_to': returnTo,
      'openid.response_nonce': nonce,
      'openid.assoc_handle': handle,
      'openid.signed': SIGNED.join(','),
    };
    f['openid.sig'] = sign(f, SIGNED);
    return f;
  }

  function checkAuthentication(f: Record<string, string>): boolean {
    if (f['openid.mode'] !== 'check_authentication') return false;
    const handle = f['openid.assoc_handle'] ?? '';
    if (issued.get(handle) !== false) return false; // never issued, or checked already
    issued.set(handle, true);
    const names = (f['openid.signed'] ?? '').split(',');
    if (!SIGNED.every((n) => names.includes(n))) return false;
    const expected = Buffer.from(sign(f, names));
    const given = Buffer.from(f['openid.sig'] ?? '');
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  const fake: FakeSteamOpenId = {
    get url() {
      return url;
    },
    steamId: opts.steamId ?? DEFAULT_STEAM_ID,
    nextNonce: null,
    forceValid: null,
    get checks() {
      return checks;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', 'http://fake.invalid');
      if (req.method === 'GET' && u.pathname === '/health') return res.writeHead(200).end('ok');
      if (u.pathname !== PATH) return res.writeHead(404).end('not found');

      if (req.method === 'GET') {
        const q = Object.fromEntries(u.searchParams);
        const returnTo = q['openid.return_to'] ?? '';
        const ok = q['openid.ns'] === NS && q['openid.mode'] === 'checkid_setup' && q['openid.identity'] === IDENTIFIER_SELECT
          && q['openid.claimed_id'] === IDENTIFIER_SELECT && /^https?:\/\//.test(returnTo) && returnTo.startsWith(q['openid.realm'] ?? '\0');
        if (!ok) return res.writeHead(400, { 'content-type': 'text/plain' }).end('bad checkid_setup request');
        const nonce = fake.nextNonce ?? `${new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')}${randomBytes(6).toString('hex')}`;
        fake.nextNonce = null;
        const back = new URL(returnTo);
        for (const [k, v] of Object.entries(assertion(returnTo, fake.steamId, nonce))) back.searchParams.append(k, v);
        return res.writeHead(302, { location: back.toString() }).end();
      }

      if (req.method === 'POST') {
        checks += 1;
        const f = Object.fromEntries(new URLSearchParams(await readBody(req)));
        const valid = fake.forceValid ?? checkAuthentication(f);
        return res.writeHead(200, { 'content-type': 'text/plain' }).end(`ns:${NS}\nis_valid:${valid}\n`);
      }
      return res.writeHead(405).end();
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => resolve());
  });
  const addr = server.address() as AddressInfo;
  url = `http://${opts.host ?? '127.0.0.1'}:${addr.port}${PATH}`;
  return fake;
}
