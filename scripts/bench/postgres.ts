// A throwaway PostgreSQL cluster for benchmarks, from Debian's packages, unless DATABASE_URL is
// given. Returns null (and says why) when no PostgreSQL binaries are installed.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface TempPostgres {
  url: string;
  stop(): void;
}

// Ports below Linux's ephemeral range (32768-60999): after the fan-out runs' 2,000 client sockets, a port
// in that range may still be held by one of them (TIME_WAIT), and the cluster would not start.
export function startPostgres(port = 25499): TempPostgres | null {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: () => {} };
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  if (versions.length === 0) {
    console.log('PostgreSQL: not installed (apt-get install postgresql, or set DATABASE_URL); skipping its runs');
    return null;
  }
  const bin = path.join(root, versions.at(-1)!, 'bin');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const r = asRoot ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]) : spawnSync(path.join(bin, cmd), args);
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr.toString()}`);
  };
  run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8']);
  run('pg_ctl', ['-D', dir, '-w', '-l', path.join(dir, 'log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new empty database in the cluster behind `url`, for one run. */
export async function createDatabase(url: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  await c.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
