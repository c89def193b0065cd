// Opening a case, the product's main request: through HTTP with autocannon at 32 connections
// (32 players, one case each time, or five), and the same idempotent service call from 32 callers without HTTP.
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { requestFingerprint } from '../../src/server/idempotency.ts';
import { ensureSeed } from '../../src/server/modules/fairness/seeds.ts';
import { openBoxOnce } from '../../src/server/modules/boxes/opening/open.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { cannon, CONNECTIONS, plainLoop, startBenchServer, type LoadFigures } from './child.ts';
import { createFundedPlayers, type Player } from './fixtures.ts';
import { pgCpuMeter, processCpuMs } from './pg-cpu.ts';

const config = getConfig({ NODE_ENV: 'test' });
export const BENCH_BOX_ID = 1;
const WARM_UP = 320;

/** The autocannon run of an opening load: 32 connections, the players in turn, a fresh key each. */
export function openBoxLoad(url: string, players: Player[], requests: number, number = 1): autocannon.Options & { amount: number } {
  let next = 0;
  return {
    url,
    connections: CONNECTIONS,
    amount: requests,
    requests: [{
      method: 'POST',
      path: '/api/box/openBox',
      setupRequest: (req) => {
        const player = players[next++ % players.length];
        return {
          ...req,
          body: `boxId=${BENCH_BOX_ID}&number=${number}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', token: player.token, 'idempotency-key': randomUUID() },
        };
      },
    }],
  };
}

/** Where an HTTP run's CPU went, milliseconds per request: the app process, PostgreSQL (null on PGlite), the load generator. */
export interface CpuSplit {
  appMs: number;
  pgMs: number | null;
  loadMs: number;
}

export async function openBoxOverHttp(location: string, requests: number, number = 1): Promise<LoadFigures & { rssMiB: number; cpu: CpuSplit }> {
  const server = await startBenchServer(location, 'openBox');
  const players = server.fixtures.players!;
  try {
    // A warm-up first, as for the floor: the first requests pay for the JIT and for each connection's statements.
    await cannon(openBoxLoad(`http://127.0.0.1:${server.port}`, players, WARM_UP, number));
    const meter = location.startsWith('postgres') ? await pgCpuMeter(location) : null;
    const app0 = processCpuMs(server.pid);
    const load0 = process.cpuUsage();
    const figures = await cannon(openBoxLoad(`http://127.0.0.1:${server.port}`, players, requests, number));
    const load = process.cpuUsage(load0);
    const cpu = {
      appMs: (processCpuMs(server.pid) - app0) / requests,
      pgMs: meter ? meter.elapsedMs() / requests : null,
      loadMs: (load.user + load.system) / 1000 / requests,
    };
    return { ...figures, rssMiB: server.rssMiB(), cpu };
  } finally {
    server.child.kill();
  }
}

/** Also the PostgreSQL cluster's CPU milliseconds per opening (null on PGlite, or a cluster elsewhere). */
export async function openBoxPlainLoop(location: string, requests: number): Promise<LoadFigures & { pgCpuMs: number | null }> {
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await prepareDatabase(database, config, { demo: false });
  const deps = await createDeps(config, database.db, { broadcaster: NullBroadcaster });
  const players = await createFundedPlayers(database.db, { users: 32, phonePrefix: '1860', invitationCode: config.defaultInvitationCode });
  for (const p of players) await ensureSeed(database.db, BigInt(p.userId));
  const open = { catalogue: deps.catalogue, recoveryPercent: config.boxes.recoveryPercent, pointsEarnPercent: config.points.earnPercent };
  const openOne = async (i: number) => {
    const userId = BigInt(players[i % players.length].userId);
    const body = { boxId: BENCH_BOX_ID, number: 1 };
    await openBoxOnce(database.db, open, {
      by: { userId }, boxId: BENCH_BOX_ID, count: 1, lang: 'zh-CN', now: new Date(), key: randomUUID(), fingerprint: requestFingerprint('box/openBox', body),
    });
    return true;
  };
  try {
    await plainLoop(WARM_UP, openOne);
    const meter = location.startsWith('postgres') ? await pgCpuMeter(location) : null;
    const figures = await plainLoop(requests, openOne);
    return { ...figures, pgCpuMs: meter ? meter.elapsedMs() / requests : null };
  } finally {
    await database.close();
  }
}
