import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSandboxSignature, signSandbox } from './sandbox-signature.ts';

const body = '{"eventId":"e1","orderId":"R1","status":"paid","amount":"100.00","currency":"CNY"}';

describe('sandbox webhook signature', () => {
  it('is HMAC-SHA256(secret, t + "." + body) in hex, as the contract says', () => {
    const expected = createHmac('sha256', 's3cret').update(`1700000000.${body}`).digest('hex');
    expect(signSandbox('s3cret', 1700000000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('accepts a fresh genuine signature and refuses tampering', () => {
    const header = signSandbox('s3cret', 1000, body);
    expect(checkSandboxSignature('s3cret', header, body, 1000, 300)).toBe('ok');
    expect(checkSandboxSignature('s3cret', header, body.replace('100.00', '900.00'), 1000, 300)).toBe('bad');
    expect(checkSandboxSignature('other', header, body, 1000, 300)).toBe('bad');
    expect(checkSandboxSignature('s3cret', header.replace('t=1000', 't=1001'), body, 1000, 300)).toBe('bad');
    for (const junk of [undefined, '', 't=1000', 'v1=abc', 't=x,v1=00', `t=1000,v1=${'g'.repeat(64)}`]) {
      expect(checkSandboxSignature('s3cret', junk, body, 1000, 300)).toBe('bad');
    }
  });

  it('is stale more than 300 s either side of now', () => {
    const header = signSandbox('s3cret', 1000, body);
    expect(checkSandboxSignature('s3cret', header, body, 1300, 300)).toBe('ok');
    expect(checkSandboxSignature('s3cret', header, body, 1301, 300)).toBe('stale');
    expect(checkSandboxSignature('s3cret', header, body, 699, 300)).toBe('stale');
  });
});
