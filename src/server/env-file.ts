// The settings file `npm start` and `npm run console:owner` read before the configuration: an
// operator keeps the production settings in one file (mode 600, outside git) instead of a long
// command line. `.env` in the working directory when there is one; ENV_FILE (from the process
// environment only) names another file instead, which must then exist: a name the operator typed
// that reads nothing would start the server on defaults. A variable already in the environment
// wins over the file, so one setting can be changed for one start without editing it. Values are
// parsed by Node's own parser (util.parseEnv, the one behind --env-file): KEY=value lines, #
// comments, quotes, and double-quoted values over several lines (a PEM key pasted as it is).
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

export class EnvFileError extends Error {}

export interface EnvFileRead {
  /** The file read, as an absolute path. */
  file: string;
  /** The names it set. */
  applied: string[];
  /** The names it holds that the environment already had, and kept. */
  kept: string[];
}

/** Reads the settings file into `env`; null when there is none (no ENV_FILE and no `.env`). */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): EnvFileRead | null {
  const named = env.ENV_FILE?.trim() || undefined;
  const file = path.resolve(cwd, named ?? '.env');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? String(e);
    if (named === undefined && code === 'ENOENT') return null;
    throw new EnvFileError(named === undefined ? `${file} cannot be read (${code})` : `ENV_FILE=${named} cannot be read (${code}): it names the settings file to start with`);
  }
  const applied: string[] = [];
  const kept: string[] = [];
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (value === undefined) continue;
    if (env[name] !== undefined) {
      kept.push(name);
      continue;
    }
    env[name] = value;
    applied.push(name);
  }
  return { file, applied, kept };
}

/**
 * loadEnvFile into process.env for a command: one line saying what was read (names counted, never
 * values), or the reason it could not be, and exit 2, as a configuration error does.
 */
export function loadEnvFileOrExit(): void {
  let read: EnvFileRead | null;
  try {
    read = loadEnvFile();
  } catch (e) {
    if (!(e instanceof EnvFileError)) throw e;
    console.error(`Configuration error: ${e.message}`);
    process.exit(2);
  }
  if (read) {
    const kept = read.kept.length > 0 ? `; ${read.kept.length} more set in the environment win over it (${read.kept.join(', ')})` : '';
    console.log(`Settings: ${read.applied.length} read from ${read.file}${kept}`);
  }
}
