// WeChat Pay's cryptography against vectors made independently here: WebCrypto (not node:crypto's
// cipher/sign API the code uses) encrypts a resource and signs the messages, and the signed strings
// are written out by hand. Then each refusal of a notification, with the reason it is refused for.
import { generateKeyPairSync, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { newWechatKeys, wechatEnv } from '../../../../tests/fakes/wechatpay.ts';
import { wechatPayConfig } from './wechatpay-config.ts';
import { authorization, decryptResource, requestMessage, responseMessage, signMessage, verifyMessage } from './wechatpay-crypto.ts';
import { chinaTime, createWechatPayProvider } from './wechatpay.ts';

const { subtle } = webcrypto;
const keys = newWechatKeys();
const cfg = wechatPayConfig(wechatEnv(keys, 'http://127.0.0.1:1'), 'test')!;

/** RSASSA-PKCS1-v1_5 SHA-256 by WebCrypto: deterministic, so equal to ours byte for byte. */
async function webSign(message: string): Promise<string> {
  const pkcs8 = keys.merchantPrivate.export({ type: 'pkcs8', format: 'der' });
  const key = await subtle.importKey('pkcs8', pkcs8, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']);
  return Buffer.from(await subtle.sign('RSASSA-PKCS1-v1_5', key, Buffer.from(message))).toString('base64');
}

async function webEncrypt(apiV3Key: string, nonce: string, aad: string, clear: string): Promise<string> {
  const key = await subtle.importKey('raw', Buffer.from(apiV3Key), 'AES-GCM', false, ['encrypt']);
  const out = await subtle.encrypt({ name: 'AES-GCM', iv: Buffer.from(nonce), additionalData: Buffer.from(aad), tagLength: 128 }, key, Buffer.from(clear));
  return Buffer.from(out).toString('base64');
}

describe('signature strings', () => {
  it('a request: five lines, each ended, signed SHA256withRSA', async () => {
    const body = '{"appid":"wxd678efh567hg6787","amount":{"total":1}}';
    const message = requestMessage('POST', '/v3/pay/transactions/native', 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242', body);
    expect(message).toBe(`POST\n/v3/pay/transactions/native\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`);
    expect(requestMessage('GET', '/v3/pay/transactions/out-trade-no/R1?mchid=1900009191', 1, 'N', ''))
      .toBe('GET\n/v3/pay/transactions/out-trade-no/R1?mchid=1900009191\n1\nN\n\n');
    const expected = await webSign(message);
    expect(signMessage(keys.merchantPrivate, message)).toBe(expected);
    expect(authorization({ mchid: '1900009191', certSerial: 'ABC123DEF456', privateKey: keys.merchantPrivate }, 'POST', '/v3/pay/transactions/native', body, 1554208460, '593BEC0C930BF1AFEB40B4A08C8FB242'))
      .toBe(`WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="${expected}",timestamp="1554208460",serial_no="ABC123DEF456"`);
  });

  it('an answer: timestamp, nonce, body, each line ended; checked with the platform key', () => {
    expect(responseMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"code_url":"weixin://x"}'))
      .toBe('1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"code_url":"weixin://x"}\n');
    const signature = signMessage(keys.platformPrivate, 'a\nb\nc\n');
    expect(verifyMessage(keys.platformPublic, 'a\nb\nc\n', signature)).toBe(true);
    expect(verifyMessage(keys.platformPublic, 'a\nb\nc \n', signature)).toBe(false);
    expect(verifyMessage(keys.merchantPublic, 'a\nb\nc\n', signature)).toBe(false);
    expect(verifyMessage(keys.platformPublic, 'a\nb\nc\n', 'not base64!')).toBe(false);
  });

  it('time_expire is RFC 3339 in China time', () => {
    expect(chinaTime(new Date('2026-01-02T07:04:05.678Z'))).toBe('2026-01-02T15:04:05+08:00');
    expect(chinaTime(new Date('2026-01-02T20:00:00Z'))).toBe('2026-01-03T04:00:00+08:00');
  });
});

describe('AEAD_AES_256_GCM resource', () => {
  it('opens what WebCrypto sealed, and nothing altered', async () => {
    const clear = '{"out_trade_no":"R1","trade_state":"SUCCESS","amount":{"total":100}}';
    const ciphertext = await webEncrypt(keys.apiV3Key, 'fdasflkja484', 'transaction', clear);
    expect(decryptResource(cfg.apiV3Key, { nonce: 'fdasflkja484', associated_data: 'transaction', ciphertext })).toBe(clear);
    expect(decryptResource(cfg.apiV3Key, { nonce: 'fdasflkja485', associated_data: 'transaction', ciphertext })).toBeNull();
    expect(decryptResource(cfg.apiV3Key, { nonce: 'fdasflkja484', associated_data: 'certificate', ciphertext })).toBeNull();
    expect(decryptResource(Buffer.alloc(32, 1), { nonce: 'fdasflkja484', associated_data: 'transaction', ciphertext })).toBeNull();
    expect(decryptResource(cfg.apiV3Key, { nonce: 'fdasflkja484', associated_data: 'transaction', ciphertext: 'AAAA' })).toBeNull();
  });
});

describe('parseNotification', () => {
  const provider = createWechatPayProvider(cfg);
  const now = new Date();
  const tx = (over: Record<string, unknown> = {}) => ({
    appid: keys.appid, mchid: keys.mchid, out_trade_no: 'R20260101000000ABCDEF01', transaction_id: '4200000001', trade_state: 'SUCCESS',
    amount: { total: 12345, payer_total: 12345, currency: 'CNY', payer_currency: 'CNY' }, ...over,
  });
  async function notice(t: object, o: { skewSec?: number; serial?: string; signer?: typeof keys.platformPrivate; eventType?: string } = {}) {
    const nonce = 'a1b2c3d4e5f6';
    const body = JSON.stringify({
      id: 'EV-2018022511223320873', create_time: '2015-05-20T13:29:35+08:00', resource_type: 'encrypt-resource',
      event_type: o.eventType ?? 'TRANSACTION.SUCCESS', summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: await webEncrypt(keys.apiV3Key, nonce, 'transaction', JSON.stringify(t)), associated_data: 'transaction', nonce },
    });
    const ts = String(Math.floor(now.getTime() / 1000) + (o.skewSec ?? 0));
    const headers = {
      'wechatpay-timestamp': ts, 'wechatpay-nonce': 'n0nce', 'wechatpay-serial': o.serial ?? keys.platformKeyId,
      'wechatpay-signature': signMessage(o.signer ?? keys.platformPrivate, `${ts}\nn0nce\n${body}\n`),
    };
    return provider.parseNotification(headers, body, now);
  }
  const reason = (p: Promise<unknown>) => p.then(() => 'accepted', (e: unknown) => (e instanceof AppError ? e.errorName : String(e)));

  it('a payment: the notification id, the order, the amount in yuan', async () => {
    expect(await notice(tx())).toEqual({ eventId: 'EV-2018022511223320873', orderId: 'R20260101000000ABCDEF01', status: 'paid', amount: '123.45', currency: 'CNY' });
    expect(await notice(tx({ trade_state: 'CLOSED' }))).toMatchObject({ status: 'cancelled', amount: '123.45' });
    expect(await notice(tx({ trade_state: 'PAYERROR' }))).toMatchObject({ status: 'cancelled' });
    expect(await notice(tx({ trade_state: 'USERPAYING' }))).toBeNull();
    expect(await notice(tx(), { eventType: 'REFUND.SUCCESS' })).toBeNull();
  });

  it('refuses each bad notification for its own reason', async () => {
    expect(await reason(notice(tx(), { signer: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey }))).toBe('BAD_SIGNATURE');
    expect(await reason(notice(tx(), { serial: 'PUB_KEY_ID_OTHER' }))).toBe('BAD_SIGNATURE');
    expect(await reason(notice(tx(), { skewSec: -301 }))).toBe('PAYMENT_STALE');
    expect(await reason(notice(tx(), { skewSec: 301 }))).toBe('PAYMENT_STALE');
    expect(await reason(notice(tx(), { skewSec: -299 }))).toBe('accepted');
    expect(await reason(notice(tx({ mchid: '1230000109' })))).toBe('PAYMENT_MISMATCH');
    expect(await reason(notice(tx({ appid: 'wx0000000000000000' })))).toBe('PAYMENT_MISMATCH');
    expect(await reason(notice(tx({ amount: undefined })))).toBe('PAYMENT_MISMATCH');
    expect(await reason(notice({ nothing: 'here' }))).toBe('BAD_REQUEST');
  });

  it('answers WeChat in its own format', () => {
    expect(provider.ackNotification!()).toMatchObject({ status: 204, body: '' });
    expect(provider.refuseNotification!()).toMatchObject({ status: 500, body: '{"code":"FAIL","message":"失败"}' });
  });
});

describe('WECHATPAY_* settings', () => {
  const env = wechatEnv(keys, 'https://api.mch.weixin.qq.com');
  it('none is not configured; some are a ConfigError naming what is missing', () => {
    expect(wechatPayConfig({}, 'production')).toBeNull();
    expect(() => wechatPayConfig({ WECHATPAY_MCHID: '1900009191' }, 'production')).toThrow(/WECHATPAY_APPID, WECHATPAY_PRIVATE_KEY/);
  });
  it('reads PEMs written with \\n, and refuses malformed values', () => {
    const oneLine = { ...env, WECHATPAY_PRIVATE_KEY: env.WECHATPAY_PRIVATE_KEY.replace(/\n/g, '\\n') };
    expect(wechatPayConfig(oneLine, 'production')?.mchid).toBe('1900009191');
    expect(() => wechatPayConfig({ ...env, WECHATPAY_APIV3_KEY: 'short' }, 'production')).toThrow(/32-character/);
    expect(() => wechatPayConfig({ ...env, WECHATPAY_PRIVATE_KEY: 'nope' }, 'production')).toThrow(/PEM/);
    expect(() => wechatPayConfig({ ...env, WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'ABC' }, 'production')).toThrow(/PUB_KEY_ID_/);
    expect(() => wechatPayConfig({ ...env, WECHATPAY_API_BASE: 'http://127.0.0.1:9' }, 'production')).toThrow(/https/);
    expect(() => wechatPayConfig({ ...env, WECHATPAY_MCHID: 'abc' }, 'production')).toThrow(/8 to 12 digits/);
  });
});
