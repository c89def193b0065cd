// `npm run bench`: prints figures; nothing here passes or fails a build.
//   BENCH_REQUESTS  requests per load run (default 3000)
//   BENCH_CLIENTS   live-feed subscribers (default 2000)
//   BENCH_ONLY      comma list of: webhook, openBox, fanout, pages, lighthouse (default all)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadFigures } from './child.ts';
import { fanout } from './fanout.ts';
import { openBoxOverHttp, openBoxPlainLoop } from './open-box.ts';
import { lighthouseScores } from './lighthouse.ts';
import { pageWeight } from './page-weight.ts';
import { createDatabase, startPostgres, type TempPostgres } from './postgres.ts';
import { webhookOverHttp, webhookPlainLoop } from './webhook.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2000);
const only = new Set((process.env.BENCH_ONLY ?? 'webhook,openBox,fanout,pages,lighthouse').split(','));
const fmt = (f: LoadFigures) => `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(7)} ms   errors ${f.errors}`;

function tempDir(name: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
}

async function loadPair(
  title: string,
  pg: TempPostgres | null,
  overHttp: (location: string, n: number) => Promise<LoadFigures>,
  loop: (location: string, n: number) => Promise<LoadFigures>,
) {
  console.log(`\n== ${title}: ${REQUESTS} requests, 32 connections ==`);
  const dir = tempDir('pglite');
  try {
    console.log(`PGlite      HTTP        ${fmt(await overHttp(dir, REQUESTS))}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (!pg) return;
  const name = title.replace(/\W/g, '').toLowerCase();
  const http = await overHttp(await createDatabase(pg.url, `${name}_http`), REQUESTS);
  console.log(`PostgreSQL  HTTP        ${fmt(http)}`);
  const plain = await loop(await createDatabase(pg.url, `${name}_loop`), REQUESTS);
  console.log(`PostgreSQL  plain loop  ${fmt(plain)}`);
  const ratio = http.rps / plain.rps;
  console.log(`HTTP / plain loop throughput: ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
}

const pg = only.has('webhook') || only.has('openBox') ? startPostgres() : null;
try {
  if (only.has('webhook')) await loadPair('Sandbox webhook credit', pg, webhookOverHttp, webhookPlainLoop);
  if (only.has('openBox')) await loadPair('openBox', pg, openBoxOverHttp, openBoxPlainLoop);
} finally {
  pg?.stop();
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
if (only.has('pages')) await pageWeight();
if (only.has('lighthouse')) await lighthouseScores();
process.exit(0);
