// `BENCH_ONLY=cluster`: openBox through the balancer of `npm run cluster`'s parts (HAProxy,
// PostgreSQL, RabbitMQ) with one app process, then with two, in the same run. On this 2-core
// machine the load generator, PostgreSQL and the apps share the cores, so the figure says what a
// second process adds here, not on a machine with a core per process.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from '../cluster/cluster.ts';
import { ensurePackages } from '../cluster/install.ts';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { cannon, type LoadFigures } from './child.ts';
import { createFundedPlayers } from './fixtures.ts';
import { openBoxLoad } from './open-box.ts';

export async function openBoxThroughBalancer(size: number, requests: number): Promise<LoadFigures> {
  ensurePackages(() => {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-cluster-${size}-`));
  const cluster = await startCluster({ dir, basePort: 4900, size, appOutput: 'files', env: { CAPTCHA: 'off', PUBLIC_NOTICE: 'off', LOG_LEVEL: 'error' }, log: () => {} });
  try {
    const database = await openDatabase(cluster.databaseUrl);
    const players = await createFundedPlayers(database.db, { users: 32, phonePrefix: '1850', invitationCode: getConfig({ NODE_ENV: 'test' }).defaultInvitationCode });
    await database.close();
    return await cannon(openBoxLoad(cluster.url, players, requests));
  } finally {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
