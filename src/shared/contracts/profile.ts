// Account settings under api/profile: one schema per endpoint, shared by the
// /personal forms and the server routes. Issue messages are encoded message keys (./fields.ts).
import { z } from 'zod';
import { msg, mustConfirm, str, text } from './fields.ts';

export { setClientSeedBody as modifySecretBody } from './fair.ts';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;

/**
 * What no field takes (../forbidden-chars.ts), and besides, in a name shown to other people, the
 * zero-width joiner free text keeps for emoji: "ad\u200Dmin" would read as another player's "admin".
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Length in code points, so 汉字 and emoji count as one character each. */
export function charCount(s: string): number {
  return Array.from(s).length;
}

export const modifyNicknameBody = z.object({
  nickname: str('field.nickname', 'v.type', { chars: 'v.nicknameChars' })
    .trim()
    .min(1, msg('v.required', { field: 'field.nickname' }))
    .refine((s) => !INVISIBLE.test(s), msg('v.nicknameChars'))
    .refine((s) => charCount(s) >= NICKNAME_MIN && charCount(s) <= NICKNAME_MAX, msg('v.nicknameLength')),
});
export type ModifyNicknameBody = z.input<typeof modifyNicknameBody>;

/**
 * Steam's trade offer link, exactly: https, that host, that path, partner (the 32-bit account id)
 * then token, nothing else. A looser check would let a link to a look-alike site through.
 */
export const TRADE_URL_PATTERN = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d{1,10}&token=[A-Za-z0-9_-]{6,16}$/;
export const STEAM_TRADE_URL_HELP = 'https://steamcommunity.com/my/tradeoffers/privacy#trade_offer_access_url';

export const modifyTradeUrlBody = z.object({
  tradeUrl: str('field.tradeUrl', 'v.tradeUrl')
    .trim()
    .min(1, msg('v.required', { field: 'field.tradeUrl' }))
    .max(200, msg('v.tradeUrl'))
    .regex(TRADE_URL_PATTERN, msg('v.tradeUrl')),
});
export type ModifyTradeUrlBody = z.input<typeof modifyTradeUrlBody>;

export const ANTI_PHISHING_MIN = 2;
export const ANTI_PHISHING_MAX = 20;

/**
 * POST api/profile/modifyAntiPhishing: the player's anti-phishing phrase, 2 to 20 characters, or
 * '' to remove it. Nothing invisible (not even the joiner free text keeps): two phrases that read
 * alike must be the same phrase, or a phisher's copy could pass for it.
 */
export const modifyAntiPhishingBody = z.object({
  phrase: str('field.antiPhishingPhrase', 'v.type', { chars: 'v.antiPhishingChars' })
    .trim()
    .refine((s) => !INVISIBLE.test(s), msg('v.antiPhishingChars'))
    .refine((s) => s === '' || (charCount(s) >= ANTI_PHISHING_MIN && charCount(s) <= ANTI_PHISHING_MAX), msg('v.antiPhishingLength')),
});
export type ModifyAntiPhishingBody = z.input<typeof modifyAntiPhishingBody>;

/** The spec's validation rules: a promotion code is 6 to 15 letters or digits. */
export const bindInviterBody = z.object({
  promoteCode: str('field.promoteCode', 'v.promoteCode')
    .trim()
    .min(1, msg('v.required', { field: 'field.promoteCode' }))
    .regex(/^[A-Za-z0-9]{6,15}$/, msg('v.promoteCode')),
});
export type BindInviterBody = z.input<typeof bindInviterBody>;

/** The preset avatars (files under public/avatars/presets), the only values modifyAvatar takes. */
export const PRESET_AVATARS: readonly string[] = Array.from({ length: 8 }, (_, i) => `/avatars/presets/${String(i + 1).padStart(2, '0')}.svg`);

export interface HeadPic {
  id: number;
  headPic: string;
}

/** GET api/common/getHeadPicList. */
export function headPicList(): HeadPic[] {
  return PRESET_AVATARS.map((headPic, i) => ({ id: i + 1, headPic }));
}

export const modifyAvatarBody = z.object({
  avatar: str('field.avatar', 'v.avatar', { missing: 'v.avatar' })
    .trim()
    .refine((s) => PRESET_AVATARS.includes(s), msg('v.avatar')),
});
export type ModifyAvatarBody = z.input<typeof modifyAvatarBody>;

/** GET /avatars/:name: an unknown or malformed name is 404; control characters are refused by name. */
export const avatarParams = z.object({ name: text('field.avatarName', 1, 64) });

/** POST api/profile/uploadAvatar answers the new address. */
export interface AvatarResult {
  avatar: string;
}

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_SIZE = 256;
/** What the file input offers; the server judges by content, not by this. */
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * POST api/profile/cancelAccount: the box "I understand" must be ticked; an account with a
 * password must give it (the service checks; a Steam-made account has none to give).
 */
export const cancelAccountBody = z.object({
  confirm: mustConfirm('v.cancelConfirm'),
  password: str('field.password').max(64, msg('v.password')).optional(),
});
export type CancelAccountBody = z.input<typeof cancelAccountBody>;
