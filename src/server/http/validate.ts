// Parses a request part with a shared zod schema; the first problem becomes a 400 whose message
// (a message key, see shared/contracts/fields.ts) is shown in the request's language.
import type { z } from 'zod';
import { decodeMsg } from '../../shared/contracts/fields.ts';
import { isMessageKey } from '../../shared/messages.ts';
import { AppError } from './app-error.ts';

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const { key, params } = decodeMsg(issue.message);
  if (isMessageKey(key)) throw new AppError('VALIDATION', params, key);
  // A schema without our message keys (a provider's payload, say): name the field plainly.
  throw new AppError('VALIDATION', { field: issue.path.join('.') || 'body' }, 'v.type');
}
