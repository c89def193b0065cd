import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvFileError, loadEnvFile } from './env-file.ts';
import { getConfig } from './config/index.ts';

describe('the settings file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('reads .env from the working directory; the environment wins over it', () => {
    fs.writeFileSync(path.join(dir, '.env'), [
      '# production settings',
      'PORT=8080',
      'APP_SECRET=from-the-file-0123456789',
      'export HOST=0.0.0.0',
      'PEM_NOTE="-----BEGIN PRIVATE KEY-----',
      'AAAA',
      '-----END PRIVATE KEY-----"',
      '',
    ].join('\n'));
    const env: NodeJS.ProcessEnv = { PORT: '9090' };
    const read = loadEnvFile(env, dir);
    expect(read).toEqual({ file: path.join(dir, '.env'), applied: ['APP_SECRET', 'HOST', 'PEM_NOTE'], kept: ['PORT'] });
    expect(env).toEqual({
      PORT: '9090',
      APP_SECRET: 'from-the-file-0123456789',
      HOST: '0.0.0.0',
      PEM_NOTE: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
    });
    // What the configuration then sees.
    expect(getConfig(env)).toMatchObject({ port: 9090, host: '0.0.0.0', appSecret: 'from-the-file-0123456789' });
  });

  it('an empty value in the environment still wins: it was set on purpose', () => {
    fs.writeFileSync(path.join(dir, '.env'), 'BROKER_URL=amqp://h\n');
    const env: NodeJS.ProcessEnv = { BROKER_URL: '' };
    loadEnvFile(env, dir);
    expect(env.BROKER_URL).toBe('');
  });

  it('is nothing when there is no .env', () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(env, dir)).toBeNull();
    expect(env).toEqual({});
  });

  it('ENV_FILE names another file, read instead of .env, relative to the working directory', () => {
    fs.writeFileSync(path.join(dir, '.env'), 'PORT=1111\n');
    fs.mkdirSync(path.join(dir, 'etc'));
    fs.writeFileSync(path.join(dir, 'etc', 'production.env'), 'PORT=2222\nDATA_DIR=/srv/data\n');
    const env: NodeJS.ProcessEnv = { ENV_FILE: 'etc/production.env' };
    expect(loadEnvFile(env, dir)?.file).toBe(path.join(dir, 'etc', 'production.env'));
    expect(env).toEqual({ ENV_FILE: 'etc/production.env', PORT: '2222', DATA_DIR: '/srv/data' });
  });

  it('refuses an ENV_FILE that cannot be read, rather than starting on defaults', () => {
    const env: NodeJS.ProcessEnv = { ENV_FILE: 'missing.env' };
    expect(() => loadEnvFile(env, dir)).toThrow(EnvFileError);
    expect(() => loadEnvFile(env, dir)).toThrow(/^ENV_FILE=missing\.env cannot be read \(ENOENT\)/);
  });
});
