// The app processes: each the real server on its own port, all on one PostgreSQL and RabbitMQ.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForExit } from './process.ts';

const APP_ENTRY = fileURLToPath(new URL('./app.ts', import.meta.url));

export interface AppProcess {
  name: string;
  port: number;
  readonly child: ChildProcess;
  /** Starts it (again) and resolves once GET /api/health answers 200. */
  start(): Promise<void>;
  /** SIGTERM and wait (graceful); `signal` SIGKILL for a crash. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** `output`: 'inherit' prefixes each line to our console; a directory writes <name>.log there. */
export function appProcess(name: string, port: number, env: NodeJS.ProcessEnv, output: 'inherit' | { dir: string }): AppProcess {
  let child: ChildProcess | null = null;
  const self: AppProcess = {
    name,
    port,
    get child() {
      if (!child) throw new Error(`${name} was never started`);
      return child;
    },
    async start() {
      const c = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', APP_ENTRY], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      if (output === 'inherit') {
        const prefix = (data: Buffer) => process.stdout.write(data.toString().replace(/^(?=.)/gm, `[${name}] `));
        c.stdout.on('data', prefix);
        c.stderr.on('data', prefix);
      } else {
        const log = fs.createWriteStream(path.join(output.dir, `${name}.log`), { flags: 'a' });
        c.stdout.pipe(log);
        c.stderr.pipe(log);
      }
      const exited = waitForExit(c).then((code) => {
        throw new Error(`${name} exited (${code}) while starting`);
      });
      await Promise.race([healthy(port, 120_000), exited]);
      exited.catch(() => {});
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      const c = child;
      if (!c || c.exitCode !== null || c.signalCode !== null) return;
      c.kill(signal);
      await waitForExit(c);
    },
  };
  return self;
}

/** Resolves once http://127.0.0.1:port/api/health answers 200. */
export async function healthy(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`the app on port ${port} was not healthy within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
