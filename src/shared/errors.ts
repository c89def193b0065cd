// One catalogue: error code -> HTTP status -> message key. Messages live in ./messages.ts.
import type { MessageKey } from './messages.ts';
import { CAPTCHA_REQUIRED_STATUS } from './constants.ts';

export const ERRORS = {
  BAD_REQUEST: { code: 400, http: 400, key: 'err.badRequest' },
  VALIDATION: { code: 1001, http: 400, key: 'err.validation' },
  IDEMPOTENCY_KEY_REQUIRED: { code: 1002, http: 400, key: 'err.idempotencyKeyRequired' },
  NOT_SIGNED_IN: { code: 401, http: 401, key: 'err.notSignedIn' },
  // 400, not 401: in the client a 401 means "your session ended" and drops the token.
  BAD_CREDENTIALS: { code: 1101, http: 400, key: 'err.badCredentials' },
  WRONG_OLD_PASSWORD: { code: 1102, http: 400, key: 'err.wrongOldPassword' },
  FORBIDDEN: { code: 403, http: 403, key: 'err.forbidden' },
  BAD_SIGNATURE: { code: 1301, http: 403, key: 'err.badSignature' },
  NOT_FOUND: { code: 404, http: 404, key: 'err.notFound' },
  ORDER_NOT_FOUND: { code: 1401, http: 404, key: 'err.orderNotFound' },
  BOX_NOT_FOUND: { code: 1402, http: 404, key: 'err.boxNotFound' },
  ROLL_NOT_FOUND: { code: 1403, http: 404, key: 'err.rollNotFound' },
  CONFLICT: { code: 409, http: 409, key: 'err.conflict' },
  IDEMPOTENCY_MISMATCH: { code: 1501, http: 409, key: 'err.idempotencyMismatch' },
  IDEMPOTENCY_IN_PROGRESS: { code: 1502, http: 409, key: 'err.idempotencyInProgress' },
  PHONE_TAKEN: { code: 1503, http: 409, key: 'err.phoneTaken' },
  ITEMS_UNAVAILABLE: { code: 1504, http: 409, key: 'err.itemsUnavailable' },
  PAYMENT_EVENT_CONFLICT: { code: 1505, http: 409, key: 'err.paymentEventConflict' },
  INSUFFICIENT_BALANCE: { code: 2001, http: 422, key: 'err.insufficientBalance' },
  INVITATION_CODE_UNKNOWN: { code: 2002, http: 422, key: 'err.invitationCodeUnknown' },
  AMOUNT_OUT_OF_RANGE: { code: 2003, http: 422, key: 'err.amountOutOfRange' },
  PAYMENT_MISMATCH: { code: 2004, http: 422, key: 'err.paymentMismatch' },
  PAYMENT_STALE: { code: 2005, http: 422, key: 'err.paymentStale' },
  ORDER_CLOSED: { code: 2006, http: 422, key: 'err.orderClosed' },
  // A provider that times out or errors: the order stays open and nothing is taken.
  PAY_CHANNEL_UNAVAILABLE: { code: 2007, http: 503, key: 'err.payChannelUnavailable' },
  RATE_LIMITED: { code: 429, http: 429, key: 'err.rateLimited' },
  LOGIN_THROTTLED: { code: 4291, http: 429, key: 'err.loginThrottled' },
  // ---- Accounts, one block per part (codes: verification 30xx, auth 31xx, steam 32xx,
  // profile 33xx, security/mail/real-name 34xx; the HTTP status by kind as above).
  // verification (slider check, SMS codes)
  CAPTCHA_REQUIRED: { code: CAPTCHA_REQUIRED_STATUS, http: 400, key: 'err.captchaRequired' },
  CAPTCHA_MISS: { code: 3002, http: 400, key: 'err.captchaMiss' },
  // Both mean "fetch a new puzzle": the client reloads on either.
  CAPTCHA_CLOSED: { code: 3003, http: 400, key: 'err.captchaClosed' },
  CAPTCHA_WORN_OUT: { code: 3004, http: 400, key: 'err.captchaWornOut' },
  // The hosted captcha (GeeTest) refused the result / could not judge it: no pass is given.
  CAPTCHA_FAILED: { code: 3005, http: 400, key: 'err.captchaFailed' },
  CAPTCHA_UNAVAILABLE: { code: 3006, http: 503, key: 'err.captchaUnavailable' },
  SMS_RESEND_LOCKED: { code: 3010, http: 429, key: 'err.smsResendLocked' },
  SMS_PHONE_BURST: { code: 3011, http: 429, key: 'err.smsPhoneBurst' },
  SMS_PHONE_DAILY: { code: 3012, http: 429, key: 'err.smsPhoneDaily' },
  SMS_IP_LIMIT: { code: 3013, http: 429, key: 'err.smsIpLimit' },
  SMS_PREFIX_LIMIT: { code: 3014, http: 429, key: 'err.smsPrefixLimit' },
  SMS_SEND_FAILED: { code: 3020, http: 503, key: 'err.smsSendFailed' },
  PHONE_NOT_BOUND: { code: 3021, http: 422, key: 'err.phoneNotBound' },
  // auth (sign-up, SMS login, find password)
  // One answer for a wrong, used or expired code, an unknown phone and a cancelled account, so the
  // answer never tells whether a phone has an account.
  SMS_CODE_INVALID: { code: 3101, http: 400, key: 'err.smsCodeInvalid' },
  // steam
  STEAM_CODE_INVALID: { code: 3201, http: 400, key: 'err.steamCodeInvalid' },
  // profile
  PROFILE_AVATAR_MISSING: { code: 3301, http: 400, key: 'err.avatarMissing' },
  PROFILE_AVATAR_NOT_IMAGE: { code: 3302, http: 400, key: 'err.avatarNotImage' },
  PROFILE_AVATAR_TOO_LARGE: { code: 3303, http: 413, key: 'err.avatarTooLarge' },
  PROFILE_WRONG_PASSWORD: { code: 3304, http: 400, key: 'err.wrongPassword' },
  PROFILE_INVITER_BOUND: { code: 3305, http: 409, key: 'err.inviterAlreadyBound' },
  PROFILE_INVITER_SELF: { code: 3306, http: 422, key: 'err.inviterSelf' },
  PROFILE_INVITER_CYCLE: { code: 3307, http: 422, key: 'err.inviterCycle' },
  PROFILE_PROMOTE_CODE_UNKNOWN: { code: 3308, http: 422, key: 'err.promoteCodeUnknown' },
  /** Unknown, ended and someone else's session answer alike (api/profile/endSession). */
  PROFILE_SESSION_NOT_FOUND: { code: 3309, http: 404, key: 'err.sessionNotFound' },
  // security, mail, real-name
  /** A mail or SMS code that is wrong, used, expired or out of attempts; {field} names which one. */
  VERIFY_CODE_INVALID: { code: 3401, http: 400, key: 'err.verifyCodeInvalid' },
  MAIL_TAKEN: { code: 3402, http: 409, key: 'err.mailTaken' },
  MAIL_ALREADY_BOUND: { code: 3403, http: 409, key: 'err.mailAlreadyBound' },
  MAIL_NOT_BOUND: { code: 3404, http: 409, key: 'err.mailNotBound' },
  MAIL_SAME: { code: 3405, http: 422, key: 'err.mailSame' },
  MAIL_CODE_TOO_SOON: { code: 3406, http: 429, key: 'err.mailCodeTooSoon' },
  MAIL_CODE_LIMIT: { code: 3407, http: 429, key: 'err.mailCodeLimit' },
  MAIL_SEND_FAILED: { code: 3408, http: 502, key: 'err.mailSendFailed' },
  SECURITY_CHECK_REQUIRED: { code: 3409, http: 403, key: 'err.securityCheckRequired' },
  NO_PHONE_BOUND: { code: 3410, http: 422, key: 'err.noPhoneBound' },
  PHONE_SAME: { code: 3411, http: 422, key: 'err.phoneSame' },
  CERTIFY_UNDERAGE: { code: 3420, http: 422, key: 'err.certifyUnderage' },
  CERTIFY_ALREADY_VERIFIED: { code: 3421, http: 409, key: 'err.certifyAlreadyVerified' },
  CERTIFY_NOT_FOUND: { code: 3422, http: 404, key: 'err.certifyNotFound' },
  CERTIFY_LIMIT: { code: 3423, http: 429, key: 'err.certifyLimit' },
  CERTIFY_UNAVAILABLE: { code: 3424, http: 503, key: 'err.certifyUnavailable' },
  // player authenticator (TOTP second factor), 344x
  /** The account has turned the authenticator on: this step needs its code (or a recovery code). */
  TOTP_REQUIRED: { code: 3440, http: 403, key: 'err.totpRequired' },
  /** A wrong, replayed or already used authenticator or recovery code. */
  TOTP_CODE_INVALID: { code: 3441, http: 400, key: 'err.totpCodeInvalid' },
  TOTP_ALREADY_ON: { code: 3442, http: 409, key: 'err.totpAlreadyOn' },
  TOTP_NOT_STARTED: { code: 3443, http: 409, key: 'err.totpNotStarted' },
  TOTP_NOT_ON: { code: 3444, http: 409, key: 'err.totpNotOn' },
  /** The sign-in's second step after its five minutes, or a second time: sign in again. */
  TOTP_CHALLENGE_INVALID: { code: 3445, http: 400, key: 'err.totpChallengeInvalid' },
  // ---- Inbox (codes 52xx)
  /** Unknown and someone else's message answer alike, so ids tell nothing about other accounts. */
  MESSAGE_NOT_FOUND: { code: 5201, http: 404, key: 'err.messageNotFound' },
  // ---- Battles (codes 62xx)
  BATTLE_NOT_FOUND: { code: 6201, http: 404, key: 'err.battleNotFound' },
  BATTLE_BOX_NOT_ALLOWED: { code: 6202, http: 422, key: 'err.battleBoxNotAllowed' },
  BATTLE_SEAT_TAKEN: { code: 6203, http: 409, key: 'err.battleSeatTaken' },
  BATTLE_SEAT_OUT_OF_RANGE: { code: 6204, http: 422, key: 'err.battleSeatOutOfRange' },
  /** Joining, adding a bot to or dissolving a room that is running, ended or dissolved. */
  BATTLE_NOT_WAITING: { code: 6205, http: 409, key: 'err.battleNotWaiting' },
  BATTLE_ALREADY_SEATED: { code: 6206, http: 409, key: 'err.battleAlreadySeated' },
  BATTLE_NOT_CREATOR: { code: 6207, http: 403, key: 'err.battleNotCreator' },
  BATTLE_BOT_NOT_FOUND: { code: 6208, http: 404, key: 'err.battleBotNotFound' },
  // ---- Skins (codes 65xx)
  SKIN_NOT_FOUND: { code: 6501, http: 404, key: 'err.skinNotFound' },
  // ---- Dream (codes 63xx)
  DREAM_CHANCE_RANGE: { code: 6301, http: 400, key: 'err.dreamChanceRange' },
  /** An unknown catalogue id and a skin outside the pool's price range answer alike. */
  DREAM_TARGET_NOT_FOUND: { code: 6302, http: 404, key: 'err.dreamTargetNotFound' },
  DREAM_STAKE_TOO_HIGH: { code: 6303, http: 422, key: 'err.dreamStakeTooHigh' },
  DREAM_STAKE_TOO_LOW: { code: 6304, http: 422, key: 'err.dreamStakeTooLow' },
  // ---- The points shop (codes 64xx)
  SHOP_ITEM_NOT_FOUND: { code: 6401, http: 404, key: 'err.shopItemNotFound' },
  SHOP_NOT_ENOUGH: { code: 6402, http: 422, key: 'err.shopNotEnough' },
  // ---- The operator console (codes 50xx core and staff, 51xx players, 52xx cases, 53xx reports)
  CONSOLE_NOT_SIGNED_IN: { code: 5001, http: 401, key: 'err.consoleNotSignedIn' },
  CONSOLE_FORBIDDEN: { code: 5002, http: 403, key: 'err.consoleForbidden' },
  CONSOLE_CSRF: { code: 5003, http: 403, key: 'err.consoleCsrf' },
  CONSOLE_PASSWORD_CHANGE: { code: 5004, http: 403, key: 'err.consolePasswordChange' },
  CONSOLE_OWN_CHANGE: { code: 5005, http: 422, key: 'err.consoleOwnChange' },
  CONSOLE_ALREADY_DECIDED: { code: 5006, http: 409, key: 'err.consoleAlreadyDecided' },
  /** The approver's account was made, reset or given its role by the requester (or by one they did) lately: the message says which. */
  CONSOLE_NOT_INDEPENDENT: { code: 5007, http: 422, key: 'err.consoleNotIndependent' },
  /** Signed in with the one-time password; nothing but enrolling an authenticator (and the password change) until done. */
  CONSOLE_TOTP_ENROL: { code: 5008, http: 403, key: 'err.consoleTotpEnrol' },
  // staff sign-in and staff management (helper A)
  CONSOLE_BAD_CREDENTIALS: { code: 5010, http: 400, key: 'err.consoleBadCredentials' },
  CONSOLE_WRONG_OLD_PASSWORD: { code: 5011, http: 400, key: 'err.consoleWrongOldPassword' },
  CONSOLE_SAME_PASSWORD: { code: 5012, http: 400, key: 'err.consoleSamePassword' },
  CONSOLE_STAFF_NOT_FOUND: { code: 5013, http: 404, key: 'err.consoleStaffNotFound' },
  CONSOLE_STAFF_NAME_TAKEN: { code: 5014, http: 409, key: 'err.consoleStaffNameTaken' },
  CONSOLE_LAST_OWNER: { code: 5015, http: 422, key: 'err.consoleLastOwner' },
  CONSOLE_STAFF_DISABLED: { code: 5016, http: 409, key: 'err.consoleStaffDisabled' },
  CONSOLE_TOTP_ENROLLED: { code: 5017, http: 409, key: 'err.consoleTotpEnrolled' },
  CONSOLE_TOTP_NOT_STARTED: { code: 5018, http: 409, key: 'err.consoleTotpNotStarted' },
  CONSOLE_TOTP_WRONG_CODE: { code: 5019, http: 400, key: 'err.consoleTotpWrongCode' },
  CONSOLE_ROLE_REQUEST_NOT_FOUND: { code: 5020, http: 404, key: 'err.consoleRoleRequestNotFound' },
  PLAYER_NOT_FOUND: { code: 5101, http: 404, key: 'err.playerNotFound' },
  ADJUSTMENT_NOT_FOUND: { code: 5102, http: 404, key: 'err.adjustmentNotFound' },
  PLAYER_ALREADY_BANNED: { code: 5103, http: 409, key: 'err.playerAlreadyBanned' },
  PLAYER_NOT_BANNED: { code: 5104, http: 409, key: 'err.playerNotBanned' },
  /** A banned player's correct sign-in: told why (only after the password or code proved them). */
  ACCOUNT_BANNED: { code: 5105, http: 403, key: 'err.accountBanned' },
  // the streamer role, given and taken back in the console
  PLAYER_ALREADY_STREAMER: { code: 5110, http: 409, key: 'err.playerAlreadyStreamer' },
  PLAYER_NOT_STREAMER: { code: 5111, http: 409, key: 'err.playerNotStreamer' },
  // a player's authenticator removed by staff under four eyes (console/players/totp-removal.ts)
  TOTP_REMOVAL_NOT_FOUND: { code: 5120, http: 404, key: 'err.totpRemovalNotFound' },
  TOTP_REMOVAL_NONE: { code: 5121, http: 409, key: 'err.totpRemovalNone' },
  TOTP_REMOVAL_PENDING: { code: 5122, http: 409, key: 'err.totpRemovalPending' },
  /** The player turned it off or set up a new one after the proposal: nothing removed, the proposal closed (state 4). */
  TOTP_REMOVAL_STALE: { code: 5123, http: 409, key: 'err.totpRemovalStale' },
  TOTP_REMOVAL_NOT_YOURS: { code: 5124, http: 403, key: 'err.totpRemovalNotYours' },
  // cases and odds (52xx; 5201 is the inbox's): a proposal's table, price or names refused (400, the message says which)
  CONSOLE_BOX_INVALID: { code: 5210, http: 400, key: 'err.consoleBoxInvalid' },
  CONSOLE_PROPOSAL_NOT_FOUND: { code: 5211, http: 404, key: 'err.consoleProposalNotFound' },
  CONSOLE_BOX_SLUG_TAKEN: { code: 5212, http: 409, key: 'err.consoleBoxSlugTaken' },
  /** The case's current version moved since the proposal was made against it. */
  CONSOLE_BOX_BASE_MOVED: { code: 5213, http: 409, key: 'err.consoleBoxBaseMoved' },
  CONSOLE_BOX_RETIRED: { code: 5214, http: 409, key: 'err.consoleBoxRetired' },
  CONSOLE_BOX_NOT_RETIRED: { code: 5215, http: 409, key: 'err.consoleBoxNotRetired' },
  /** A player's opening of a version staff replaced or retired a moment ago (the page shows the old odds). */
  BOX_CHANGED: { code: 5220, http: 409, key: 'err.boxChanged' },
  // ---- Giveaways (codes 66xx)
  GIVEAWAY_NOT_FOUND: { code: 6601, http: 404, key: 'err.giveawayNotFound' },
  GIVEAWAY_CLOSED: { code: 6602, http: 409, key: 'err.giveawayClosed' },
  GIVEAWAY_ALREADY_JOINED: { code: 6603, http: 409, key: 'err.giveawayAlreadyJoined' },
  GIVEAWAY_FULL: { code: 6604, http: 409, key: 'err.giveawayFull' },
  GIVEAWAY_WRONG_CODE: { code: 6605, http: 403, key: 'err.giveawayWrongCode' },
  GIVEAWAY_DEPOSIT_NEEDED: { code: 6606, http: 403, key: 'err.giveawayDepositNeeded' },
  GIVEAWAY_VERIFIED_NEEDED: { code: 6607, http: 403, key: 'err.giveawayVerifiedNeeded' },
  GIVEAWAY_NOT_STREAMER: { code: 6608, http: 403, key: 'err.giveawayNotStreamer' },
  /** A streamer pooling an item that is not theirs or not in the backpack (sold, staked, pooled, withdrawing). */
  GIVEAWAY_PRIZE_UNAVAILABLE: { code: 6609, http: 409, key: 'err.giveawayPrizeUnavailable' },
  GIVEAWAY_DRAW_TIME: { code: 6610, http: 422, key: 'err.giveawayDrawTime' },
  GIVEAWAY_FULL_NEEDS_MAX: { code: 6611, http: 422, key: 'err.giveawayFullNeedsMax' },
  GIVEAWAY_NOT_CANCELLABLE: { code: 6612, http: 409, key: 'err.giveawayNotCancellable' },
  GIVEAWAY_PRIZE_NOT_FOUND: { code: 6613, http: 404, key: 'err.giveawayPrizeNotFound' },
  /** A beacon value whose signature does not verify, or for another round than the one the room waits for. */
  BEACON_INVALID: { code: 6620, http: 422, key: 'err.beaconInvalid' },
  // ---- Take-backs (withdrawals to Steam)
  WITHDRAW_TRADE_LINK_NEEDED: { code: 6701, http: 409, key: 'err.withdrawTradeLinkNeeded' },
  WITHDRAW_VERIFIED_NEEDED: { code: 6702, http: 403, key: 'err.withdrawVerifiedNeeded' },
  WITHDRAW_DEPOSIT_NEEDED: { code: 6703, http: 403, key: 'err.withdrawDepositNeeded' },
  /** An id twice in one request, or an item not the player's or not in the backpack (sold, staked, pooled, withdrawing). */
  WITHDRAW_ITEMS_UNAVAILABLE: { code: 6704, http: 409, key: 'err.withdrawItemsUnavailable' },
  WITHDRAW_DAILY_COUNT: { code: 6705, http: 429, key: 'err.withdrawDailyCount' },
  WITHDRAW_DAILY_VALUE: { code: 6706, http: 429, key: 'err.withdrawDailyValue' },
  WITHDRAW_NOT_FOUND: { code: 6707, http: 404, key: 'err.withdrawNotFound' },
  /** A console decision on a take-back not waiting for one, or a transition the state machine refuses. */
  WITHDRAW_WRONG_STATE: { code: 6708, http: 409, key: 'err.withdrawWrongState' },
  /** A supplier callback about an order we never placed. */
  WITHDRAW_UNKNOWN_ORDER: { code: 6709, http: 404, key: 'err.withdrawUnknownOrder' },
  /** A reject while the supplier says the order may still deliver (the item must never be both returned and delivered). */
  WITHDRAW_ORDER_LIVE: { code: 6710, http: 409, key: 'err.withdrawOrderLive' },
  /** Inside the 24 hours after the trade link changed (docs/decisions/0104); the message says until when. */
  WITHDRAW_TRADE_LINK_HOLD: { code: 6711, http: 409, key: 'err.withdrawTradeLinkHold' },
  // ---- Promotion, member levels, rankings
  /** A level table that does not rise (levels 1..n, each threshold above the last) or is empty or too long. */
  LEVEL_TABLE_NOT_RISING: { code: 6801, http: 422, key: 'err.levelTableNotRising' },
  /** A rebate ratio outside 0-100%. */
  LEVEL_RATIO_RANGE: { code: 6802, http: 422, key: 'err.levelRatioRange' },
  PROMO_CHANNEL_EXISTS: { code: 6803, http: 409, key: 'err.promoChannelExists' },
  PROMO_CHANNEL_NOT_FOUND: { code: 6804, http: 404, key: 'err.promoChannelNotFound' },
  PROMO_REFERRAL_NOT_FOUND: { code: 6805, http: 404, key: 'err.promoReferralNotFound' },
  /** Clearing or confirming a referral that is not flagged (already decided, or never flagged). */
  PROMO_REFERRAL_NOT_FLAGGED: { code: 6806, http: 409, key: 'err.promoReferralNotFlagged' },
  PROMO_PARTNER_NOT_FOUND: { code: 6807, http: 404, key: 'err.promoPartnerNotFound' },
  // ---- Rewards (redeem codes, coupons, vouchers, free cases, daily rewards, transfer, virtual items)
  /** No such code (or its batch was stopped): the same answer, so a guess learns nothing. */
  CDK_INVALID: { code: 6901, http: 422, key: 'err.cdkInvalid' },
  CDK_EXPIRED: { code: 6902, http: 422, key: 'err.cdkExpired' },
  /** Every use of the code is taken. */
  CDK_USED_UP: { code: 6903, http: 409, key: 'err.cdkUsedUp' },
  /** This player redeemed as many codes of the batch as one player may ({max}). */
  CDK_PLAYER_LIMIT: { code: 6904, http: 409, key: 'err.cdkPlayerLimit' },
  /** Too many wrong codes from this player or this address: {minutes} until the window closes. */
  CDK_THROTTLED: { code: 6905, http: 429, key: 'err.cdkThrottled' },
  CDK_BATCH_NOT_FOUND: { code: 6906, http: 404, key: 'err.cdkBatchNotFound' },
  /** Not the player's, or no such coupon. */
  COUPON_NOT_FOUND: { code: 6910, http: 404, key: 'err.couponNotFound' },
  COUPON_USED: { code: 6911, http: 409, key: 'err.couponUsed' },
  COUPON_EXPIRED: { code: 6912, http: 422, key: 'err.couponExpired' },
  /** The coupon's kind, case or minimum ({min}) does not fit this deposit or opening. */
  COUPON_NOT_APPLICABLE: { code: 6913, http: 422, key: 'err.couponNotApplicable' },
  VOUCHER_NOT_FOUND: { code: 6920, http: 404, key: 'err.voucherNotFound' },
  VOUCHER_USED: { code: 6921, http: 409, key: 'err.voucherUsed' },
  VOUCHER_EXPIRED: { code: 6922, http: 422, key: 'err.voucherExpired' },
  /** The player holds fewer unused free cases of this case than asked for (or none is theirs). */
  FREE_BOX_NOT_FOUND: { code: 6930, http: 404, key: 'err.freeBoxNotFound' },
  /** DAILY_REWARDS=off: daily deposit rewards, the first-deposit bonus and deposit coupons are switched off. */
  DAILY_REWARDS_OFF: { code: 6940, http: 404, key: 'err.dailyRewardsOff' },
  /** Today's deposits ({total}) have not reached the tier ({min}). */
  DAILY_TIER_NOT_REACHED: { code: 6941, http: 422, key: 'err.dailyTierNotReached' },
  DAILY_TIER_CLAIMED: { code: 6942, http: 409, key: 'err.dailyTierClaimed' },
  DAILY_TIER_NOT_FOUND: { code: 6943, http: 404, key: 'err.dailyTierNotFound' },
  /** A transfer above the secondary balance ({balance}). */
  TRANSFER_EXCEEDS: { code: 6950, http: 422, key: 'err.transferExceeds' },
  VIRTUAL_NOT_FOUND: { code: 6960, http: 404, key: 'err.virtualNotFound' },
  VIRTUAL_OWNED: { code: 6961, http: 409, key: 'err.virtualOwned' },
  VIRTUAL_NOT_OWNED: { code: 6962, http: 409, key: 'err.virtualNotOwned' },
  /** Gold coins ({coins}) short of the price ({price}). */
  VIRTUAL_NOT_ENOUGH: { code: 6963, http: 422, key: 'err.virtualNotEnough' },
  // ---- Player protection
  /** A cool-off (time-out) runs until {until} (China time): no deposit, play or promotion. */
  PLAY_COOLING_OFF: { code: 7001, http: 403, key: 'err.playCoolingOff' },
  /** A self-exclusion runs until {until}. */
  PLAY_SELF_EXCLUDED: { code: 7002, http: 403, key: 'err.playSelfExcluded' },
  /** The reality check is due: nothing plays until the player answers it. */
  REALITY_CHECK_DUE: { code: 7003, http: 409, key: 'err.realityCheckDue' },
  /** Item 4: a deposit needs a verified real name (verification refuses anyone under 18). */
  DEPOSIT_NEEDS_REAL_NAME: { code: 7004, http: 403, key: 'err.depositNeedsRealName' },
  /** A deposit that would pass the player's deposit limit: {left} may still be deposited, from {reset} more. */
  LIMIT_DEPOSIT_REACHED: { code: 7010, http: 422, key: 'err.limitDepositReached' },
  /** A deposit that would pass the player's loss limit. */
  LIMIT_LOSS_REACHED: { code: 7011, http: 422, key: 'err.limitLossReached' },
  /** Confirming a raise or removal before its 24 hours ({at}). */
  LIMIT_RAISE_NOT_DUE: { code: 7012, http: 409, key: 'err.limitRaiseNotDue' },
  LIMIT_NO_PENDING: { code: 7013, http: 404, key: 'err.limitNoPending' },
  /** A new exclusion that would end before the one running ({until}). */
  EXCLUSION_RUNNING: { code: 7014, http: 409, key: 'err.exclusionRunning' },
  /** Reality checks (G): answering a check that is not due. */
  REALITY_NOT_DUE: { code: 7021, http: 409, key: 'err.realityNotDue' },
  /** Staff may tighten a limit, never loosen or remove one, and never lift an exclusion. */
  STAFF_CANNOT_LOOSEN: { code: 7020, http: 403, key: 'err.staffCannotLoosen' },
  // ---- Refusals of the request itself, before any route reads it (code = HTTP status)
  METHOD_NOT_ALLOWED: { code: 405, http: 405, key: 'err.methodNotAllowed' },
  BODY_TOO_LARGE: { code: 413, http: 413, key: 'err.bodyTooLarge' },
  URL_TOO_LONG: { code: 414, http: 414, key: 'err.urlTooLong' },
  UNSUPPORTED_MEDIA_TYPE: { code: 415, http: 415, key: 'err.unsupportedMediaType' },
  HEADERS_TOO_LARGE: { code: 431, http: 431, key: 'err.headersTooLarge' },
  INTERNAL: { code: 500, http: 500, key: 'err.internal' },
} as const satisfies Record<string, { code: number; http: number; key: MessageKey }>;

export type ErrorName = keyof typeof ERRORS;
