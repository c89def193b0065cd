// Numbers both sides need, kept apart from the contracts' zod schemas so that a browser island
// importing one of them does not ship zod (~24 KB gzip) with its page.

/** Tickets of a case roll: every case's item ranges tile 1..TICKETS exactly. */
export const TICKETS = 1_000_000;
/** Cases opened by one request. */
export const MAX_OPEN = 5;

/** The live socket (the spec's calls): one destination, JSON bodies {eventType, data}. */
export const FEED_DESTINATION = '/topic/messages';
export const EVENT = { caseDrop: 21, upgradeDrop: 22, battleDrop: 23, battleCreate: 31, battleState: 32, battleRank: 33, giveaway: 41, withdrawal: 51 } as const;
/** Recent and top-drop feeds keep this many. */
export const FEED_CAP = 20;

/** Where a backpack item came from: the spec's moduleId filter (-1 = all). */
export const MODULE = { case: 1, battle: 2, dream: 3, shop: 4, roll: 5, voucher: 6 } as const;
/**
 * 0 in the backpack; 1 sold back; 2 withdrawing; 3 withdrawn; 4 used up (upgrade, battle);
 * 5 held: won in a battle whose last round is not revealed yet (it joins the backpack then);
 * 6 pooled: a streamer's skin in a giveaway's prize pool (back to 0 if the room is cancelled, to the
 * winner's backpack as a new item at the draw, when the pooled one becomes 4).
 */
export const ITEM_STATE = { inBag: 0, sold: 1, withdrawing: 2, withdrawn: 3, consumed: 4, held: 5, pooled: 6 } as const;

/** What an SMS code may be asked for (api/common/smsCode and userSmsCode). */
export const SMS_PURPOSES = ['signUp', 'login', 'findPassword', 'changePhone', 'security'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
/** What a mail code may be asked for. */
export const MAIL_PURPOSES = ['bindMail', 'changeMail'] as const;
export type MailPurpose = (typeof MAIL_PURPOSES)[number];
/** Seconds the "get code" button stays locked after a send (the server refuses sooner resends too). */
export const SMS_RESEND_SECONDS = 60;
/** The envelope status of CAPTCHA_REQUIRED (shared/errors.ts): the browser answers it with the slider. */
export const CAPTCHA_REQUIRED_STATUS = 3001;

/** users.status: 0 active, 1 banned by staff (sign-in refused with the reason), 2 cancelled by its owner. */
export const USER_STATUS = { active: 0, banned: 1, cancelled: 2 } as const;
