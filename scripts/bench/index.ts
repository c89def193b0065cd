// `npm run bench`: prints figures; nothing here passes or fails a build.
//   BENCH_REQUESTS  requests per load run (default 3000)
//   BENCH_CLIENTS   live-feed subscribers (default 2000)
//   BENCH_ONLY      comma list of: floor (bare HTTP and bare round trips: what the machine gives), webhook, openBox, battle, dream, skin, withdraw, fanout, pages, transfer (first-load bytes in chromium), lighthouse, cluster; battleFanout for the battle run's fan-out part alone (default all
//                   but cluster, which installs and starts PostgreSQL, RabbitMQ and HAProxy)
//   BENCH_BATTLE_ROOMS  rooms filling at once in the battle run (default 200)
//   BENCH_WITHDRAWALS   take-backs in the withdraw run (default 1000): sandbox supplier, auto mode, callbacks
//   BENCH_POPULATION    players the databases hold besides the ones a load runs as (default 20000; population.ts)
//   (shop: GET api/shop/list, searches and filters over the whole catalogue, HTTP and in-process)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadFigures } from './child.ts';
import { BATTLE_ROUNDS, BATTLE_SEATS, battleFanout, fillRoomsAtOnce, settleRooms } from './battle.ts';
import { fanout } from './fanout.ts';
import { bareHttp, roundTrips } from './floor.ts';
import { openBoxThroughBalancer } from './cluster.ts';
import { openBoxOverHttp, openBoxPlainLoop } from './open-box.ts';
import { dreamOverHttp, dreamPlainLoop } from './dream.ts';
import { lighthouseScores } from './lighthouse.ts';
import { listOverHttp, listPlainLoop, SHOP_LIST, SKIN_LIST } from './catalogue-lists.ts';
import { pageWeight } from './page-weight.ts';
import { firstLoadTransfer } from './transfer.ts';
import { createDatabase, startPostgres } from './postgres.ts';
import { referenceTransaction, type Reference } from './reference.ts';
import { webhookOverHttp, webhookPlainLoop } from './webhook.ts';
import { withdrawalsThroughSandbox, type WithdrawFigures } from './withdrawals.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const BATTLE_ROOMS = Number(process.env.BENCH_BATTLE_ROOMS ?? 200);
const WITHDRAWALS = Number(process.env.BENCH_WITHDRAWALS ?? 1000);
const only = new Set((process.env.BENCH_ONLY ?? 'floor,webhook,openBox,battle,dream,shop,skin,withdraw,fanout,pages,transfer,lighthouse').split(','));
const fmt = (f: LoadFigures) => `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms   errors ${f.errors}`;

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
}

/** Each figure also as a ratio to the reference transaction measured in this run. */
function line(label: string, f: LoadFigures, ref: Reference | null): string {
  return `${label.padEnd(34)}${fmt(f)}${ref ? `   ${(f.rps / ref.tps).toFixed(2).padStart(5)} x reference` : ''}`;
}

/** Runs `run` on a fresh PGlite directory, removed afterwards. */
async function onPglite<T>(run: (location: string) => Promise<T>): Promise<T> {
  const dir = tempDir('pglite');
  try {
    return await run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pg = only.has('floor') || only.has('webhook') || only.has('openBox') || only.has('battle') || only.has('dream') || only.has('withdraw') ? startPostgres() : null;

/** A take-back run: time to the final state, and the checks that nothing was lost or doubled. */
function withdrawLine(label: string, f: WithdrawFigures): string {
  const sound = f.notFinal === 0 && f.doubleFinal === 0 && f.ordersMissing === 0 && f.ordersExtra === 0 && f.itemsWrong === 0;
  return `${label.padEnd(34)}all final in ${f.seconds.toFixed(1)} s   to final p50 ${f.p50.toFixed(1)} s   p99 ${f.p99.toFixed(1)} s   `
    + `(${f.delivered} delivered, ${f.failed} failed; ${f.callbacks} callbacks, ${f.callbacksRefused} refused)\n`
    + `  lost or doubled: not final ${f.notFinal}, final twice ${f.doubleFinal}, sandbox orders missing ${f.ordersMissing} / extra ${f.ordersExtra}, items in the wrong place ${f.itemsWrong}: ${sound ? 'none' : 'FOUND'}`;
}
try {
  let ref: Reference | null = null;
  if (pg) {
    ref = await referenceTransaction(pg.url, REQUESTS);
    if (ref) console.log(`\n== Reference: pgbench, scripts/bench/reference.sql, 32 connections, prepared ==\n${ref.tps.toFixed(0)} tps, latency average ${ref.latencyMs.toFixed(2)} ms, p99 ${ref.p99Ms.toFixed(1)} ms`);
  }
  if (only.has('floor')) {
    console.log('\n== Floor: this machine without our code (bare Fastify answer under autocannon; bare round trips from node-postgres, 32 connections) ==');
    console.log(line('bare HTTP, one JSON answer', await bareHttp(REQUESTS * 10), ref));
    if (pg) {
      const url = await createDatabase(pg.url, 'floor');
      for (const trips of [1, 2, 4, 5]) {
        const tps = await roundTrips(url, trips, REQUESTS * 2);
        console.log(`${`round trips per transaction: ${trips}`.padEnd(34)}${tps.toFixed(0).padStart(6)} /s${ref ? `   ${(tps / ref.tps).toFixed(2).padStart(5)} x reference` : ''}`);
      }
    }
  }
  if (only.has('openBox')) {
    console.log(`\n== openBox: ${REQUESTS} requests, 32 connections ==`);
    if (pg) {
      const one = await openBoxOverHttp(await createDatabase(pg.url, 'open1_http'), REQUESTS, 1);
      console.log(line('PostgreSQL  HTTP  number=1', one, ref));
      console.log(`  target: >= 0.40 x reference: ${ref && one.rps / ref.tps >= 0.4 ? 'met' : 'NOT met'}; p99 <= 50 ms: ${one.p99 <= 50 ? 'met' : 'NOT met'}${ref ? ` (the reference's own p99 here: ${ref.p99Ms.toFixed(1)} ms)` : ''}`);
      console.log(`  CPU per opening: app ${one.cpu.appMs.toFixed(2)} ms, PostgreSQL ${one.cpu.pgMs?.toFixed(2) ?? '?'} ms, load generator ${one.cpu.loadMs.toFixed(2)} ms`);
      console.log(line('PostgreSQL  HTTP  number=5', await openBoxOverHttp(await createDatabase(pg.url, 'open5_http'), REQUESTS, 5), ref));
      const loop = await openBoxPlainLoop(await createDatabase(pg.url, 'open1_loop'), REQUESTS);
      console.log(line('PostgreSQL  service call (no HTTP)', loop, ref));
      // The database's own work per opening against the reference's: the most the opening could reach
      // on these cores even if Node cost nothing, since PostgreSQL would then have them to itself.
      if (ref?.pgCpuMs && loop.pgCpuMs) {
        console.log(`  PostgreSQL CPU per opening ${loop.pgCpuMs.toFixed(2)} ms, per reference transaction ${ref.pgCpuMs.toFixed(2)} ms: ${(loop.pgCpuMs / ref.pgCpuMs).toFixed(1)} x the database work, so at most ${(ref.pgCpuMs / loop.pgCpuMs).toFixed(2)} x reference`);
      }
    }
    console.log(line('PGlite      HTTP  number=1', await onPglite((dir) => openBoxOverHttp(dir, REQUESTS, 1)), ref));
    console.log(line('PGlite      service call (no HTTP)', await onPglite((dir) => openBoxPlainLoop(dir, REQUESTS)), ref));
  }
  if (only.has('webhook')) {
    console.log(`\n== Sandbox webhook credit: ${REQUESTS} requests, 32 connections ==`);
    if (pg) {
      console.log(line('PostgreSQL  HTTP', await webhookOverHttp(await createDatabase(pg.url, 'hook_http'), REQUESTS), ref));
      console.log(line('PostgreSQL  service call (no HTTP)', await webhookPlainLoop(await createDatabase(pg.url, 'hook_loop'), REQUESTS), ref));
    }
    console.log(line('PGlite      HTTP', await onPglite((dir) => webhookOverHttp(dir, REQUESTS)), ref));
  }
  if (only.has('battle') && pg) {
    console.log(`\n== Battles: ${BATTLE_SEATS}-seat, ${BATTLE_ROUNDS}-round rooms; the last join's transaction settles all ${BATTLE_SEATS * BATTLE_ROUNDS} rolls (service calls) ==`);
    const s = await settleRooms(await createDatabase(pg.url, 'battle_settle'), 50);
    console.log(`${'PostgreSQL  settle a room (x50)'.padEnd(34)}mean ${s.mean.toFixed(1)} ms   p50 ${s.p50.toFixed(1)} ms   p99 ${s.p99.toFixed(1)} ms`);
    console.log(line(`PostgreSQL  ${BATTLE_ROOMS} rooms filling at once`, await fillRoomsAtOnce(await createDatabase(pg.url, 'battle_fill'), BATTLE_ROOMS), ref));
  }
  if (only.has('dream')) {
    console.log(`\n== dream/go: ${REQUESTS} requests, 32 connections, one target at 50 %, a fresh key each ==`);
    if (pg) {
      const http = await dreamOverHttp(await createDatabase(pg.url, 'dream_http'), REQUESTS);
      console.log(line('PostgreSQL  HTTP', http, ref));
      const loop = await dreamPlainLoop(await createDatabase(pg.url, 'dream_loop'), REQUESTS);
      console.log(line('PostgreSQL  service call (no HTTP)', loop, ref));
      console.log(`  HTTP / service call: ${(http.rps / loop.rps).toFixed(2)}`);
    }
    const http = await onPglite((dir) => dreamOverHttp(dir, REQUESTS));
    console.log(line('PGlite      HTTP', http, ref));
    const loop = await onPglite((dir) => dreamPlainLoop(dir, REQUESTS));
    console.log(line('PGlite      service call (no HTTP)', loop, ref));
    console.log(`  HTTP / service call: ${(http.rps / loop.rps).toFixed(2)}`);
  }
  if (only.has('withdraw')) {
    console.log(`\n== Take-backs: ${WITHDRAWALS} through the sandbox supplier (auto, a step a second, 20 % failing), callbacks into the app ==`);
    if (pg) console.log(withdrawLine('PostgreSQL  2 job runners', await withdrawalsThroughSandbox(await createDatabase(pg.url, 'withdraw'), WITHDRAWALS, 2)));
    console.log(withdrawLine('PGlite      1 job runner', await onPglite((dir) => withdrawalsThroughSandbox(dir, WITHDRAWALS, 1))));
  }
  for (const [name, list] of [['skin', SKIN_LIST], ['shop', SHOP_LIST]] as const) {
    if (!only.has(name)) continue;
    console.log(`\n== ${name}/list: ${REQUESTS} requests, 32 connections, ${list.queries.length} searches, filters and sorts in turn over the whole catalogue (in memory) ==`);
    const http = await onPglite((dir) => listOverHttp(list, dir, REQUESTS));
    console.log(line('HTTP', http, ref));
    const loop = await onPglite((dir) => listPlainLoop(list, dir, REQUESTS));
    console.log(line('service call + JSON (no HTTP)', loop, ref));
    console.log(`  HTTP / service call: ${(http.rps / loop.rps).toFixed(2)}`);
  }
} finally {
  pg?.stop();
}
if (only.has('cluster')) {
  console.log(`\n== openBox through the cluster's balancer (HAProxy, PostgreSQL, RabbitMQ): ${REQUESTS} requests, 32 connections ==`);
  const one = await openBoxThroughBalancer(1, REQUESTS);
  console.log(`1 app process   ${fmt(one)}`);
  const two = await openBoxThroughBalancer(2, REQUESTS);
  console.log(`2 app processes ${fmt(two)}   ${(two.rps / one.rps).toFixed(2)} x one process`);
}
if (only.has('fanout')) {
  console.log(`\n== Live feed fan-out: ${CLIENTS} STOMP subscribers, 30 case openings (target p99 <= 100 ms) ==`);
  const dir = tempDir('fanout');
  try {
    const f = await fanout(dir, CLIENTS, 30);
    console.log(`open request -> MESSAGE at each subscriber: p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms (${f.delivered} deliveries, ${f.missed} missed) ${f.p99 <= 100 ? 'met' : 'NOT met'}`);
    console.log(`server RSS: ${f.idleMiB.toFixed(0)} MiB idle, ${f.connectedMiB.toFixed(0)} MiB with ${CLIENTS} subscribers, ${f.afterMiB.toFixed(0)} MiB after the openings`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
if (only.has('battle') || only.has('battleFanout')) {
  console.log(`\n== Battle events fan-out: ${CLIENTS} STOMP subscribers, 10 rooms created and filled over HTTP (target p99 <= 100 ms) ==`);
  const report = (db: string, f: Awaited<ReturnType<typeof battleFanout>>) => {
    console.log(`${db}  create request -> event 31 at each subscriber: p50 ${f.create.p50.toFixed(1)} ms, p99 ${f.create.p99.toFixed(1)} ms`);
    console.log(`${db}  last join -> event 32 (start) at each subscriber: p50 ${f.start.p50.toFixed(1)} ms, p99 ${f.start.p99.toFixed(1)} ms (${f.delivered} deliveries, ${f.missed} missed) ${Math.max(f.create.p99, f.start.p99) <= 100 ? 'met' : 'NOT met'}`);
    console.log(`${db}    of which the request itself (create or join, to its HTTP answer): p50 ${f.request.p50.toFixed(1)} ms, p99 ${f.request.p99.toFixed(1)} ms`);
  };
  const dir = tempDir('battle-fanout');
  try {
    report('PGlite    ', await battleFanout(dir, CLIENTS, 10));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  // The same over PostgreSQL: the database's work then runs beside the server's event loop, not in it.
  const fanPg = startPostgres(25498);
  if (fanPg) {
    try {
      report('PostgreSQL', await battleFanout(await createDatabase(fanPg.url, 'battle_fanout'), CLIENTS, 10));
    } finally {
      fanPg.stop();
    }
  }
}
if (only.has('pages')) await pageWeight();
if (only.has('transfer')) await firstLoadTransfer();
if (only.has('lighthouse')) await lighthouseScores();
process.exit(0);
