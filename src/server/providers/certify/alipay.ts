// Real-name verification through Alipay's identity verification (身份验证, H5 flow), with the
// official alipay-sdk: initialize registers the name and number and gives Alipay's certify_id,
// certify is the signed GET address the person opens (Alipay's face check), and Alipay sends
// them back to our return address without telling us anything: the outcome is asked with query.
// Every answer's RSA2 signature is checked with Alipay's public key (validateSign).
import { AlipaySdk } from 'alipay-sdk';
import type { AlipayConfig } from '../payments/alipay-config.ts';
import type { CertifyAnswer, CertifyProvider } from './provider.ts';

/**
 * FACE (多因子人脸认证): the person's face against the photo the authorities hold for the number we
 * send. CERT_PHOTO_FACE would also make them photograph the card, which adds friction and proves
 * nothing more here: the number is checked at the source either way.
 */
export const ALIPAY_CERTIFY_BIZ_CODE = 'FACE';
export const ALIPAY_CERTIFY_TIMEOUT_MS = 5000;

export interface AlipayCertifyOptions {
  keys: AlipayConfig;
  /** PUBLIC_URL: the return address Alipay sends the person to is ours, absolute. */
  publicUrl: string;
  timeoutMs?: number;
}

interface AlipayAnswer {
  code?: string;
  subCode?: string;
  certifyId?: string;
  passed?: string;
  identityInfo?: string;
}

/** Anything but code 10000 is a refusal of the call itself (bad arguments, not signed up for the product...). */
function succeeded(method: string, answer: AlipayAnswer): AlipayAnswer {
  if (answer.code !== '10000') throw new Error(`${method} answered ${answer.code ?? '?'} ${answer.subCode ?? ''}`.trim());
  return answer;
}

/** The ID number in identity_info (a JSON text), when Alipay names one. */
function verifiedNumber(identityInfo: string | undefined): string | null {
  if (!identityInfo) return null;
  try {
    const info = JSON.parse(identityInfo) as { cert_no?: unknown };
    return typeof info?.cert_no === 'string' && info.cert_no !== '' ? info.cert_no : null;
  } catch {
    return null;
  }
}

export function createAlipayCertify(opts: AlipayCertifyOptions): CertifyProvider {
  const sdk = new AlipaySdk({
    appId: opts.keys.appId,
    privateKey: opts.keys.privateKey,
    keyType: 'PKCS8',
    alipayPublicKey: opts.keys.alipayPublicKey,
    gateway: opts.keys.gateway,
    timeout: opts.timeoutMs ?? ALIPAY_CERTIFY_TIMEOUT_MS,
  });
  const call = async (method: string, bizContent: Record<string, unknown>) =>
    succeeded(method, await sdk.exec(method, { bizContent }, { validateSign: true }));
  const pageUrl = (_certifyId: string, providerRef: string | null) => {
    if (!providerRef) throw new Error('no Alipay certify_id for this verification');
    return sdk.pageExecute('alipay.user.certify.open.certify', 'GET', { bizContent: { certify_id: providerRef } });
  };

  return {
    name: 'alipay',
    async start({ certifyId, realName, idNumber, returnUrl }) {
      const answer = await call('alipay.user.certify.open.initialize', {
        outer_order_no: certifyId,
        biz_code: ALIPAY_CERTIFY_BIZ_CODE,
        identity_param: { identity_type: 'CERT_INFO', cert_type: 'IDENTITY_CARD', cert_name: realName, cert_no: idNumber },
        merchant_config: { return_url: `${opts.publicUrl}${returnUrl}` },
      });
      if (!answer.certifyId) throw new Error('alipay.user.certify.open.initialize answered without a certify_id');
      return { redirectUrl: pageUrl(certifyId, answer.certifyId), providerRef: answer.certifyId };
    },
    pageUrl,
    async query(_certifyId, providerRef): Promise<CertifyAnswer> {
      if (!providerRef) throw new Error('no Alipay certify_id for this verification');
      // material_info (the face pictures) is in the answer too: it is read by nobody and kept nowhere.
      const answer = await call('alipay.user.certify.open.query', { certify_id: providerRef });
      // F is "not passed or not done yet": Alipay sends the person back only once the check ended.
      const passed = answer.passed === 'T';
      return { passed, reason: passed ? null : 'mismatch', idNumber: passed ? verifiedNumber(answer.identityInfo) : null };
    },
  };
}
