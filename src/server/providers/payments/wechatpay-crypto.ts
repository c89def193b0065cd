// WeChat Pay API v3's signatures and its notifications' encryption, with node:crypto alone.
// A request is signed SHA256withRSA by the merchant key over five lines; an answer or notification
// is signed by WeChat Pay's key over three; a notification's resource is AES-256-GCM under the APIv3 key.
import { createDecipheriv, randomBytes, sign, verify, type KeyObject } from 'node:crypto';

export const WECHATPAY_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

/** What a request's signature covers: METHOD, path with query, timestamp, nonce, body, each line ended. */
export function requestMessage(method: string, pathWithQuery: string, timestamp: number, nonce: string, body: string): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** What an answer's or a notification's signature covers. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function signMessage(privateKey: KeyObject, message: string): string {
  return sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64');
}

export function verifyMessage(publicKey: KeyObject, message: string, signatureB64: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureB64)) return false;
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), publicKey, Buffer.from(signatureB64, 'base64'));
  } catch {
    return false;
  }
}

/** 32 characters of upper-case hexadecimal, as WeChat's own SDKs send. */
export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** The Authorization header of one request. */
export function authorization(
  m: { mchid: string; certSerial: string; privateKey: KeyObject },
  method: string, pathWithQuery: string, body: string, timestamp: number, nonce: string = newNonce(),
): string {
  const signature = signMessage(m.privateKey, requestMessage(method, pathWithQuery, timestamp, nonce, body));
  return `${WECHATPAY_SCHEMA} mchid="${m.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${m.certSerial}"`;
}

/**
 * A notification's resource in clear: AEAD_AES_256_GCM with the APIv3 key, the resource's nonce
 * and associated_data; the base64 ciphertext ends with the 16-byte tag. null when it does not open
 * (a wrong key, or anything altered).
 */
export function decryptResource(apiV3Key: Buffer, r: { nonce: string; associated_data?: string; ciphertext: string }): string | null {
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length < 17 || apiV3Key.length !== 32) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(r.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
