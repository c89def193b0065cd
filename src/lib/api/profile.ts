// Account settings endpoints (api/profile/*, api/common/getHeadPicList). Shapes: shared/contracts/profile.ts.
import type { SeedInfo } from '../../shared/contracts/fair.ts';
import type { AvatarResult, CancelAccountBody, HeadPic } from '../../shared/contracts/profile.ts';
import { api, createApi } from './index.ts';

/**
 * The upload goes through a client of its own whose fetch sends the file as multipart FormData
 * (the shared client only speaks form and JSON), so it still gets the envelope handling, the
 * timeout, the error toast and the 401 handling of every other request.
 */
function uploadClient(file: Blob, filename: string) {
  return createApi({
    fetch: (input, init) => {
      const body = new FormData();
      body.append('file', file, filename);
      // The browser writes the multipart Content-Type with its boundary itself.
      const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).filter(([k]) => k.toLowerCase() !== 'content-type'));
      return globalThis.fetch(input, { ...init, headers, body });
    },
  });
}

export const profileApi = {
  modifyNickname: (nickname: string) => api.post<null>('/profile/modifyNickname', { nickname }),
  modifyTradeUrl: (tradeUrl: string, totpCode?: string) => api.post<null>('/profile/modifyTradeUrl', { tradeUrl, totpCode }),
  modifyAntiPhishing: (phrase: string) => api.post<{ phrase: string }>('/profile/modifyAntiPhishing', { phrase }),
  headPicList: () => api.get<HeadPic[]>('/common/getHeadPicList'),
  modifyAvatar: (avatar: string) => api.post<AvatarResult>('/profile/modifyAvatar', { avatar }),
  uploadAvatar: (file: File) => uploadClient(file, file.name || 'avatar').post<AvatarResult>('/profile/uploadAvatar', {}),
  bindInviter: (promoteCode: string) => api.post<null>('/profile/bindInviter', { promoteCode }),
  modifySecret: (clientSeed: string) => api.post<SeedInfo>('/profile/modifySecret', { clientSeed }),
  /** Only for the current seed's display; setting it goes through modifySecret. */
  seed: () => api.get<SeedInfo>('/fair/getSeed'),
  cancelAccount: (body: CancelAccountBody) => api.post<null>('/profile/cancelAccount', body),
};
