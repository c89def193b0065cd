// The SMTP adapter against the tiny SMTP server of tests/fakes/smtp.ts, which records what it was given.
import type { Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { codeMail, createSmtpMail } from './smtp.ts';
import { startFakeSmtp as smtpServer } from '../../../../tests/fakes/smtp.ts';

/** Undoes quoted-printable / base64 bodies enough to read the text. */
function bodyText(data: string): string {
  const [head, ...rest] = data.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** RFC 2047 encoded words in a header, decoded. */
function decodeHeader(value: string): string {
  return value.replace(/\s+(?==\?)/g, '').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8'));
}

let running: Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve()));
  running = null;
});

describe('SMTP mail provider', () => {
  it('delivers a zh-CN code mail from MAIL_FROM to the address', async () => {
    const { server, port, received } = await smtpServer();
    running = server;
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'CS2 开箱 <no-reply@example.com>' });
    await mail.sendCode({ email: 'alice@example.com', purpose: 'bindMail', code: '012345' });
    expect(received).toHaveLength(1);
    const [msg] = received;
    expect(msg.from).toContain('<no-reply@example.com>');
    expect(msg.to).toEqual(['<alice@example.com>']);
    const subject = decodeHeader(/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(msg.data)?.[1] ?? '');
    expect(subject).toBe('【CS2 开箱】绑定邮箱验证码：012345');
    const text = bodyText(msg.data);
    expect(text).toContain('012345');
    expect(text).toContain('10 分钟内有效');
    expect(text).toContain('绑定邮箱');
  });

  it('says "change" in a changeMail message', () => {
    const m = codeMail('changeMail', '999999', 'X');
    expect(m.subject).toBe('【X】更换邮箱验证码：999999');
    expect(m.text).toContain('更换绑定邮箱');
    expect(m.text).toMatch(/^999999$/m);
  });

  it('throws when the server refuses the recipient (the route answers MAIL_SEND_FAILED)', async () => {
    const { server, port, received } = await smtpServer({ rejectRcpt: true });
    running = server;
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.com' });
    await expect(mail.sendCode({ email: 'bob@example.com', purpose: 'changeMail', code: '123456' })).rejects.toThrow();
    expect(received).toHaveLength(0);
  });

  it('throws when nothing listens', async () => {
    const { server, port } = await smtpServer();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const mail = createSmtpMail({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@example.com' });
    await expect(mail.sendCode({ email: 'bob@example.com', purpose: 'bindMail', code: '123456' })).rejects.toThrow();
  });
});
