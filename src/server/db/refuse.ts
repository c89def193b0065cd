// Refusals a statement raises (migration 0022, `refuse(reason)`): SQLSTATE P0001 whose message is
// the error's name. The caller turns the ones it expects back into its AppError.
import type { ErrorName } from '../../shared/errors.ts';
import { AppError } from '../errors.ts';

/** The SQL that refuses with `reason` (an SQL text expression) when evaluated. */
export const refuseSql = (reason: string): string => `refuse(${reason})`;

/** `err` as the AppError named by a refusal among `expected`; any other error unchanged. */
export function fromRefusal(err: unknown, expected: readonly ErrorName[]): unknown {
  const e = err as { code?: unknown; message?: unknown };
  if (e?.code === 'P0001' && expected.includes(e.message as ErrorName)) return new AppError(e.message as ErrorName);
  return err;
}
