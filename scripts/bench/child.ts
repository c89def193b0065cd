// Starts scripts/bench/serve-api.ts in its own process, so the load generator and the server do
// not share an event loop, and reads the fixtures it prints.
import { spawn, type ChildProcess } from 'node:child_process';
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
    createInterface({ input: child.stdout! }).once('line', resolve);
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
 * Figures of an autocannon run, its throughput timed from its own start and finish: autocannon's
 * average counts whole-second ticks, which under-reports runs of a few seconds.
 */
export function cannonFigures(result: { start: Date; finish: Date; latency: { p50: number; p99: number }; non2xx: number; errors: number }, requests: number): LoadFigures {
  const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
  return { rps: requests / seconds, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx + result.errors };
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
