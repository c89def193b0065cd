// HAProxy on one port in front of the app processes and of RabbitMQ's Web-STOMP on /ws.
// - Apps: round robin, health-checked every second on GET /api/health (two failures and a process
//   is out, one success and it is back); a connection refused (a process just killed) is retried
//   once on another process. Requests already sent to a process that dies are not replayed here:
//   only the client knows whether it is safe (openings carry an Idempotency-Key for that).
// - /ws: RabbitMQ's Web-STOMP. The per-address socket limit the embedded broker keeps in
//   live_connections moves here: at most `maxPerAddress` open sockets per client address.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForExit, waitForPort } from './process.ts';

export interface BalancerSettings {
  host: string;
  port: number;
  apps: number[];
  webStompPort: number;
  maxPerAddress: number;
}

export function haproxyConfig(s: BalancerSettings): string {
  return [
    // No maxconn: HAProxy derives it from the file-descriptor limit it is given.
    'global',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // An open WebSocket is a tunnel: STOMP heart-beats every 10 s keep it well inside this.
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  retries 2',
    '  retry-on conn-failure',
    '  option redispatch 1',
    'frontend site',
    `  bind ${s.host}:${s.port}`,
    // The apps trust X-Forwarded-For (TRUST_PROXY=on): only the one HAProxy writes may reach them.
    '  http-request del-header X-Forwarded-For',
    '  http-request del-header X-Forwarded-Proto',
    '  option forwardfor',
    '  acl live_socket path /ws',
    '  stick-table type ip size 200k expire 2m store conn_cur',
    '  http-request track-sc0 src if live_socket',
    `  http-request deny deny_status 429 if live_socket { sc_conn_cur(0) gt ${s.maxPerAddress} }`,
    '  use_backend web_stomp if live_socket',
    '  default_backend apps',
    'backend apps',
    '  balance roundrobin',
    '  option httpchk GET /api/health',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 1',
    ...s.apps.map((port, i) => `  server app${i + 1} 127.0.0.1:${port} check`),
    'backend web_stomp',
    `  server rabbitmq 127.0.0.1:${s.webStompPort} check inter 2s`,
    '',
  ].join('\n');
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

export async function startHaproxy(dir: string, s: BalancerSettings, log: (line: string) => void): Promise<Balancer> {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, haproxyConfig(s));
  const out = fs.openSync(path.join(dir, 'haproxy.log'), 'a');
  // -db: stay in the foreground, so it is our child and ends with us.
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = waitForExit(child).then((code) => {
    throw new Error(`HAProxy exited (${code}); see ${path.join(dir, 'haproxy.log')}`);
  });
  await Promise.race([waitForPort(s.port, 15_000), exited]);
  exited.catch(() => {});
  const url = `http://${s.host === '0.0.0.0' ? '127.0.0.1' : s.host}:${s.port}`;
  log(`HAProxy on ${url} (apps ${s.apps.join(', ')}; /ws to Web-STOMP ${s.webStompPort})`);
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await waitForExit(child);
    },
  };
}
