// What every section reader is given and reads with: the environment, the problems found so far,
// and the parsers of a value (one of a list, a whole number, a decimal) that note a refused value
// and go on with its default.
import { ConfigError } from './error.ts';

/** NODE_ENV as the server understands it: anything else is development. */
export type NodeEnv = 'development' | 'production' | 'test';

export function nodeEnvOf(env: NodeJS.ProcessEnv): NodeEnv {
  return env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
}

/**
 * Gathers every problem instead of stopping at the first. A setting refused keeps its default as a
 * stand-in so reading goes on; checks that compare settings skip the refused ones, whose stand-in
 * would only add a misleading second complaint.
 */
export class Problems {
  readonly list: string[] = [];
  readonly refused = new Set<string>();

  add(problem: string, name?: string): void {
    this.list.push(problem);
    if (name) this.refused.add(name);
  }

  /** What `read` returns, or `fallback` when it throws a ConfigError, whose problems are noted. */
  section<T, F>(fallback: F, read: () => T, name?: string): T | F {
    try {
      return read();
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      for (const problem of e.problems) this.add(problem, name);
      return fallback;
    }
  }

  /** None of these settings was refused. */
  ok(...names: string[]): boolean {
    return names.every((name) => !this.refused.has(name));
  }
}

/** The environment and the problems found in it so far: what every reader is given. */
export interface Source {
  env: NodeJS.ProcessEnv;
  problems: Problems;
}

/** A refused value is noted and `def` stands in (see Problems). */
export function oneOf<T extends string>({ env, problems }: Source, name: string, allowed: readonly T[], def: T): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (!(allowed as readonly string[]).includes(raw)) {
    problems.add(`${name}=${raw} is not one of ${allowed.join(', ')}`, name);
    return def;
  }
  return raw as T;
}

export function int({ env, problems }: Source, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    problems.add(`${name}=${raw} is not a whole number between ${min} and ${max}`, name);
    return def;
  }
  return n;
}

/** A decimal number with at most 2 decimals ("2", "1.5"), as text in the environment. */
export function decimal({ env, problems }: Source, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(raw) || n < min || n > max) {
    problems.add(`${name}=${raw} is not a number between ${min} and ${max} with at most 2 decimals`, name);
    return def;
  }
  return n;
}

/** "amqp://user:secret@host:5672/vh" -> "amqp://host:5672/vh": for messages, never the password. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    u.username = '';
    u.password = '';
    return u.toString();
  } catch {
    return url.split(':')[0] + '://…';
  }
}
