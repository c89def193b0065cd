// Starts scripts/bench/serve-api.ts in its own process, so the load generator and the server do
// not share an event loop, and reads the fixtures it prints.
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import fs from 'node:fs';
import { createInterface } from 'node:readline';
import type { OpenOrder, Player } from './fixtures.ts';

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface BenchServer {
  child: ChildProcess;
  port: number;
  pid: number;
  fixtures: { orders?: OpenOrder[]; players?: Player[] };
  /** Resident memory of the server process, MiB (Linux /proc). */
  rssMiB(): number;
}

export const CONNECTIONS = 32;

export async function startBenchServer(location: string, scenario: 'webhook' | 'openBox', count = 0): Promise<BenchServer> {
  const child = spawn(process.execPath, [...(process.env.BENCH_SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`] : []), 'scripts/bench/serve-api.ts', location, scenario, String(count)], { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const info = JSON.parse(line) as Omit<BenchServer, 'child' | 'rssMiB'>;
  return {
    child,
    ...info,
    rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${info.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024,
  };
}

/**
 * An autocannon run of `opts.amount` requests, timed from its start to its last answer. autocannon's
 * own finish is stamped on its next whole-second tick (lib/run.js), so a run of 4.2 s was counted as
 * 5 s and every throughput came out as the number of requests over a whole number of seconds.
 */
export async function cannon(opts: autocannon.Options & { amount: number }): Promise<LoadFigures> {
  const started = performance.now();
  let last = started;
  // Without a callback autocannon answers its event emitter made thenable; its typings know only the promise.
  const instance = autocannon(opts) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  void instance.on('response', () => { last = performance.now(); });
  const result = await instance;
  return { rps: opts.amount / ((last - started) / 1000), p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** Runs `task` from CONNECTIONS concurrent callers until `total` calls are done. */
export async function plainLoop(total: number, task: (i: number) => Promise<boolean>): Promise<LoadFigures> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      if (!(await task(i))) errors += 1;
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { rps: total / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), errors };
}
