// `npm start`: build the site when the build is missing or older than the sources, then serve.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const entry = path.resolve('dist/server/entry.mjs');
const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
// messages/ holds the UI strings (paraglide), compiled into src/paraglide by the build.
const sources = Math.max(
  newestMtime('src'),
  newestMtime('messages'),
  fs.statSync('project.inlang/settings.json').mtimeMs,
  fs.statSync('astro.config.mjs').mtimeMs,
);
if (built < sources) {
  console.log(built ? 'Sources changed since the last build: rebuilding…' : 'No build yet: building the site…');
  const r = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const { main } = await import('../src/server/main.ts');
await main();
