// Debian's packages the cluster runs on, installed when missing (apt-get update once, then one
// install). Without root, it says what to run instead of half-installing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isRoot } from './process.ts';

const NEEDS: { pkg: string; present: () => boolean }[] = [
  { pkg: 'postgresql', present: () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`)) },
  { pkg: 'rabbitmq-server', present: () => fs.existsSync('/usr/lib/rabbitmq/bin/rabbitmq-server') },
  { pkg: 'haproxy', present: () => spawnSync('sh', ['-c', 'command -v haproxy'], { stdio: 'ignore' }).status === 0 },
];

export function missingPackages(): string[] {
  return NEEDS.filter((n) => !n.present()).map((n) => n.pkg);
}

export function ensurePackages(log: (line: string) => void): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const sudo = isRoot() ? [] : ['sudo'];
  if (!isRoot() && spawnSync('sh', ['-c', 'command -v sudo'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(`missing Debian packages: ${missing.join(' ')}; install them as root: apt-get update && apt-get install -y ${missing.join(' ')}`);
  }
  log(`installing ${missing.join(', ')} from Debian's packages…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['apt-get', 'update', '-qq'], ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing]]) {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed (exit ${r.status})`);
  }
  const still = missingPackages();
  if (still.length) throw new Error(`still missing after apt-get install: ${still.join(' ')}`);
}
