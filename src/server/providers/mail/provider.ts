// What any mail transport must do for us: deliver one verification code. Throwing means "not sent".
import type { MailPurpose } from '../../modules/verification/codes.ts';

export interface MailProvider {
  readonly name: string;
  sendCode(input: { email: string; purpose: MailPurpose; code: string }): Promise<void>;
}
