// Flagged referrals (a promoted player whose real-name identity or trade link is the partner's):
// flagged ones (1) earn nothing until staff decide. Clear (→ 2) lets the referral earn from then on;
// Confirm (→ 3) keeps it earning nothing. Each decision asks for a note (2-200 characters) that
// goes to the audit log. A filter shows the decided ones (cleared, confirmed, or every one ever flagged).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { consolePath } from '../../../lib/console/api.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import {
  REFERRAL_FILTERS, referralDecisions, referralList, setReferralFilter, startReferrals, type ReferralFilter, type ReferralView,
} from '../../../lib/console/promotion.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';
import { FlagBadge, FLAG_FILTER_LABEL, Pager, reasonLabel } from './parts.tsx';

interface Props {
  lang: Lang;
  t: Translator;
  canManage: boolean;
}

export function ReferralQueue({ lang, t, canManage }: Props) {
  const { flag } = useStore(referralList.$filter);
  const query = useStore(referralList.$query);
  const list = useStore(referralList.$state);
  const notice = useStore(referralDecisions.$notice);
  useEffect(() => { void startReferrals(); }, []);

  return (
    <section className="card space-y-3 p-4" data-testid="promo-referrals">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="flex items-center gap-2 font-bold">
          {t('console_promotion_referrals')}
          {flag === 1 && list.data ? <span className="rounded-full bg-amber-400/15 px-2 text-xs text-amber-300" data-testid="promo-referrals-count">{list.data.total}</span> : null}
        </h2>
        <HydratedFieldset>
          <label className="flex items-center gap-2 text-sm">
            <span className="text-muted">{t('console_promotion_flagFilter')}</span>
            <select className="input w-auto py-1.5" data-testid="promo-referral-filter" value={flag}
              onChange={(e) => void setReferralFilter(Number(e.target.value) as ReferralFilter)}>
              {REFERRAL_FILTERS.map((f) => <option key={f} value={f}>{t(FLAG_FILTER_LABEL[f])}</option>)}
            </select>
          </label>
        </HydratedFieldset>
      </div>
      <p className="text-xs text-muted">{t('console_promotion_referralsHint')}</p>
      {notice ? <p role="status" data-testid="promo-referral-notice" className="rounded-lg border border-accent-orange/40 bg-accent-orange/10 px-3 py-2 text-sm">{notice}</p> : null}
      {list.error ? <p role="alert" className="text-accent-red">{list.error}</p> : null}
      {!list.data ? <p className="text-muted">{t('console_table_loading')}</p> : list.data.list.length === 0 ? (
        <p className="text-muted" data-testid="promo-referrals-empty">{t(flag === 1 ? 'console_promotion_referralsEmpty' : 'console_table_empty')}</p>
      ) : (
        <ul className="divide-y divide-line/60">
          {list.data.list.map((r) => <ReferralRow key={r.promotedId} r={r} lang={lang} t={t} canManage={canManage} />)}
        </ul>
      )}
      {list.data && list.data.total > query.pageSize ? (
        <Pager t={t} total={list.data.total} page={query.page} pageSize={query.pageSize} onPage={(page) => void referralList.setQuery({ ...query, page })} />
      ) : null}
    </section>
  );
}

type Decision = 'clear' | 'confirm';

function ReferralRow({ r, lang, t, canManage }: { r: ReferralView; lang: Lang; t: Translator; canManage: boolean }) {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const action = referralDecisions.get(r.promotedId);
  const { busy, error } = useStore(action.$state);

  const submit = () => {
    if (deciding) void action.run(t, deciding, note, r.promotedNickname || r.promotedId);
  };

  const open = (d: Decision) => {
    setDeciding((cur) => (cur === d ? null : d));
    action.clear('error');
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5" data-testid="promo-referral-row" data-id={r.promotedId}>
      <div className="min-w-0 flex-1 basis-72 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <a className="font-semibold text-accent-blue hover:underline" href={consolePath(`/console/players/${r.promotedId}`)}>{r.promotedNickname || r.promotedId}</a>
          <span className="text-xs text-muted">{t('console_promotion_broughtBy')}</span>
          <a className="text-accent-blue hover:underline" href={consolePath(`/console/promotion/${r.partnerId}`)}>{r.partnerNickname || r.partnerId}</a>
          <FlagBadge flag={r.flag} t={t} />
        </p>
        <p className="text-xs text-muted">
          <span className="text-amber-300" data-testid="promo-referral-reason">{reasonLabel(r.flagReason, t)}</span>
          {' · '}{t('console_promotion_flaggedAt', { at: consoleTime(r.flaggedTime, lang, { seconds: false }) })}
          {' · '}{t('console_promotion_boundAt', { at: consoleTime(r.boundTime, lang, { seconds: false }) })}
        </p>
      </div>
      <span className="text-sm tabular-nums text-muted">{t('console_promotion_purchasesShort', { amount: r.purchases })}</span>
      {canManage && r.flag === 1 ? (
        <span className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} data-testid="promo-referral-clear" aria-expanded={deciding === 'clear'}
            className="btn bg-emerald-600 px-3 py-1.5 text-xs text-white hover:bg-emerald-500" onClick={() => open('clear')}>
            {t('console_promotion_clear')}
          </button>
          <button type="button" disabled={busy} data-testid="promo-referral-confirm" aria-expanded={deciding === 'confirm'}
            className="btn bg-accent-red-fill px-3 py-1.5 text-xs text-white hover:bg-accent-red" onClick={() => open('confirm')}>
            {t('console_promotion_confirm')}
          </button>
        </span>
      ) : null}
      {deciding && canManage ? (
        <form noValidate className="flex basis-full flex-wrap items-center gap-2" onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <span className="text-xs text-muted">{t(deciding === 'clear' ? 'console_promotion_clearHint' : 'console_promotion_confirmHint')}</span>
          <input className="input min-w-48 flex-1" name="note" required minLength={2} maxLength={200} value={note}
            aria-label={t('console_promotion_note')} placeholder={t('console_promotion_note')} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" disabled={busy} data-testid="promo-referral-submit"
            className={`btn px-3 py-1.5 text-xs text-white ${deciding === 'clear' ? 'bg-emerald-600 hover:bg-emerald-500' : 'bg-accent-red-fill hover:bg-accent-red'}`}>
            {t(deciding === 'clear' ? 'console_promotion_clearSubmit' : 'console_promotion_confirmSubmit')}
          </button>
          <button type="button" className="btn-ghost px-3 py-1.5 text-xs" onClick={() => setDeciding(null)}>{t('console_common_cancel')}</button>
        </form>
      ) : null}
      {error ? <p role="alert" className="basis-full text-sm text-accent-red">{error}</p> : null}
    </li>
  );
}
