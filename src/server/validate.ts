// Parses a request part with a shared zod schema; the first problem becomes a 400 whose message
// (a message key, see shared/contracts/fields.ts) is shown in the request's language.
import type { z } from 'zod';
import { decodeMsg, type FieldName } from '../shared/contracts/fields.ts';
import { hasForbiddenChars } from '../shared/forbidden-chars.ts';
import { isMessageKey } from '../shared/messages.ts';
import { AppError } from './errors.ts';

/** A request part is a set of named fields: an object, never an array, a bare value or null. */
function isFieldSet(input: unknown): boolean {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** The field as people read it ('field.<name>' in the messages), or undefined: never the code's name. */
function fieldOf(path: readonly PropertyKey[]): FieldName | undefined {
  const name = [...path].reverse().find((p): p is string => typeof p === 'string');
  const key = name === undefined ? '' : `field.${name}`;
  return isMessageKey(key) ? (key as FieldName) : undefined;
}

/** The path of the first string in `value` holding a character no field takes (forbidden-chars.ts). */
export function forbiddenCharsAt(value: unknown, path: PropertyKey[] = [], depth = 0): PropertyKey[] | null {
  if (typeof value === 'string') return hasForbiddenChars(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > 8) return null;
  for (const [k, v] of Object.entries(value)) {
    const hit = forbiddenCharsAt(v, [...path, Array.isArray(value) ? Number(k) : k], depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // undefined: no body at all, read as no fields (each then says it is required).
  if (input !== undefined && !isFieldSet(input)) throw new AppError('BAD_REQUEST', {}, 'err.bodyNotObject');
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // Every field schema refuses these characters itself; this catches one that forgot, so such a
    // string never reaches a service (PostgreSQL refuses NUL in text with a 500).
    const at = forbiddenCharsAt(result.data);
    if (!at) return result.data;
    const field = fieldOf(at);
    throw field ? new AppError('VALIDATION', { field }, 'v.controlChars') : new AppError('VALIDATION', {}, 'v.controlCharsUnnamed');
  }
  const issue = result.error.issues[0];
  const { key, params } = decodeMsg(issue.message);
  if (isMessageKey(key)) throw new AppError('VALIDATION', params, key);
  // A schema without our message keys: name the field as people read it, or none at all.
  const field = fieldOf(issue.path);
  throw field ? new AppError('VALIDATION', { field }, 'v.type') : new AppError('VALIDATION');
}
