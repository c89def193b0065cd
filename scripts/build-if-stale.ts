// Builds the site when dist/ is missing or older than its sources (`npm start`, `npm run cluster`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// src/paraglide is compiled from messages/ (counted below) by the build and by vitest's setup: a
// test run beside a start must not make the site look stale.
const GENERATED = new Set([path.join('src', 'paraglide')]);

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (GENERATED.has(p)) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** Exits the process with the build's status when the build fails. */
export function buildIfStale(): void {
  const entry = path.resolve('dist/server/entry.mjs');
  const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
  // messages/ holds the UI strings (paraglide), compiled into src/paraglide by the build.
  const sources = Math.max(
    newestMtime('src'),
    newestMtime('messages'),
    fs.statSync('project.inlang/settings.json').mtimeMs,
    fs.statSync('astro.config.mjs').mtimeMs,
  );
  if (built >= sources) return;
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building the site…');
  // The build is always a production build: a NODE_ENV=test start (the end-to-end server) must not
  // hand Vite its NODE_ENV, or React's development build (four times the bytes) ships to the pages.
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: undefined, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
