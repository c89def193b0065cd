// What any mail transport must do for us: deliver one verification code. Throwing means "not sent".
// Every mail to a player shows their anti-phishing phrase when they set one (docs/decisions/0104).
import type { MailPurpose } from '../../modules/verification/codes.ts';

export interface MailProvider {
  readonly name: string;
  sendCode(input: { email: string; purpose: MailPurpose; code: string; antiPhishingPhrase?: string }): Promise<void>;
}
