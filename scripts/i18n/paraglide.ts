// Compiles the paraglide messages (messages/<locale>.json) into src/paraglide (gitignored:
// `npm run build`, `check`, `dev` and vitest all compile first, so a clean clone needs nothing).
// A wrong plugin path in project.inlang/settings.json only makes paraglide WARN and emit no
// messages, so this also verifies that every key of every locale came out as a message that
// returns that locale's text, and fails otherwise.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile } from '@inlang/paraglide-js';

export const PROJECT = './project.inlang';
export const OUTDIR = './src/paraglide';
const LOCALES = ['zh-CN', 'en', 'zh-TW'] as const;

type Message = (inputs: Record<string, unknown>, options: { locale: string }) => string;

/** Problems of a compiled messages module against the message files, one line each. */
export function verifyCompiled(compiled: Readonly<Record<string, unknown>>, root = '.'): string[] {
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const { $schema: _schema, ...table } = JSON.parse(readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, string>;
    if (Object.keys(table).length === 0) problems.push(`messages/${locale}.json has no messages`);
    for (const [key, text] of Object.entries(table)) {
      const message = compiled[key] as Message | undefined;
      // Placeholders come back as themselves when each input is given as `{name}`.
      const inputs = Object.fromEntries((text.match(/\{(\w+)\}/g) ?? []).map((p) => [p.slice(1, -1), p]));
      if (typeof message !== 'function') problems.push(`${key}: not compiled`);
      else if (message(inputs, { locale }) !== text) problems.push(`${key} (${locale}): compiled text differs`);
    }
  }
  return problems;
}

export async function compileMessages(root = '.'): Promise<void> {
  await compile({ project: path.join(root, PROJECT), outdir: path.join(root, OUTDIR), outputStructure: 'locale-modules' });
  // A query string: a fresh module instance, not the one an earlier compile loaded.
  const url = `${pathToFileURL(path.resolve(root, OUTDIR, 'messages.js')).href}?t=${Date.now()}`;
  const compiled = (await import(url)) as Record<string, unknown>;
  const problems = verifyCompiled(compiled, root);
  if (problems.length > 0) {
    throw new Error(`paraglide compiled ${Object.keys(compiled).length} messages, not the message files' (is the plugin path in ${PROJECT}/settings.json right?):\n  ${problems.slice(0, 10).join('\n  ')}`);
  }
}

if (import.meta.main) {
  try {
    await compileMessages();
    console.log('paraglide: messages compiled and verified');
  } catch (err) {
    console.error(String(err instanceof Error ? err.message : err));
    process.exit(1);
  }
  // The inlang SDK leaves timers/handles open (~30 s before Node would exit on its own).
  process.exit(0);
}
