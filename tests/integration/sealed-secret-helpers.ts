// Stored TOTP secrets that cannot be opened (src/server/sealed-secret.ts): the staff and the
// player tests both check that each is refused as a wrong code, never a 500.
import { sealTotpSecret } from '../../src/server/sealed-secret.ts';

/** `secret` sealed under `appSecret`, then broken four ways: tampered, sealed under another key, cut short, not base64. */
export function unopenableSeals(appSecret: string, secret: string): Record<'tampered' | 'foreign' | 'truncated' | 'malformed', string> {
  const sealed = sealTotpSecret(appSecret, secret);
  const [v, nonce, body] = sealed.split('.');
  const flip = (x: string) => (x[0] === 'A' ? 'B' : 'A') + x.slice(1);
  return {
    tampered: `${v}.${nonce}.${flip(body)}`,
    foreign: sealTotpSecret('another-app-secret-0123456789', secret),
    truncated: sealed.slice(0, 20),
    malformed: 'v1.not base64!',
  };
}
