// Dreaming: POST api/dream/go through HTTP with autocannon at 32 connections (32
// funded players in turn, a fresh Idempotency-Key each, one target at 50 %), and the same
// idempotent service call (runIdempotent + dreamOnce, what the route runs) from 32 callers
// without HTTP; index.ts prints their ratio.
import { randomUUID } from 'node:crypto';
import { getConfig } from '../../src/server/config/index.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createDeps } from '../../src/server/deps.ts';
import { ok } from '../../src/server/envelope.ts';
import { requestFingerprint, runIdempotent } from '../../src/server/idempotency.ts';
import { ensureSeed } from '../../src/server/modules/fairness/seeds.ts';
import { dreamOnce } from '../../src/server/modules/dream/go.ts';
import { dreamRules, inPool } from '../../src/server/modules/dream/rules.ts';
import type { Catalogue } from '../../src/server/modules/boxes/catalogue.ts';
import { NullBroadcaster } from '../../src/server/realtime/broadcaster.ts';
import { prepareDatabase } from '../../src/server/seed.ts';
import { cannon, CONNECTIONS, plainLoop, startBenchServer, type LoadFigures } from './child.ts';
import { createFundedPlayers } from './fixtures.ts';

const config = getConfig({ NODE_ENV: 'test' });
export const DREAM_CHANCE_PPM = 500_000;

/** The pool's cheapest target from ¥100 up: every run dreams of the same skin. */
function benchTarget(catalogue: Catalogue): number {
  const rules = dreamRules(config);
  const hit = [...catalogue.ornaments.values()].filter((o) => inPool(o, rules) && o.price >= 10_000n)
    .sort((a, b) => (a.price < b.price ? -1 : a.price > b.price ? 1 : a.id - b.id))[0];
  return hit.id;
}

export async function dreamOverHttp(location: string, requests: number): Promise<LoadFigures> {
  const server = await startBenchServer(location, 'openBox');
  const players = server.fixtures.players!;
  const base = `http://127.0.0.1:${server.port}`;
  try {
    // The target as the pool answers it (the server's catalogue, not this process's).
    const pool = await (await fetch(`${base}/api/dream/getDreamList?sort=price_asc&minPrice=100&pageSize=1`)).json() as { data: { list: { ornamentId: number }[] } };
    const targetId = pool.data.list[0].ornamentId;
    let next = 0;
    return await cannon({
      url: base,
      connections: CONNECTIONS,
      amount: requests,
      requests: [{
        method: 'POST',
        path: '/api/dream/go',
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ targetId, chancePpm: DREAM_CHANCE_PPM }),
          headers: { 'content-type': 'application/json', token: players[next++ % players.length].token, 'idempotency-key': randomUUID() },
        }),
      }],
    });
  } finally {
    server.child.kill();
  }
}

export async function dreamPlainLoop(location: string, requests: number): Promise<LoadFigures> {
  const database = await openDatabase(location, { poolSize: CONNECTIONS });
  await prepareDatabase(database, config, { demo: false });
  const deps = await createDeps(config, database.db, { broadcaster: NullBroadcaster });
  const players = await createFundedPlayers(database.db, { users: 32, phonePrefix: '1870', invitationCode: config.defaultInvitationCode });
  for (const p of players) await ensureSeed(database.db, BigInt(p.userId));
  const rules = dreamRules(config);
  const body = { targetId: benchTarget(deps.catalogue), chancePpm: DREAM_CHANCE_PPM };
  try {
    return await plainLoop(requests, async (i) => {
      const userId = BigInt(players[i % players.length].userId);
      const answer = await runIdempotent(
        database.db,
        { userId, key: randomUUID(), fingerprint: requestFingerprint('dream/go', body) },
        (tx) => dreamOnce(tx, deps.catalogue, rules, userId, body, 'zh-CN', new Date()),
        (done) => ({ httpStatus: 200, body: ok(done.result) }),
      );
      JSON.stringify(answer.body);
      return true;
    });
  } finally {
    await database.close();
  }
}
