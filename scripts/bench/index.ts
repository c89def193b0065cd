// `npm run bench`: prints figures; nothing here passes or fails a build.
//   BENCH_ORDERS  webhook requests per run (default 3000)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getConfig } from '../../src/server/config.ts';
import { startServer } from '../../src/server/main.ts';
import { jsOfPage, staticRoutes } from './page-weight.ts';
import { createDatabase, startPostgres } from './postgres.ts';
import { webhookOverHttp, webhookPlainLoop, type LoadFigures } from './webhook.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
const fmt = (f: LoadFigures) => `${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   errors ${f.errors}`;

async function money() {
  console.log(`\n== Sandbox webhook credit (money-moving POST), ${ORDERS} requests, 32 connections ==`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  try {
    console.log(`PGlite      HTTP        ${fmt(await webhookOverHttp(dir, ORDERS))}`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const pg = startPostgres();
  if (!pg) return;
  try {
    const http = await webhookOverHttp(await createDatabase(pg.url, 'bench_http'), ORDERS);
    console.log(`PostgreSQL  HTTP        ${fmt(http)}`);
    const loop = await webhookPlainLoop(await createDatabase(pg.url, 'bench_loop'), ORDERS);
    console.log(`PostgreSQL  plain loop  ${fmt(loop)}`);
    const ratio = http.rps / loop.rps;
    console.log(`HTTP / plain loop throughput: ${ratio.toFixed(2)} (target >= 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
  } finally {
    pg.stop();
  }
}

async function pageWeight() {
  console.log('\n== Gzip JavaScript per page (target <= 110 KB) ==');
  if (!fs.existsSync('dist/server/entry.mjs')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-site-'));
  const config = getConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' });
  const server = await startServer(config);
  try {
    for (const route of [...staticRoutes(), '/pay/sandbox/none']) {
      const res = await fetch(`${server.address}${route}`);
      const { gzipBytes, files } = jsOfPage(await res.text(), path.resolve('dist/client'));
      const kb = gzipBytes / 1024;
      console.log(`${route.padEnd(28)} ${String(res.status).padEnd(4)} ${kb.toFixed(1).padStart(7)} KB in ${String(files.length).padStart(2)} files  ${kb <= 110 ? 'ok' : 'OVER BUDGET'}`);
    }
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await money();
await pageWeight();
process.exit(0);
