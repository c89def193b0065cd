// The SMTP adapter against a tiny SMTP server written here with node:net: it speaks just enough
// of RFC 5321 (EHLO/HELO, MAIL, RCPT, DATA, QUIT, RSET, NOOP) and records what it was given.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { codeMail, createSmtpMail } from './smtp.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

function smtpServer(opts: { rejectRcpt?: boolean } = {}): Promise<{ server: Server; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 test.local ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push(current);
          current = { from: '', to: [], data: '' };
          say('250 2.0.0 queued');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') { socket.write('250-test.local\r\n250 8BITMIME\r\n'); }
        else if (verb === 'HELO') say('250 test.local');
        else if (verb === 'MAIL') { current.from = line.replace(/^MAIL FROM:\s*/i, ''); say('250 2.1.0 ok'); }
        else if (verb === 'RCPT') {
          if (opts.rejectRcpt) say('550 5.1.1 no such mailbox');
          else { current.to.push(line.replace(/^RCPT TO:\s*/i, '')); say('250 2.1.5 ok'); }
        } else if (verb === 'DATA') { inData = true; say('354 end with <CRLF>.<CRLF>'); }
        else if (verb === 'QUIT') { say('221 bye'); socket.end(); return; }
        else if (verb === 'RSET' || verb === 'NOOP') say('250 ok');
        else say('502 5.5.2 not implemented');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received }));
  });
}

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
