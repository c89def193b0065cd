// A local SMTP server for the tests, on node:net: it speaks just enough of RFC 5321 (EHLO/HELO,
// MAIL, RCPT, DATA, QUIT, RSET, NOOP; no STARTTLS, no AUTH) for nodemailer to deliver, and records
// each message it accepted. `rejectRcpt` answers every recipient 550, as a mailbox that does not exist.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface Received {
  from: string;
  to: string[];
  data: string;
}

export function startFakeSmtp(opts: { rejectRcpt?: boolean } = {}): Promise<{ server: Server; port: number; received: Received[] }> {
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
