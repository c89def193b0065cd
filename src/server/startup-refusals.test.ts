// Bad configuration gets one clear line at start and nothing half-started: the process
// exits 2 before listening, naming the setting, never printing a password.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve('src/server/main.ts');

/** Runs the server's main() with `env` (and a throwaway data dir); its exit code and stderr. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-refusal-'));
  const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', '-e', `import(${JSON.stringify(MAIN)}).then((m) => m.main())`], {
    // PORT 0: were it to listen, it would not clash with anything (and the test would see code !== 2).
    env: { PATH: process.env.PATH, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
  return new Promise((resolve) => child.on('exit', (code) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    resolve({ code, stderr });
  }));
}

describe('start-up refusals', () => {
  it('an unreachable BROKER_URL: one line naming it, without its password, exit 2', async () => {
    const { code, stderr } = await start({ BROKER_URL: 'amqp://app:hunter2@127.0.0.1:1' });
    expect(stderr.trim()).toMatch(/^Cannot start: BROKER_URL amqp:\/\/127\.0\.0\.1:1 is unreachable or refused the sign-in: .*ECONNREFUSED/);
    expect(stderr).not.toContain('hunter2');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(code).toBe(2);
  }, 60_000);

  it('an unreachable DATABASE_URL: one line naming it, exit 2', async () => {
    const { code, stderr } = await start({ DATABASE_URL: 'postgres://postgres:hunter2@127.0.0.1:1/postgres' });
    expect(stderr.trim()).toMatch(/^Cannot start: DATABASE_URL postgres:\/\/127\.0\.0\.1:1\/postgres is unreachable: .*ECONNREFUSED/);
    expect(stderr).not.toContain('hunter2');
    expect(code).toBe(2);
  }, 60_000);

  it('a STOMP_URL that is not ws:// or wss://, a CLUSTER_SIZE outside 1-16: a configuration error, exit 2', async () => {
    const stomp = await start({ BROKER_URL: 'amqp://127.0.0.1:1', STOMP_URL: 'http://live.example.com/ws' });
    expect(stomp.stderr.trim()).toMatch(/^Configuration error: STOMP_URL must be a WebSocket address/);
    expect(stomp.code).toBe(2);
    const size = await start({ CLUSTER_SIZE: '17' });
    expect(size.stderr.trim()).toBe('Configuration error: CLUSTER_SIZE=17 is not a whole number between 1 and 16');
    expect(size.code).toBe(2);
  }, 60_000);

  it('npm start in production reads .env, then refuses once, naming every setting still missing, before any build: exit 2', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-env-'));
    // Some settings in the file; an empty environment value for SMTP_URL wins over the file's.
    fs.writeFileSync(path.join(dir, '.env'), 'NODE_ENV=production\nAPP_SECRET=a-long-production-secret\nPUBLIC_URL=https://shop.example.com\nSMTP_URL=smtp://h:25\n');
    const child = spawn(process.execPath, ['--experimental-strip-types', '--no-warnings', path.resolve('scripts/start.ts')], {
      cwd: dir,
      env: { PATH: process.env.PATH, SMTP_URL: '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => { stdout += d.toString(); });
    child.stderr.on('data', (d: Buffer) => { stderr += d.toString(); });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(stdout).toContain(`Settings: 3 read from ${path.join(dir, '.env')}; 1 more set in the environment win over it (SMTP_URL)`);
    expect(stderr).toMatch(/^Configuration error: \d+ settings must be fixed before this server can start \(see docs\/operations\/production\.md\):\n {2}- /);
    for (const name of ['ALIYUN_SMS_ACCESS_KEY_ID', 'SMTP_URL', 'WAXPEER_API_KEY', 'GEETEST_CAPTCHA_ID', 'ALIPAY_APP_ID', 'No payment channel']) {
      expect(stderr, name).toContain(name);
    }
    for (const name of ['APP_SECRET', 'PUBLIC_URL']) expect(stderr, name).not.toContain(name);
    expect(stdout).not.toMatch(/build/i);
    expect(code).toBe(2);
  }, 60_000);
});
