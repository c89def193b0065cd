// `npm run i18n:zh-TW`: writes the Traditional Chinese (Taiwan) UI messages (messages/zh-TW.json) and API table from zh-CN.
// `--check` writes nothing and exits 1 when a generated file is out of date.
// Fails (exit 1, nothing written) when a zh-CN string uses a Han character that
// src/shared/zh-tw/chars.ts does not list; ICU's suggestion is printed when `uconv` is installed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { generateZhTW } from './zh-tw/generate.ts';

function icuSuggestion(chars: string[]): string {
  try {
    const out = execFileSync('uconv', ['-x', 'Hans-Hant'], { input: chars.join('\n'), encoding: 'utf8' }).split('\n');
    return chars.map((c, i) => (out[i] === c ? c : `${c}${out[i]}`)).join(' ');
  } catch {
    return '(install ICU\'s uconv for suggestions)';
  }
}

const check = process.argv.includes('--check');
const { files, unmapped } = generateZhTW();

if (unmapped.size > 0) {
  console.error(`zh-TW: ${unmapped.size} Han character(s) missing from src/shared/zh-tw/chars.ts:`);
  for (const [c, keys] of unmapped) console.error(`  ${c}  (${[...new Set(keys)].slice(0, 3).join(', ')})`);
  console.error(`ICU suggests (check Taiwan usage before adding to CHANGED or SAME): ${icuSuggestion([...unmapped.keys()])}`);
  process.exit(1);
}

let stale = 0;
for (const f of files) {
  let current = '';
  try {
    current = readFileSync(f.path, 'utf8');
  } catch {
    // missing: written below, or stale in --check mode
  }
  if (current === f.text) continue;
  stale += 1;
  if (check) console.error(`zh-TW: ${f.path} is out of date; run npm run i18n:zh-TW`);
  else {
    writeFileSync(f.path, f.text);
    console.log(`zh-TW: wrote ${f.path}`);
  }
}
if (check && stale > 0) process.exit(1);
if (stale === 0) console.log('zh-TW: generated tables are up to date');
