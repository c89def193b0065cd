// The PostgreSQL pass (`npm run test:integration` with DATABASE_URL, run by .ci/run) takes
// tests/integration, the integration tests beside their modules (src/server/**/__tests__/) and
// only those other tests under src/server whose database follows DATABASE_URL (they get it from
// tests/integration/context.ts). A new one outside those folders must be named in the script, or
// CI would never run it on PostgreSQL.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const script = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['test:integration'];
// The script's arguments after `vitest run` are vitest's file filters: a file runs when its path
// (from the root) contains one of them.
const filters = script.split(' ').filter(Boolean).slice(2);
const selected = (file: string) => filters.some((f) => file.toLowerCase().includes(f.toLowerCase()));
// git's `*` crosses folders: this names src/server/env-file.test.ts as well as deeper files.
const gitFiles = (pattern: string) => execFileSync('git', ['ls-files', pattern], { encoding: 'utf8' }).split('\n').filter(Boolean);

describe('the PostgreSQL pass', () => {
  it('runs every test under src/server that opens its database through tests/integration/context.ts', () => {
    const followers = gitFiles('src/server/*.test.ts').filter((f) => /tests\/integration\/context\.ts/.test(fs.readFileSync(f, 'utf8')));
    expect(followers).toContain('src/server/providers/beacon/local.test.ts');
    expect(followers.filter((f) => !selected(f))).toEqual([]);
  });

  it('takes from __tests__ folders only the server\'s integration tests', () => {
    // `__tests__/` selects by folder name wherever it is: only src/server's integration tests live in one.
    expect(filters).toContain('__tests__/');
    const inTestFolders = gitFiles('*__tests__/*.test.*');
    expect(inTestFolders.length).toBeGreaterThan(0);
    expect(inTestFolders.filter((f) => !f.startsWith('src/server/') || !/tests\/integration\/context\.ts/.test(fs.readFileSync(f, 'utf8')))).toEqual([]);
  });
});
