// The whole cluster (docs/operations/scale.md): PostgreSQL, RabbitMQ with Web-STOMP, N app
// processes and HAProxy in front, on ports counted from one base port, with data under one
// directory. Started in that order; stopped in reverse. A part that fails to start stops the
// parts already started, so nothing is left half-running.
import fs from 'node:fs';
import path from 'node:path';
import { appProcess, type AppProcess } from './apps.ts';
import { startHaproxy } from './haproxy.ts';
import { startPostgres } from './postgres.ts';
import { portInUse } from './process.ts';
import { startRabbit, stopEpmd, type Rabbit, type RabbitPorts } from './rabbitmq.ts';

export interface ClusterOptions {
  /** Data and logs: pg/, rabbitmq/, haproxy/, apps/. */
  dir: string;
  /** The balancer's port; the parts take base+1 … base+9, the apps base+10 …. */
  basePort: number;
  size: number;
  /** Where the balancer listens (127.0.0.1 by default). */
  host?: string;
  /** Per-address socket limit the balancer keeps on /ws. */
  maxPerAddress?: number;
  /** Extra environment for the apps (tests: CAPTCHA=off). */
  env?: Record<string, string>;
  /** 'inherit': app output on our console, prefixed; 'files': apps/<name>.log. */
  appOutput?: 'inherit' | 'files';
  log?: (line: string) => void;
}

export interface Cluster {
  /** The balancer: the one address people and tests use. */
  url: string;
  databaseUrl: string;
  rabbit: Rabbit;
  apps: AppProcess[];
  stop(): Promise<void>;
}

export function clusterPorts(base: number, size: number) {
  const rabbit: RabbitPorts = { amqp: base + 2, webStomp: base + 3, stomp: base + 4, dist: base + 5, epmd: base + 6 };
  return { balancer: base, postgres: base + 1, rabbit, apps: Array.from({ length: size }, (_, i) => base + 10 + i) };
}

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const host = opts.host ?? '127.0.0.1';
  const dir = path.resolve(opts.dir);
  const ports = clusterPorts(opts.basePort, opts.size);
  const all = [ports.balancer, ports.postgres, ...(Object.values(ports.rabbit) as number[]), ...ports.apps];
  const taken: number[] = [];
  for (const p of all) if (await portInUse(p)) taken.push(p);
  if (taken.length) throw new Error(`port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use: choose another CLUSTER_PORT`);
  fs.mkdirSync(path.join(dir, 'apps'), { recursive: true });

  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((err: Error) => log(`while stopping: ${err.message}`));
    stops.length = 0;
  };
  try {
    const pg = await startPostgres(path.join(dir, 'pg'), ports.postgres, 20 * opts.size + 30, log);
    stops.push(() => pg.stop());
    const rabbit = await startRabbit(path.join(dir, 'rabbitmq'), ports.rabbit, log);
    stops.push(async () => {
      await rabbit.stop();
      await stopEpmd(ports.rabbit);
    });
    const publicUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${ports.balancer}`;
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url,
      BROKER_URL: rabbit.brokerUrl,
      // Behind HAProxy: the client's address comes from X-Forwarded-For (sign-in throttles).
      TRUST_PROXY: 'on',
      PUBLIC_URL: process.env.PUBLIC_URL || publicUrl,
      DATA_DIR: path.join(dir, 'app-data'),
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
      ...opts.env,
    };
    const output = opts.appOutput === 'files' ? { dir: path.join(dir, 'apps') } : 'inherit';
    const apps = ports.apps.map((port, i) => appProcess(`app${i + 1}`, port, env, output));
    stops.push(async () => {
      await Promise.all(apps.map((a) => a.stop()));
    });
    // All at once: the first to take the advisory lock migrates and seeds (src/server/seed.ts).
    await Promise.all(apps.map((a) => a.start()));
    log(`${apps.length} app process${apps.length > 1 ? 'es' : ''} on ${ports.apps.join(', ')}`);
    const balancer = await startHaproxy(path.join(dir, 'haproxy'), {
      host, port: ports.balancer, apps: ports.apps, webStompPort: ports.rabbit.webStomp, maxPerAddress: opts.maxPerAddress ?? 20,
    }, log);
    stops.push(() => balancer.stop());
    return { url: balancer.url, databaseUrl: pg.url, rabbit, apps, stop: stopAll };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
