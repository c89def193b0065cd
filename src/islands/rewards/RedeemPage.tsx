// /personal/redeem (兑换码): a gift card to type a code on, the reward it gave worded by
// rewardText() with a link to where that reward waits, how codes work, and the player's reward
// records (code redemptions and daily deposit rewards). A refused code's message is the server's,
// shown on the card, once (the request is silent: no toast besides it).
import { useStore } from '@nanostores/react';
import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { RewardView } from '../../shared/contracts/rewards/cdk.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { redeemCode } from '../../lib/rewards/redeem.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { useBusyAction, useMounted, useT } from '../common/hooks.ts';
import { LoginPrompt } from '../common/LoginPrompt.tsx';
import { RewardPicture } from './RewardPicture.tsx';
import { RewardRecords } from './RewardRecords.tsx';
import { rewardText } from './reward-text.ts';

/** Where a reward can be seen or used once redeemed. */
export function rewardHome(kind: RewardView['kind']): string {
  switch (kind) {
    case 'freeBox': return '/personal/free-boxes';
    case 'depositCoupon':
    case 'caseCoupon': return '/personal/coupons';
    case 'voucher': return '/personal/vouchers';
    default: return '/personal/flow';
  }
}

export default function RedeemPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const [code, setCode] = useState('');
  const [result, setResult] = useState<RewardView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useBusyAction();

  function submit(e: SubmitEvent) {
    e.preventDefault();
    if (!code.trim()) return;
    setError(null);
    void run(async () => {
      setResult(await redeemCode(code.trim()));
      setCode('');
      toast.success(t('redeem_success'), { id: 'redeem-success' });
    }, (err) => setError(err instanceof Error ? err.message : String(err)));
  }

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('redeem_loginPrompt')} buttonLabel={t('header.login')} testId="redeem-login-prompt" />;

  return (
    <div className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <GiftCard t={t} code={code} setCode={setCode} busy={busy} error={error} onSubmit={submit} />
        <aside className="card space-y-3 p-4 sm:p-5" aria-labelledby="redeem-rules-title">
          <h2 id="redeem-rules-title" className="font-bold">{t('redeem_rulesTitle')}</h2>
          <ol className="space-y-2 text-sm text-muted">
            {(['redeem_rule1', 'redeem_rule2', 'redeem_rule3', 'redeem_rule4'] as const).map((k, i) => (
              <li key={k} className="flex gap-2.5">
                <span className="grid size-5 shrink-0 place-items-center rounded-full bg-accent-orange/15 text-xs font-bold text-accent-orange">{i + 1}</span>
                <span>{t(k)}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
      {result && <ResultCard t={t} reward={result} onClose={() => setResult(null)} />}
      <RewardRecords lang={lang} />
    </div>
  );
}

function GiftCard({ t, code, setCode, busy, error, onSubmit }: {
  t: Translator; code: string; setCode: (s: string) => void; busy: boolean; error: string | null; onSubmit: (e: SubmitEvent) => void;
}) {
  return (
    <form onSubmit={onSubmit} className="relative overflow-hidden rounded-2xl border border-accent-orange/30 bg-gradient-to-br from-[#2b1d12] via-surface to-[#1d1530] p-5 shadow-lg sm:p-7" aria-labelledby="redeem-card-title">
      {/* The card's ribbon and glow: a gift card, not a bare form. */}
      <div className="pointer-events-none absolute -right-20 -top-24 size-72 rounded-full bg-accent-orange/25 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute -bottom-28 -left-10 size-64 rounded-full bg-accent-purple/25 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute inset-y-0 right-16 hidden w-6 sm:block bg-gradient-to-b from-amber-300/25 via-accent-orange/20 to-amber-300/25" aria-hidden="true" />
      <div className="relative space-y-4">
        <div className="flex items-center gap-3">
          <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-amber-300 to-accent-orange text-bg shadow-md" aria-hidden="true">
            <GiftIcon />
          </span>
          <div>
            <h2 id="redeem-card-title" className="text-lg font-extrabold tracking-wide">{t('redeem_cardTitle')}</h2>
            <p className="text-xs text-muted">{t('redeem_cardNote')}</p>
          </div>
        </div>
        <label className="block space-y-1.5">
          <span className="text-sm font-semibold">{t('redeem_label')}</span>
          <input
            data-testid="redeem-input"
            className="input h-12 w-full bg-bg/70 font-mono text-base uppercase tracking-[0.12em] placeholder:normal-case placeholder:tracking-normal"
            value={code}
            maxLength={64}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('redeem_placeholder')}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? 'redeem-error' : undefined}
          />
        </label>
        {error && <p id="redeem-error" role="alert" data-testid="redeem-error" className="text-sm text-red-400">{error}</p>}
        <button type="submit" data-testid="redeem-submit" className="btn-primary h-11 w-full text-base sm:w-auto sm:min-w-48" disabled={busy || !code.trim()}>
          {busy ? t('redeem_submitting') : t('redeem_submit')}
        </button>
      </div>
    </form>
  );
}

function ResultCard({ t, reward, onClose }: { t: Translator; reward: RewardView; onClose: () => void }) {
  return (
    <section data-testid="redeem-result" data-kind={reward.kind} aria-live="polite"
      className="relative overflow-hidden rounded-2xl border border-emerald-400/40 bg-gradient-to-r from-emerald-500/15 via-surface to-surface p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-4">
        <RewardPicture reward={reward} />
        <div className="min-w-0 flex-1 basis-44 space-y-1">
          <p className="text-xs font-semibold uppercase tracking-wider text-emerald-300">{t('redeem_resultTitle')}</p>
          <p data-testid="redeem-result-text" className="text-lg font-extrabold">{rewardText(t, reward)}</p>
          {reward.days !== null && <p className="text-xs text-muted">{t('reward.validDays', { days: reward.days })}</p>}
        </div>
        <div className="flex gap-2">
          <a href={rewardHome(reward.kind)} className="btn-primary">{t('redeem_view')}</a>
          <button type="button" className="btn-ghost" onClick={onClose}>{t('redeem_again')}</button>
        </div>
      </div>
    </section>
  );
}

function GiftIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 0 1 0-5C11 3 12 8 12 8s1-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  );
}
