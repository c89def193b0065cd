// The console's form for a batch of redeem codes: name, prefix, count, uses per code and per player,
// expiry, and the reward (a kind and that kind's fields). On success the CSV is downloaded at once
// and the form says it will never be shown again.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent, type ReactNode } from 'react';
import { REWARD_KINDS, type RewardKind } from '../../../shared/reward-constants.ts';
import { batchCreate, type RewardInput } from '../../../lib/console/rewards.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';

const DAY = 86_400_000;

/** A datetime-local value (local time, minutes) `days` from now. */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * DAY);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

type Fields = Record<string, string>;

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The reward's JSON from the form's fields (the server checks every value). */
export function rewardOf(kind: RewardKind, f: Fields): RewardInput {
  switch (kind) {
    case 'balance':
    case 'coins':
    case 'points': return { kind, amount: f.amount };
    case 'freeBox': return { kind, boxId: num(f.boxId), count: num(f.boxCount || '1'), days: num(f.days) };
    case 'depositCoupon': return { kind, percent: f.percent, min: f.min, days: num(f.days) };
    case 'caseCoupon': return { kind, off: f.off, min: f.min, boxId: f.boxId.trim() === '' ? null : num(f.boxId), days: num(f.days) };
    case 'voucher': return { kind, ornamentId: num(f.ornamentId), days: num(f.days) };
  }
}

export function BatchForm({ t }: { t: Translator }) {
  const [f, setF] = useState<Fields>({
    name: '', prefix: '', count: '100', usesPerCode: '1', usesPerPlayer: '1', expiresAt: localInput(30),
    amount: '', boxId: '', boxCount: '1', percent: '', off: '', min: '', ornamentId: '', days: '7',
  });
  const [kind, setKind] = useState<RewardKind>('balance');
  const { busy, error, notice: done } = useStore(batchCreate.$state);
  const set = (k: string) => (e: { target: { value: string } }) => setF((o) => ({ ...o, [k]: e.target.value }));

  useEffect(() => batchCreate.reset(), []);

  function submit(e: SubmitEvent) {
    e.preventDefault();
    // Built inside the action: an expiry that is no time throws there and is shown as the refusal.
    void batchCreate.run(t, () => ({
      name: f.name, prefix: f.prefix.trim().toUpperCase(), count: num(f.count), usesPerCode: num(f.usesPerCode), usesPerPlayer: num(f.usesPerPlayer),
      expiresAt: f.expiresAt ? new Date(f.expiresAt).toISOString() : '', reward: rewardOf(kind, f),
    }));
  }

  const field = (key: string, label: string, input: ReactNode, hint?: string) => (
    <label key={key} className="flex flex-col gap-1 text-xs text-muted">
      {label}
      {input}
      {hint ? <span className="text-[11px] text-muted/80">{hint}</span> : null}
    </label>
  );
  const text = (key: string, label: string, opts: { hint?: string; mode?: 'numeric' | 'decimal'; mono?: boolean } = {}) =>
    field(key, label, <input className={`input ${opts.mono ? 'font-mono uppercase' : ''}`} inputMode={opts.mode} value={f[key]} onChange={set(key)} data-testid={`cdk-${key}`} />, opts.hint);

  const kindFields: Record<RewardKind, ReactNode[]> = {
    balance: [text('amount', t('console_rewards_amount'), { mode: 'decimal' })],
    coins: [text('amount', t('console_rewards_amount'), { mode: 'decimal' })],
    points: [text('amount', t('console_rewards_amount'), { mode: 'decimal' })],
    freeBox: [text('boxId', t('console_rewards_boxId'), { mode: 'numeric' }), text('boxCount', t('console_rewards_boxCount'), { mode: 'numeric' }), text('days', t('console_rewards_days'), { mode: 'numeric' })],
    depositCoupon: [text('percent', t('console_rewards_percent'), { mode: 'decimal' }), text('min', t('console_rewards_min'), { mode: 'decimal' }), text('days', t('console_rewards_days'), { mode: 'numeric' })],
    caseCoupon: [text('off', t('console_rewards_off'), { mode: 'decimal' }), text('min', t('console_rewards_min'), { mode: 'decimal' }),
      text('boxId', t('console_rewards_boxId'), { mode: 'numeric', hint: t('console_rewards_boxAny') }), text('days', t('console_rewards_days'), { mode: 'numeric' })],
    voucher: [text('ornamentId', t('console_rewards_ornamentId'), { mode: 'numeric' }), text('days', t('console_rewards_days'), { mode: 'numeric' })],
  };

  return (
    <form className="card space-y-4 p-4" onSubmit={submit} data-testid="cdk-form">
      <h2 className="font-bold">{t('console_rewards_create')}</h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6">
        <div className="col-span-2 flex flex-col">{text('name', t('console_rewards_name'))}</div>
        {text('prefix', t('console_rewards_prefix'), { hint: t('console_rewards_prefixHint'), mono: true })}
        {text('count', t('console_rewards_count'), { mode: 'numeric' })}
        {text('usesPerCode', t('console_rewards_usesPerCode'), { mode: 'numeric' })}
        {text('usesPerPlayer', t('console_rewards_usesPerPlayer'), { mode: 'numeric' })}
        <div className="col-span-2 flex flex-col">{field('expiresAt', t('console_rewards_expiresAt'), <input type="datetime-local" className="input" value={f.expiresAt} onChange={set('expiresAt')} data-testid="cdk-expiresAt" />)}</div>
        {field('kind', t('console_rewards_kind'), (
          <select className="input" value={kind} onChange={(e) => setKind(e.target.value as RewardKind)} data-testid="cdk-kind">
            {REWARD_KINDS.map((k) => <option key={k} value={k}>{t(`console_rewards_kind_${k}`)}</option>)}
          </select>
        ))}
        {kindFields[kind]}
      </div>
      <p className="rounded-lg border border-amber-400/30 bg-amber-400/10 px-3 py-2 text-xs text-amber-200">{t('console_rewards_once')}</p>
      {error ? <p role="alert" className="text-sm text-accent-red" data-testid="cdk-error">{error}</p> : null}
      {done ? <p role="status" className="text-sm text-emerald-300" data-testid="cdk-done">{done}</p> : null}
      <button type="submit" className="btn-primary" disabled={busy} data-testid="cdk-submit">{t('console_rewards_submit')}</button>
    </form>
  );
}
