import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { ERROR_CODE } from './error-codes.ts';

describe('the pages\' error codes', () => {
  it('equal the server\'s table', () => {
    for (const [name, code] of Object.entries(ERROR_CODE)) expect(code, name).toBe(ERRORS[name as keyof typeof ERRORS].code);
  });
});
