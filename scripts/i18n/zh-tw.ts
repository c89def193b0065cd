// `npm run i18n:zh-TW`: writes messages/zh-TW.json (the pages' and the API's messages in
// Traditional Chinese with Taiwan wording) from messages/zh-CN.json; see ./zh-tw/generate.ts.
// `--check` writes nothing and exits 1 when the file is out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { generateZhTW } from './zh-tw/generate.ts';

const check = process.argv.includes('--check');
const { path, text } = await generateZhTW();

let current = '';
try {
  current = readFileSync(path, 'utf8');
} catch {
  // missing: written below, or stale in --check mode
}
if (current === text) console.log(`zh-TW: ${path} is up to date`);
else if (check) {
  console.error(`zh-TW: ${path} is out of date; run npm run i18n:zh-TW`);
  process.exit(1);
} else {
  writeFileSync(path, text);
  console.log(`zh-TW: wrote ${path}`);
}
