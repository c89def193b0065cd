// The slider check and SMS code requests. Captcha get/check go as JSON (the spec's calls); the code
// requests are ordinary form POSTs. Types only from the contracts, so no zod ships with these.
import type { CaptchaPass, CaptchaPuzzle, GeetestAnswerBody, SmsCodeBody, SmsSent, UserSmsCodeBody } from '../../shared/contracts/verification.ts';
import { api } from './index.ts';

export const verificationApi = {
  captcha: () => api.get<CaptchaPuzzle>('/common/captcha', {}, { json: true }),
  /** Silent: the slider shows a miss itself (shake, tries left), GeeTest's panel its refusal, instead of a toast. */
  checkCaptcha: (body: { id: string; x: number; trail?: [number, number][] } | GeetestAnswerBody) =>
    api.post<CaptchaPass>('/common/captcha', body, { json: true, silent: true }),
  smsCode: (body: SmsCodeBody) => api.post<SmsSent>('/common/smsCode', body),
  userSmsCode: (body: UserSmsCodeBody) => api.post<SmsSent>('/common/userSmsCode', body),
};
