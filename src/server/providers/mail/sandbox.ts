// The development mail provider: codes go to the server log and the outbox (a table).
import type { Outbox } from '../outbox.ts';
import type { MailProvider } from './provider.ts';

export function createSandboxMail(outbox: Outbox, log: (line: string) => void, clock: () => Date): MailProvider {
  return {
    name: 'sandbox',
    async sendCode({ email, purpose, code, antiPhishingPhrase }) {
      await outbox.add({ to: email, purpose, code, createdAt: clock() });
      log(`[mail sandbox] ${email} ${purpose}: ${code}${antiPhishingPhrase ? ` (anti-phishing phrase: ${antiPhishingPhrase})` : ''}`);
    },
  };
}
