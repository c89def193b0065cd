// `npm run cluster` refuses a bad size or port before installing, building or starting anything.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const INDEX = path.resolve('scripts/cluster/index.ts');

function run(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--experimental-strip-types', '--no-warnings', INDEX], {
    env: { PATH: process.env.PATH, ...env }, encoding: 'utf8', timeout: 30_000,
  });
}

describe('npm run cluster: refusals', () => {
  it('a CLUSTER_SIZE outside 1-16: one line, exit 2, nothing started', () => {
    for (const size of ['0', '17']) {
      const r = run({ CLUSTER_SIZE: size });
      expect(r.stderr.trim()).toBe(`Configuration error: CLUSTER_SIZE=${size} is not a whole number between 1 and 16`);
      expect(r.stdout).toBe('');
      expect(r.status).toBe(2);
    }
  });

  it('a CLUSTER_PORT that is not a usable port', () => {
    const r = run({ CLUSTER_PORT: '80' });
    expect(r.stderr.trim()).toMatch(/^Configuration error: CLUSTER_PORT=80 is not a port between 1024 and 65000/);
    expect(r.status).toBe(2);
  });
});
