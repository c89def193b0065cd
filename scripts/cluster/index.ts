// `npm run cluster`: the site as N processes behind HAProxy on PostgreSQL and RabbitMQ, from
// Debian's packages (installed when missing), until Ctrl-C (docs/operations/scale.md).
// CLUSTER_SIZE (1-16, default 2), CLUSTER_PORT (the balancer, default 4400; the parts take the
// next ports), CLUSTER_DIR (default ./data/cluster), CLUSTER_HOST (default 127.0.0.1).
import { ConfigError, getConfig } from '../../src/server/config/index.ts';
import { buildIfStale } from '../build-if-stale.ts';
import { startCluster } from './cluster.ts';
import { ensurePackages } from './install.ts';

let size: number;
let maxPerAddress: number;
try {
  ({ clusterSize: size, live: { maxPerAddress } } = getConfig(process.env));
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(`Configuration error: ${e.message}`);
  process.exit(2);
}
const basePort = Number(process.env.CLUSTER_PORT || 4400);
if (!Number.isInteger(basePort) || basePort < 1024 || basePort > 65_000) {
  console.error(`Configuration error: CLUSTER_PORT=${process.env.CLUSTER_PORT} is not a port between 1024 and 65000`);
  process.exit(2);
}

try {
  ensurePackages(console.log);
} catch (e) {
  console.error(`Cannot start the cluster: ${(e as Error).message}`);
  process.exit(2);
}
buildIfStale();

let stopping = false;
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;
const shutdown = async (why: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${why}: stopping the cluster…`);
  await cluster?.stop();
  console.log('stopped.');
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));

try {
  cluster = await startCluster({
    dir: process.env.CLUSTER_DIR || 'data/cluster',
    basePort,
    size,
    maxPerAddress,
    host: process.env.CLUSTER_HOST || '127.0.0.1',
  });
} catch (e) {
  console.error(`Cannot start the cluster: ${(e as Error).message}`);
  process.exit(2);
}
if (stopping) await new Promise(() => {}); // a signal arrived while starting: shutdown() exits
for (const app of cluster.apps) {
  app.child.on('exit', (code, signal) => {
    if (!stopping) console.log(`${app.name} exited (${code ?? signal}); the balancer routes around it`);
  });
}
console.log(`\n  CS2 开箱 cluster: ${cluster.url}  (${size} app processes, PostgreSQL, RabbitMQ; Ctrl-C stops everything)`);
console.log('  Demo account: phone 13800138000  password demo123456\n');
