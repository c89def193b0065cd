// Mail, phone, security check and real-name endpoints. Shapes: shared/contracts/security.ts, certify.ts.
import type { MailPurpose } from '../../shared/constants.ts';
import type { CertifyResult, CertifyStart, CertifyThen } from '../../shared/contracts/certify.ts';
import type { AvailableSecurityWay, SecurityWay } from '../../shared/contracts/security.ts';
import { api } from './index.ts';

export const securityApi = {
  mailCode: (email: string, purpose: MailPurpose) => api.post<null>('/profile/mailCode', { email, purpose }),
  bindMail: (email: string, code: string, totpCode?: string) => api.post<null>('/profile/bindMail', { email, code, totpCode }),
  changeMail: (email: string, code: string, totpCode?: string) => api.post<null>('/profile/changeMail', { email, code, totpCode }),
  changePhone: (body: { phone: string; oldCode?: string; newCode: string }, totpCode?: string) =>
    api.post<null>('/profile/changePhone', { ...(body.oldCode ? body : { phone: body.phone, newCode: body.newCode }), totpCode }),
  availableWays: () => api.get<AvailableSecurityWay>('/profile/getAvailableSecurityWay', {}, { silent: true }),
  bindSecurityWay: (way: SecurityWay, code: string) => api.post<null>('/profile/bindSecurityWay', { way, code }),
  securityCheck: (code: string) => api.post<null>('/profile/securityCheck', { code }),
  certify: (realName: string, idNumber: string, then?: CertifyThen) => api.post<CertifyStart>('/auth/certify', then ? { realName, idNumber, then } : { realName, idNumber }),
  certifyResult: (id: string) => api.get<CertifyResult>('/auth/certifyResult', { id }),
};
