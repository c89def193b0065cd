// pgbench running reference.sql on the bench's PostgreSQL: the figure the others are divided by,
// so a slower or busier machine moves the reference with them and the ratios stay comparable.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS } from './child.ts';
import { pgCpuMeter } from './pg-cpu.ts';
import { createDatabase } from './postgres.ts';

export interface Reference {
  tps: number;
  latencyMs: number;
  /**
   * Its 99th-percentile latency at the same 32 connections: on a machine where the reference itself
   * is over the opening's p99 target, no opening can meet it (with 32 requests always in flight the
   * mean latency is 32 / throughput, Little's law).
   */
  p99Ms: number;
  /** The cluster's CPU milliseconds per transaction (pg-cpu.ts); null when it cannot be read. */
  pgCpuMs: number | null;
}

function pgbenchPath(): string | null {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin', 'pgbench')).reverse().find((p) => fs.existsSync(p));
  return found ?? null;
}

export async function referenceTransaction(clusterUrl: string, transactions: number): Promise<Reference | null> {
  const pgbench = pgbenchPath();
  if (!pgbench) {
    console.log('pgbench: not installed (it comes with postgresql); no reference, no ratios');
    return null;
  }
  const url = await createDatabase(clusterUrl, 'reference');
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(fs.readFileSync('scripts/bench/reference-setup.sql', 'utf8'));
  await c.end();
  const perClient = Math.max(1, Math.ceil(transactions / CONNECTIONS));
  const meter = await pgCpuMeter(url);
  // -l writes one line per transaction, its latency in microseconds third.
  const logs = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reference-'));
  try {
    const r = spawnSync(pgbench, ['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', '2', '-t', String(perClient), '-l', `--log-prefix=${path.join(logs, 'tx')}`, '-f', 'scripts/bench/reference.sql', url], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`pgbench failed: ${r.stderr}`);
    const tps = Number(/tps = ([\d.]+)/.exec(r.stdout)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(r.stdout)?.[1]);
    return { tps, latencyMs, p99Ms: p99OfLogs(logs), pgCpuMs: meter ? meter.elapsedMs() / (perClient * CONNECTIONS) : null };
  } finally {
    fs.rmSync(logs, { recursive: true, force: true });
  }
}

function p99OfLogs(dir: string): number {
  const micros = fs.readdirSync(dir).flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
    .filter(Boolean).map((l) => Number(l.split(' ')[2])).sort((a, b) => a - b);
  return micros.length ? micros[Math.min(micros.length - 1, Math.floor(micros.length * 0.99))] / 1000 : NaN;
}
