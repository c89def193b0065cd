// The development SMS provider: nothing leaves the machine. Codes go to the server log and the
// outbox (a table) that GET api/dev/smsOutbox shows (never in production: config refuses it).
import type { Outbox } from '../outbox.ts';
import type { SmsProvider } from './provider.ts';

export function createSandboxSms(outbox: Outbox, log: (line: string) => void, clock: () => Date): SmsProvider {
  return {
    name: 'sandbox',
    async sendCode({ phone, purpose, code }) {
      await outbox.add({ to: phone, purpose, code, createdAt: clock() });
      log(`[sms sandbox] ${phone} ${purpose}: ${code}`);
    },
  };
}
