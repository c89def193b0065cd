// The SMTP mail provider (MAIL_PROVIDER=smtp): nodemailer over SMTP_URL, from MAIL_FROM.
// smtp://user:pass@host:587 upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start.
import nodemailer from 'nodemailer';
import type { MailPurpose } from '../../../shared/constants.ts';
import type { MailProvider } from './provider.ts';

const SUBJECT: Record<MailPurpose, string> = {
  bindMail: '绑定邮箱验证码',
  changeMail: '更换邮箱验证码',
};

/**
 * The zh-CN message; the code is alone on its line so mail clients offer to copy it. The player's
 * anti-phishing phrase, when set, opens the body: a mail without it is not ours.
 */
export function codeMail(purpose: MailPurpose, code: string, brand: string, antiPhishingPhrase = ''): { subject: string; text: string } {
  const action = purpose === 'bindMail' ? '绑定邮箱' : '更换绑定邮箱';
  return {
    subject: `【${brand}】${SUBJECT[purpose]}：${code}`,
    text: [
      ...(antiPhishingPhrase ? [`您的防钓鱼口令：${antiPhishingPhrase}`, '（没有这句口令的邮件都不是我们发送的）', ''] : []),
      '您好：',
      '',
      `您正在${action}，验证码为：`,
      '',
      code,
      '',
      '验证码 10 分钟内有效，仅可使用一次。请勿将验证码告诉任何人。',
      '如非本人操作，请忽略本邮件，您的账号不会有任何变化。',
      '',
      brand,
    ].join('\n'),
  };
}

export function createSmtpMail(opts: { url: string; from: string; brand?: string }): MailProvider {
  const transport = nodemailer.createTransport(opts.url);
  const brand = opts.brand ?? 'CS2 开箱';
  return {
    name: 'smtp',
    async sendCode({ email, purpose, code, antiPhishingPhrase }) {
      const { subject, text } = codeMail(purpose, code, brand, antiPhishingPhrase);
      await transport.sendMail({ from: opts.from, to: email, subject, text });
    },
  };
}
