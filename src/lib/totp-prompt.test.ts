import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/client.ts';
import { ERROR_CODE } from './api/error-codes.ts';
import { $totpPrompt, answerTotpPrompt, withTotp } from './totp-prompt.ts';

const required = () => new ApiError(ERROR_CODE.TOTP_REQUIRED, 'enter the code');

describe('withTotp', () => {
  afterEach(() => answerTotpPrompt(null));

  it('a step that passes is tried once, without a code', async () => {
    const call = vi.fn(async (code?: string) => code ?? 'done');
    expect(await withTotp(call)).toBe('done');
    expect(call).toHaveBeenCalledTimes(1);
    expect($totpPrompt.get()).toBe(false);
  });

  it('TOTP_REQUIRED opens the prompt and tries again with the code given', async () => {
    const call = vi.fn(async (code?: string) => {
      if (!code) throw required();
      return code;
    });
    const result = withTotp(call);
    await vi.waitFor(() => expect($totpPrompt.get()).toBe(true));
    answerTotpPrompt('123456');
    expect(await result).toBe('123456');
    expect(call.mock.calls).toEqual([[], ['123456']]);
    expect($totpPrompt.get()).toBe(false);
  });

  it('closing the prompt gives the refusal back; other refusals never open it', async () => {
    const refused = required();
    const result = withTotp(async () => { throw refused; });
    await vi.waitFor(() => expect($totpPrompt.get()).toBe(true));
    answerTotpPrompt(null);
    await expect(result).rejects.toBe(refused);
    const other = new ApiError(ERROR_CODE.INSUFFICIENT_BALANCE, 'no');
    await expect(withTotp(async () => { throw other; })).rejects.toBe(other);
    expect($totpPrompt.get()).toBe(false);
  });
});
