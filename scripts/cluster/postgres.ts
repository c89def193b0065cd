// A private PostgreSQL cluster from Debian's binaries: its own data directory and port, listening
// on 127.0.0.1 only, trust authentication (loopback, a development cluster). Kept across runs, so
// a newcomer's accounts survive `npm run cluster` restarts.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { asUser, isRoot, waitForExit } from './process.ts';

export interface Postgres {
  url: string;
  stop(): Promise<void>;
}

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(a) - Number(b));
  if (versions.length === 0) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb)');
  return path.join(root, versions[versions.length - 1], 'bin');
}

function run(command: string, args: string[], what: string): void {
  const [cmd, argv] = asUser('postgres', command, args);
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${what} failed: ${(r.stderr || r.stdout || '').trim()}`);
}

/** `maxConnections`: every app's pool plus room for psql and the tests. */
export async function startPostgres(dir: string, port: number, maxConnections: number, log: (line: string) => void): Promise<Postgres> {
  const bin = postgresBin();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
  if (isRoot()) {
    spawnSync('chown', ['-R', 'postgres:postgres', dir]);
    // …who must be able to reach it: the cluster directory may be a private mkdtemp one.
    const parent = path.dirname(dir);
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o711);
  }
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    run(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-instructions'], 'initdb');
  }
  run(path.join(bin, 'pg_ctl'), [
    '-D', dir, '-w', '-t', '60', '-l', path.join(dir, 'server.log'),
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=${maxConnections}`, 'start',
  ], `PostgreSQL on port ${port} (see ${path.join(dir, 'server.log')})`);
  log(`PostgreSQL on 127.0.0.1:${port} (data ${dir})`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      const [cmd, argv] = asUser('postgres', path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop']);
      await waitForExit(spawn(cmd, argv, { stdio: 'ignore' }));
    },
  };
}
