// Alibaba Cloud's RPC signature, version 1 (HMAC-SHA1), as its SMS API (dysmsapi) expects it:
// every parameter percent-encoded (RFC 3986: only A-Z a-z 0-9 - _ . ~ left as they are), sorted
// by name, joined, and signed as `METHOD&%2F&<encoded query>` with the key `AccessKeySecret&`.
import { createHmac } from 'node:crypto';

export function percentEncode(value: string): string {
  // encodeURIComponent leaves ! ' ( ) * alone; Alibaba Cloud wants them encoded too.
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** name=value pairs, encoded and sorted by name (names are ASCII, so code-unit order is byte order). */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
}

export function stringToSign(method: 'GET' | 'POST', params: Record<string, string>): string {
  return `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
}

/** The Signature parameter's value (base64, not yet percent-encoded). */
export function signRpc(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign(method, params)).digest('base64');
}

/** The time format the API wants: ISO 8601 in UTC without milliseconds. */
export function rpcTimestamp(d: Date): string {
  return d.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
