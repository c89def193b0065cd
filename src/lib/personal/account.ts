// The account page's calls (/personal): nickname, trade link, inviter, client seed, avatar (a
// preset or an upload) and cancelling the account. Each saving action rejects when the server
// refused (the request client has toasted why), so the form that called it stays open.
import { atom } from 'nanostores';
import type { CancelAccountBody, HeadPic } from '../../shared/contracts/profile.ts';
import { refreshUser } from '../actions/auth.ts';
import { profileApi } from '../api/profile.ts';
import { withTotp } from '../totp-prompt.ts';
import { clearToken } from '../stores/auth.ts';
import { $user } from '../stores/user.ts';

export async function saveNickname(nickname: string): Promise<void> {
  await profileApi.modifyNickname(nickname);
  await refreshUser();
}

export async function saveTradeUrl(tradeUrl: string): Promise<void> {
  // The authenticator's code is asked when the server wants it (lib/totp-prompt.ts).
  await withTotp((c) => profileApi.modifyTradeUrl(tradeUrl, c));
  await refreshUser();
}

/** The anti-phishing phrase every mail and inbox message shows ('' removes it; docs/decisions/0104). */
export async function saveAntiPhishingPhrase(phrase: string): Promise<void> {
  await profileApi.modifyAntiPhishing(phrase);
  await refreshUser();
}

export const bindInviter = (code: string): Promise<unknown> => profileApi.bindInviter(code);

/** The player's client seed (provably fair): null while it loads, '' when it could not be read. */
export const $clientSeed = atom<string | null>(null);
let seedSeq = 0;

export async function loadClientSeed(): Promise<void> {
  const mine = ++seedSeq;
  $clientSeed.set(null);
  const seed = await profileApi.seed().then((s) => s.clientSeed, () => '');
  if (mine === seedSeq) $clientSeed.set(seed);
}

/** The field left: an answer still in flight is dropped. */
export function dropClientSeed(): void {
  seedSeq += 1;
  $clientSeed.set(null);
}

export const saveClientSeed = (clientSeed: string): Promise<unknown> => profileApi.modifySecret(clientSeed);

/** The preset avatars: null while they load or after a failure ($headPicsFailed). */
export const $headPics = atom<HeadPic[] | null>(null);
export const $headPicsFailed = atom(false);
let picsSeq = 0;

export async function loadHeadPics(): Promise<void> {
  const mine = ++picsSeq;
  $headPics.set(null);
  $headPicsFailed.set(false);
  try {
    const list = await profileApi.headPicList();
    if (mine === picsSeq) $headPics.set(list);
  } catch {
    if (mine === picsSeq) $headPicsFailed.set(true);
  }
}

export function dropHeadPics(): void {
  picsSeq += 1;
  $headPics.set(null);
  $headPicsFailed.set(false);
}

export const saveAvatar = (avatar: string): Promise<unknown> => profileApi.modifyAvatar(avatar);
export const uploadAvatar = (file: File): Promise<unknown> => profileApi.uploadAvatar(file);

/** Cancels the account; the session is then gone on the server, so it is dropped here too. */
export async function cancelAccount(body: CancelAccountBody): Promise<void> {
  await profileApi.cancelAccount(body);
  clearToken();
  $user.set(null);
}
