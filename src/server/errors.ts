import { ERRORS, type ErrorName } from '../shared/errors.ts';
import type { MessageKey } from '../shared/messages.ts';

/**
 * An expected failure with a catalogued code. `messageKey` overrides the catalogue's message,
 * e.g. a validation error names the field that failed.
 */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly params: Record<string, string | number>;
  readonly messageKey: MessageKey;

  constructor(errorName: ErrorName, params: Record<string, string | number> = {}, messageKey?: MessageKey) {
    super(errorName);
    this.errorName = errorName;
    this.params = params;
    this.messageKey = messageKey ?? ERRORS[errorName].key;
  }

  get httpStatus(): number {
    return ERRORS[this.errorName].http;
  }

  get code(): number {
    return ERRORS[this.errorName].code;
  }
}
