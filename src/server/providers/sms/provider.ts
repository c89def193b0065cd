// What any SMS service must do for us: deliver one verification code. Throwing means "not sent";
// the caller answers SMS_SEND_FAILED and the code stays unusable.
import type { SmsPurpose } from '../../modules/verification/codes.ts';

export interface SmsProvider {
  readonly name: string;
  sendCode(input: { phone: string; purpose: SmsPurpose; code: string }): Promise<void>;
}
