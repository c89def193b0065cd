// A giveaway room's join conditions as the room page lists them (met, not met, or not known until
// the visitor signs in or types the code), and why the visitor cannot join, as the page says it.
import type { GiveawayCondition } from '../../shared/contracts/giveaway.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator, UiKey } from '../../lib/i18n/ui.ts';

/** Why the visitor cannot join, as the page says it (whyNot is the server's message key, or 'auth'). */
export const WHY_KEY: Record<string, UiKey> = {
  auth: 'giveaway_why_auth',
  'err.giveawayClosed': 'giveaway_why_closed',
  'err.giveawayAlreadyJoined': 'giveaway_why_joined',
  'err.giveawayFull': 'giveaway_why_full',
  'err.giveawayWrongCode': 'giveaway_why_code',
  'err.giveawayDepositNeeded': 'giveaway_why_deposit',
  'err.giveawayVerifiedNeeded': 'giveaway_why_verified',
  'err.giveawayNotFound': 'giveaway_notFound',
};

export function ConditionRow({ c, t }: { c: GiveawayCondition; t: Translator }) {
  const p = c.params;
  const text =
    c.kind === 'deposit'
      ? t('giveaway_cond_deposit', { amount: displayYuan(String(p.amount ?? '0')), days: p.days ?? '' })
      : c.kind === 'joinCode'
        ? t('giveaway_cond_joinCode')
        : t('giveaway_cond_verified');
  const why =
    c.met === null
      ? c.kind === 'joinCode' ? t('giveaway_cond_codeAtJoin') : t('giveaway_cond_signIn')
      : c.kind === 'deposit'
        ? t('giveaway_cond_depositHave', { have: displayYuan(String(p.have ?? '0')) })
        : c.kind === 'verified'
          ? t(c.met ? 'giveaway_cond_verifiedYes' : 'giveaway_cond_verifiedNo')
          : t(c.met ? 'giveaway_cond_codeOk' : 'giveaway_cond_codeAtJoin');
  const mark = c.met === true ? '✓' : c.met === false ? '✕' : '?';
  const tone = c.met === true ? 'bg-emerald-400/15 text-emerald-300' : c.met === false ? 'bg-accent-red/15 text-accent-red' : 'bg-line text-muted';
  return (
    <li className="flex items-start gap-2" data-testid="giveaway-condition" data-kind={c.kind} data-met={String(c.met)}>
      <span className={`grid size-5 shrink-0 place-items-center rounded-full text-xs font-bold ${tone}`} aria-hidden="true">{mark}</span>
      <span className="min-w-0 text-sm">
        <span className="font-semibold">{text}</span>
        <span className="block text-xs text-muted">
          <span className="sr-only">{t(c.met === true ? 'giveaway_cond_met' : c.met === false ? 'giveaway_cond_notMet' : 'giveaway_cond_unknown')} </span>
          {why}
        </span>
      </span>
    </li>
  );
}
