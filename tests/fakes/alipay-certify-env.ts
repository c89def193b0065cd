// ALIPAY_* settings with freshly generated keys, for tests that need a configuration production
// accepts (real-name verification goes through Alipay there) but never call Alipay.
import { generateKeyPairSync } from 'node:crypto';

let cached: Record<string, string> | undefined;

export function alipayTestEnv(): Record<string, string> {
  if (!cached) {
    const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
    cached = {
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: app.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      ALIPAY_PUBLIC_KEY: alipay.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    };
  }
  return cached;
}
