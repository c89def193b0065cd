// The captcha and SMS code actions the sign-in forms call (the islands only render the slider,
// GeeTest's panel and the code button): fetch a challenge, check an answer (the server's refusal
// read here, so no island names an error code), the step-up the server asks for after failures,
// and sending a code.
import type { CaptchaPuzzle, GeetestAnswerBody, GeetestChallenge, SliderPuzzle, SmsSent, UserSmsCodeBody } from '../../shared/contracts/verification.ts';
import { CAPTCHA_REQUIRED_STATUS, type SmsPurpose } from '../../shared/constants.ts';
import { ApiError } from '../api/client.ts';
import { ERROR_CODE } from '../api/error-codes.ts';
import { verificationApi } from '../api/verification.ts';

// A puzzle that is over (solved elsewhere, expired, worn out): the slider fetches another.
const CLOSED = new Set<number>([ERROR_CODE.CAPTCHA_CLOSED, ERROR_CODE.CAPTCHA_WORN_OUT]);

/** What GET api/common/captcha gave when a check is on. */
export type CaptchaChallenge = SliderPuzzle | GeetestChallenge;

/** The check's answer: a one-time pass, or the server's refusal (closed: fetch another puzzle). */
export type CaptchaCheck = { ok: true; token: string } | { ok: false; message: string; closed: boolean };

/** Asks whether a check is on and, if so, for its challenge. */
export function fetchCaptcha(): Promise<CaptchaPuzzle> {
  return verificationApi.captcha();
}

async function check(body: Parameters<typeof verificationApi.checkCaptcha>[0]): Promise<CaptchaCheck> {
  try {
    const { token } = await verificationApi.checkCaptcha(body);
    return { ok: true, token };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err), closed: err instanceof ApiError && CLOSED.has(err.status) };
  }
}

/** The slider's answer: where the piece was let go (picture pixels) and the drag's trail. */
export function checkSlider(id: string, x: number, trail?: [number, number][]): Promise<CaptchaCheck> {
  return check({ id, x: Math.round(x), ...(trail ? { trail } : {}) });
}

/** GeeTest's solved fields, which the server checks with GeeTest. */
export function checkGeetest(answer: GeetestAnswerBody): Promise<CaptchaCheck> {
  return check(answer);
}

/** True when the server answered CAPTCHA_REQUIRED instead of judging the attempt. */
export function isStepUp(err: unknown): boolean {
  return err instanceof ApiError && err.status === CAPTCHA_REQUIRED_STATUS;
}

/** Sends an SMS code: to `phone`, or (own) to the signed-in user's bound phone. */
export function sendSmsCode(input: { purpose: SmsPurpose; captchaToken?: string; phone?: string; own?: boolean }): Promise<SmsSent> {
  const body: UserSmsCodeBody = { purpose: input.purpose, ...(input.captchaToken ? { captchaToken: input.captchaToken } : {}) };
  return input.own ? verificationApi.userSmsCode(body) : verificationApi.smsCode({ ...body, phone: (input.phone ?? '').trim() });
}
