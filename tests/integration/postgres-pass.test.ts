// The PostgreSQL pass (`npm run test:integration` with DATABASE_URL, run by .ci/run) takes
// tests/integration and only those tests under src/server whose database follows DATABASE_URL
// (they get it from tests/integration/context.ts). A new one must be named in the script, or CI
// would never run it on PostgreSQL.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('the PostgreSQL pass', () => {
  it('names every test under src/server that opens its database through tests/integration/context.ts', () => {
    const script = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['test:integration'];
    // git's `*` crosses folders: this names src/server/config.test.ts as well as deeper files.
    const files = execFileSync('git', ['ls-files', 'src/server/*.test.ts'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    const followers = files.filter((f) => /tests\/integration\/context\.ts/.test(fs.readFileSync(f, 'utf8')));
    expect(followers).toContain('src/server/providers/beacon/local.test.ts');
    expect(followers.filter((f) => !script.split(' ').includes(f))).toEqual([]);
  });
});
