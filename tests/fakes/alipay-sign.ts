// Alipay's OpenAPI 2.0 signing rules (RSA2 = SHA256withRSA, base64), written from its documentation
// for the local fakes: the payment gateway (alipay.ts) and any other fake that speaks as Alipay. The
// test generates both key pairs; nothing here knows a real key.
//
// - A request (our side → Alipay) is signed over every parameter but `sign`, including `sign_type`,
//   empty values left out, sorted by name, joined as `k=v&k=v` of the decoded values.
// - An asynchronous notification (Alipay → us) is signed the same way but without `sign_type` too.
// - An answer is `{"<method_with_underscores>_response":{…},"sign":"…"}`, signed over the exact JSON
//   text of the `_response` object.
import { createSign, createVerify, generateKeyPairSync, type KeyObject } from 'node:crypto';

export interface RsaKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PKCS#8 PEM, as an operator may paste it. */
  privatePem: string;
  /** PKCS#8 DER in base64 without the PEM lines: what Alipay's key tool shows. */
  privateBase64: string;
  /** SPKI PEM. */
  publicPem: string;
  /** SPKI DER in base64: what Alipay's console shows as "支付宝公钥" / the app public key. */
  publicBase64: string;
}

export function generateRsaKeys(): RsaKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKey,
    publicKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    privateBase64: privateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/** The text that is signed: sorted `k=v` pairs, `exclude`d names and empty values left out. */
export function signContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

export function rsa2Verify(content: string, sign: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, sign, 'base64');
  } catch {
    return false;
  }
}

const REQUEST_EXCLUDED = ['sign'] as const;
const NOTIFY_EXCLUDED = ['sign', 'sign_type'] as const;

/** Checks a request's `sign` (RSA2) with the app's public key. */
export function verifyRequest(params: Record<string, string>, appPublicKey: KeyObject): boolean {
  if (params.sign_type !== 'RSA2' || !params.sign) return false;
  return rsa2Verify(signContent(params, REQUEST_EXCLUDED), params.sign, appPublicKey);
}

/** Signs a request as an Alipay client does (sign_type RSA2 added when absent). */
export function signRequest(params: Record<string, string>, appPrivateKey: KeyObject): Record<string, string> {
  const withType = { sign_type: 'RSA2', ...params };
  return { ...withType, sign: rsa2Sign(signContent(withType, REQUEST_EXCLUDED), appPrivateKey) };
}

/** Signs an asynchronous notification's fields (sign_type RSA2 is sent, but not signed). */
export function signNotification(fields: Record<string, string>, alipayPrivateKey: KeyObject): Record<string, string> {
  const sign = rsa2Sign(signContent(fields, NOTIFY_EXCLUDED), alipayPrivateKey);
  return { ...fields, sign_type: 'RSA2', sign };
}

export function verifyNotification(fields: Record<string, string>, alipayPublicKey: KeyObject): boolean {
  if (!fields.sign) return false;
  return rsa2Verify(signContent(fields, NOTIFY_EXCLUDED), fields.sign, alipayPublicKey);
}

/** `alipay.trade.query` → `alipay_trade_query_response`. */
export function responseKey(method: string): string {
  return `${method.replaceAll('.', '_')}_response`;
}

/** A gateway answer's body text, signed over the `_response` object's JSON exactly as sent. */
export function signedResponse(method: string, body: Record<string, unknown>, alipayPrivateKey: KeyObject): string {
  const json = JSON.stringify(body);
  return `{"${responseKey(method)}":${json},"sign":"${rsa2Sign(json, alipayPrivateKey)}"}`;
}

/** Alipay's timestamps: `yyyy-MM-dd HH:mm:ss` in China time (UTC+8). */
export function alipayTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A call to an Alipay gateway as a fake received it: its parameters (query and form), biz_content read, signature checked. */
export interface GatewayRequest {
  method: string;
  httpMethod: string;
  params: Record<string, string>;
  bizContent: Record<string, unknown>;
  signatureOk: boolean;
}

/**
 * Reads a gateway call the way Alipay takes one: the signed parameters in the query, the form body
 * of a POST, or both. A biz_content that is not JSON reads as empty, for the caller to refuse.
 */
export function readGatewayRequest(httpMethod: string, url: URL, body: string, appPublicKey: KeyObject): GatewayRequest {
  const params: Record<string, string> = Object.fromEntries(url.searchParams);
  if (httpMethod === 'POST') Object.assign(params, Object.fromEntries(new URLSearchParams(body)));
  let bizContent: Record<string, unknown> = {};
  try {
    bizContent = params.biz_content ? JSON.parse(params.biz_content) as Record<string, unknown> : {};
  } catch { /* left empty */ }
  return { method: params.method ?? '', httpMethod, params, bizContent, signatureOk: verifyRequest(params, appPublicKey) };
}
