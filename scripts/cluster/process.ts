// Small helpers the cluster's parts share: wait for a port, for a process to end, run as a user.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Resolves once 127.0.0.1:port accepts a TCP connection; rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' });
      s.once('connect', () => { s.destroy(); resolve(true); });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nothing answered on 127.0.0.1:${port} within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Whether something already listens on 127.0.0.1:port (a clash to report before starting). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

/** The exit code (or signal name) once the process has ended. */
export function waitForExit(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  if (child.signalCode !== null) return Promise.resolve(child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

export const isRoot = (): boolean => process.getuid?.() === 0;

/** [command, args] run as `user` when we are root (PostgreSQL refuses to run as root). */
export function asUser(user: string | null, command: string, args: string[]): [string, string[]] {
  return user && isRoot() ? ['runuser', ['-u', user, '--', command, ...args]] : [command, args];
}
