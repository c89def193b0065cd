// GET api/common/sysConfig (the spec's "System config" fields and its "system config call at startup").
// Asked once per page by every visitor, signed in or not; it takes no parameters.

export interface SysConfig {
  /**
   * The balance-type switch. While it is false the header shows the exchange display (the
   * secondary balance and the way to /personal/transfer); true hides it (the spec's fields: shown when falsy).
   */
  balanceTypeSwitch: boolean;
  /** Whether the public-notice dialog may open (the spec's fields "a flag for public text"). */
  publicText: boolean;
  /**
   * Present (true) when no first-deposit bonus is offered: DAILY_REWARDS=off, or
   * FIRST_DEPOSIT_BONUS_PERCENT=0. No page may then advertise that bonus (the home banner reads this).
   * It says nothing of the daily rewards, which follow DAILY_REWARDS alone (the benefits answer).
   */
  noRechargeRewards?: true;
  /**
   * The first-deposit bonus in percent of the amount credited (FIRST_DEPOSIT_BONUS_PERCENT); 0 when
   * none is offered (then noRechargeRewards is set too). Pages show this figure, never a written one.
   * Always sent by this server; optional so an answer without it reads as "no bonus shown".
   */
  firstDepositBonusPercent?: number;
  /**
   * Set by the operator to pin the one notice the dialog may show; unset means "the newest"
   * (api/common/notice?topN=1). A pinned id that is not the newest notice shows nothing.
   */
  noticeId?: string;
  /**
   * Where the live feed's STOMP socket connects when it is not this page's own /ws: RabbitMQ's
   * Web-STOMP on another host (STOMP_URL, ws:// or wss://). Absent: the page's host, /ws.
   */
  stompUrl?: string;
}

export const SYS_CONFIG_PATH = '/api/common/sysConfig';
