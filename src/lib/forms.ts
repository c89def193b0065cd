// Client-side validation with the shared zod schemas; issue messages are encoded message keys
// (src/shared/contracts/fields.ts) that are translated into the reader's language here.
import type { z } from 'zod';
import { decodeMsg, msg as encodeMsg } from '../shared/contracts/fields.ts';
import { isMessageKey, translate, type Lang } from '../shared/messages.ts';

/** One issue message ("v.required|field=field.phone") in `lang`; unknown text is shown as is. */
export function issueText(lang: Lang, message: string): string {
  const { key, params } = decodeMsg(message);
  return isMessageKey(key) ? translate(lang, key, params) : message;
}

export type FieldErrors = Record<string, string>;

/** The first message of each field (top-level path segment); form-wide issues under "". */
export function fieldErrors(lang: Lang, error: Pick<z.ZodError, 'issues'>): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (!(field in out)) out[field] = issueText(lang, issue.message);
  }
  return out;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function validate<S extends z.ZodType>(schema: S, lang: Lang, input: unknown): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(lang, withWhitespace(result.error, input)) };
}

/**
 * The spec's "whitespace" form message: a field typed as spaces only is told so, not that it is
 * empty (the schemas trim before they count, so the server says "required" for both). Only the
 * "required" issue of a field whose input is non-empty blank text changes.
 */
function withWhitespace(error: z.ZodError, input: unknown): Pick<z.ZodError, 'issues'> {
  if (typeof input !== 'object' || input === null) return error;
  const issues = error.issues.map((issue) => {
    const value = (input as Record<string, unknown>)[String(issue.path[0])];
    if (typeof value !== 'string' || value === '' || value.trim() !== '') return issue;
    const { key, params } = decodeMsg(issue.message);
    return key === 'v.required' ? { ...issue, message: encodeMsg('v.whitespace', params) } : issue;
  });
  return { issues };
}
