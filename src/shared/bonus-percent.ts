// The first-deposit bonus is the operator's FIRST_DEPOSIT_BONUS_PERCENT (server/config/payments.ts), so content never
// writes the figure: a promotion's title, summary and badge say {percent} (filled by documentList on
// the server and by the /promotions page's placeholders), and Markdown bodies carry empty
// <span data-bonus-percent> / <span data-bonus-total> that the layout's boot fills from sysConfig
// (lib/content/recharge-rewards.ts).

export const BONUS_PERCENT_TOKEN = '{percent}';

/** `text` with every {percent} replaced by `percent`. */
export function withBonusPercent(text: string, percent: number): string {
  return text.split(BONUS_PERCENT_TOKEN).join(String(percent));
}
