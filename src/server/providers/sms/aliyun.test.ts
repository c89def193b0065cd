// The Alibaba Cloud SMS adapter: the signature against the published SendSms example, and a real
// HTTP exchange with a local server that checks what arrives the way Alibaba Cloud would.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalQuery, percentEncode, rpcTimestamp, signRpc, stringToSign } from './aliyun-signature.ts';
import { createAliyunSms } from './aliyun.ts';
import { startFakeAliyunSms } from '../../../../tests/fakes/aliyun-sms.ts';

// The worked example of Alibaba Cloud's SMS signature documentation (also used by its SDKs' tests).
const EXAMPLE = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
};

describe('the RPC signature', () => {
  it('percent-encodes like RFC 3986, including the characters encodeURIComponent leaves', () => {
    expect(percentEncode("a b*c~d!e'(f)+/:")).toBe('a%20b%2Ac~d%21e%27%28f%29%2B%2F%3A');
    expect(percentEncode('阿')).toBe('%E9%98%BF');
  });

  it('sorts and encodes the query and builds the string to sign', () => {
    const shuffled = Object.fromEntries(Object.entries(EXAMPLE).reverse());
    expect(canonicalQuery(shuffled)).toBe('AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25');
    expect(stringToSign('GET', EXAMPLE).startsWith('GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26')).toBe(true);
  });

  it('gives the documented signature for the documented example', () => {
    expect(signRpc('GET', EXAMPLE, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(percentEncode(signRpc('GET', EXAMPLE, 'testSecret'))).toBe('zJDF%2BLrzhj%2FThnlvIToysFRq6t4%3D');
    // The method, the secret and every parameter are covered.
    expect(signRpc('POST', EXAMPLE, 'testSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(signRpc('GET', EXAMPLE, 'otherSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(signRpc('GET', { ...EXAMPLE, PhoneNumbers: '15300000002' }, 'testSecret')).not.toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('formats the timestamp in UTC without milliseconds', () => {
    expect(rpcTimestamp(new Date('2017-07-12T02:42:19.123Z'))).toBe('2017-07-12T02:42:19Z');
  });
});

describe('SendSms over HTTP', () => {
  const secret = 'local-secret';
  let server: Server;
  let endpoint = '';
  let reply: { status: number; body: string } = { status: 200, body: '{"Code":"OK"}' };
  const seen: { method?: string; url?: string; type?: string; params: Record<string, string>; signatureOk: boolean }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => { raw += c.toString('utf8'); });
      req.on('end', () => {
        const params = Object.fromEntries(new URLSearchParams(raw));
        const { Signature, ...rest } = params;
        seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], params, signatureOk: Signature === signRpc('POST', rest, secret) });
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { await new Promise((resolve) => server.close(resolve)); });

  const provider = () => createAliyunSms(
    { accessKeyId: 'key-id', accessKeySecret: secret, signName: 'CS2 开箱', templateCode: 'SMS_123', endpoint },
    { clock: () => new Date('2027-01-02T03:04:05.678Z'), nonce: () => 'nonce-1' },
  );

  it('posts a correctly signed SendSms with the code as the template parameter', async () => {
    reply = { status: 200, body: '{"Code":"OK","Message":"OK","RequestId":"r1","BizId":"b1"}' };
    await provider().sendCode({ phone: '13800138000', purpose: 'login', code: '012345' });
    const got = seen.at(-1)!;
    expect(got).toMatchObject({ method: 'POST', url: '/', type: 'application/x-www-form-urlencoded', signatureOk: true });
    expect(got.params).toEqual({
      Signature: expect.any(String),
      AccessKeyId: 'key-id', Action: 'SendSms', Format: 'JSON', PhoneNumbers: '13800138000', RegionId: 'cn-hangzhou',
      SignName: 'CS2 开箱', SignatureMethod: 'HMAC-SHA1', SignatureNonce: 'nonce-1', SignatureVersion: '1.0',
      TemplateCode: 'SMS_123', TemplateParam: '{"code":"012345"}', Timestamp: '2027-01-02T03:04:05Z', Version: '2017-05-25',
    });
  });

  it('throws when the answer is not Code OK, an HTTP error or not JSON', async () => {
    reply = { status: 200, body: '{"Code":"isv.BUSINESS_LIMIT_CONTROL","Message":"触发分钟级流控","RequestId":"r2"}' };
    await expect(provider().sendCode({ phone: '13800138000', purpose: 'login', code: '111111' })).rejects.toThrow(/BUSINESS_LIMIT_CONTROL/);
    reply = { status: 400, body: '{"Code":"SignatureDoesNotMatch","Message":"bad"}' };
    await expect(provider().sendCode({ phone: '13800138000', purpose: 'login', code: '111111' })).rejects.toThrow(/HTTP 400 SignatureDoesNotMatch/);
    reply = { status: 502, body: '<html>bad gateway</html>' };
    await expect(provider().sendCode({ phone: '13800138000', purpose: 'login', code: '111111' })).rejects.toThrow(/HTTP 502/);
  });

  it('throws when the service cannot be reached', async () => {
    const down = createAliyunSms({ accessKeyId: 'k', accessKeySecret: 's', signName: 'n', templateCode: 't', endpoint: 'http://127.0.0.1:9' });
    await expect(down.sendCode({ phone: '13800138000', purpose: 'login', code: '111111' })).rejects.toThrow();
  });
});

describe('SendSms against the fake Aliyun endpoint (tests/fakes/aliyun-sms.ts, its own signature check)', () => {
  it('is accepted with the code as its template parameter; a wrong secret or sign name is refused as Alibaba Cloud does', async () => {
    const fake = await startFakeAliyunSms();
    try {
      const settings = {
        accessKeyId: fake.env.ALIYUN_SMS_ACCESS_KEY_ID, accessKeySecret: fake.env.ALIYUN_SMS_ACCESS_KEY_SECRET,
        signName: fake.env.ALIYUN_SMS_SIGN_NAME, templateCode: fake.env.ALIYUN_SMS_TEMPLATE_CODE, endpoint: fake.endpoint,
      };
      await createAliyunSms(settings).sendCode({ phone: '13800138000', purpose: 'signUp', code: '246810' });
      expect(fake.messages).toEqual([expect.objectContaining({ phone: '13800138000', params: { code: '246810' } })]);
      await expect(createAliyunSms({ ...settings, accessKeySecret: 'wrong' }).sendCode({ phone: '13800138000', purpose: 'signUp', code: '1' })).rejects.toThrow(/SignatureDoesNotMatch/);
      await expect(createAliyunSms({ ...settings, signName: '别的签名' }).sendCode({ phone: '13800138000', purpose: 'signUp', code: '1' })).rejects.toThrow(/SMS_SIGNATURE_ILLEGAL/);
      expect(fake.messages).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });
});
