// TLS for the production-mode tests: production takes only https addresses (PUBLIC_URL, the
// payment gateway, GeeTest's server), so the tests serve them with a certificate made for
// 127.0.0.1 at run time (Debian's openssl), trusted by our server through NODE_EXTRA_CA_CERTS and
// by the browser through ignoreHTTPSErrors. A front ends TLS and passes the bytes to a plain
// local port, as a load balancer terminating TLS does (WebSocket upgrades included).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';

export interface TestCertificate {
  key: string;
  cert: string;
  /** The certificate's file: what NODE_EXTRA_CA_CERTS names. */
  certPath: string;
}

export function makeTestCertificate(dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-tls-'))): TestCertificate {
  const keyPath = path.join(dir, 'key.pem');
  const certPath = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', keyPath, '-out', certPath,
  ], { stdio: 'pipe' });
  return { key: fs.readFileSync(keyPath, 'utf8'), cert: fs.readFileSync(certPath, 'utf8'), certPath };
}

export interface TlsFront {
  /** https://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

/** Listens with TLS on `port` (0: any free one) and pipes each connection to 127.0.0.1:targetPort. */
export async function startTlsFront(targetPort: number, certificate: TestCertificate, port = 0): Promise<TlsFront> {
  const sockets = new Set<net.Socket>();
  const server = tls.createServer({ key: certificate.key, cert: certificate.cert }, (client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => { client.destroy(); upstream.destroy(); });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
