// The player's authenticator (api/profile/totp*, api/auth/totpLogin). Shapes: shared/contracts/totp.ts.
import type { LoginResult } from '../../shared/contracts/auth.ts';
import type { TotpConfirmResult, TotpStart, TotpStatus } from '../../shared/contracts/totp.ts';
import { api } from './index.ts';

export const totpApi = {
  status: () => api.get<TotpStatus>('/profile/totp'),
  start: () => api.post<TotpStart>('/profile/totp/start', {}),
  confirm: (code: string) => api.post<TotpConfirmResult>('/profile/totp/confirm', { code }),
  disable: (code: string) => api.post<null>('/profile/totp/disable', { code }),
  login: (challenge: string, code: string) => api.post<LoginResult>('/auth/totpLogin', { challenge, code }),
};
