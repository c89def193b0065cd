// /console/giveaways/new: open an official room. The prize picker searches the catalogue (name in
// Chinese or English, or an id), adds skins to the pool in the order they are drawn, removes them,
// and shows the pool's value as the house will fund it. The server checks everything again (the
// draw time against its clock, the maximum for a room that draws when full, every skin id) and
// answers in the page's language; nothing here can say who wins.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { consolePath } from '../../../lib/console/api.ts';
import { giveawayCreate, giveawaySkinSearch, sumYuan } from '../../../lib/console/giveaways.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import type { ConsoleGiveawaySkin } from '../../../shared/console/giveaways.ts';
import { MAX_GIVEAWAY_PRIZES } from '../../../shared/giveaway-constants.ts';
import { ItemImage } from '../../common/ItemImage.tsx';
import { useT } from '../../common/hooks.ts';
import HydratedFieldset from '../common/HydratedFieldset.tsx';

/** A datetime-local value read as China time (UTC+8), as the console shows every time. */
function chinaIso(local: string): string {
  return local ? `${local.length === 16 ? `${local}:00` : local}+08:00` : '';
}

function Field({ label, hint, children }: { label: string; hint?: string; children: React.ReactNode }) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-xs text-muted">{label}</span>
      {children}
      {hint ? <span className="text-xs text-muted">{hint}</span> : null}
    </label>
  );
}

export default function GiveawayNew({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const [f, setF] = useState({
    title: '', description: '', drawMode: 'time' as 'time' | 'full', drawAt: '', maxEntrants: '', minDeposit: '', depositDays: '30', joinCode: '', requireVerified: false,
  });
  const [pool, setPool] = useState<ConsoleGiveawaySkin[]>([]);
  const [q, setQ] = useState('');
  const { data: hits, loading: searching, error: searchError } = useStore(giveawaySkinSearch.$state);
  const { busy, error: submitError } = useStore(giveawayCreate.$state);
  // A failed search and a refused create share the form's one alert.
  const error = submitError || searchError;

  const search = (text: string) => void giveawaySkinSearch.load(text);
  useEffect(() => { giveawaySkinSearch.reset(); giveawayCreate.reset(); search(''); }, []);

  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    void giveawayCreate.run({
      title: f.title, description: f.description, drawMode: f.drawMode, drawAt: chinaIso(f.drawAt),
      maxEntrants: Number(f.maxEntrants || 0), minDeposit: Number(f.minDeposit || 0), depositDays: Number(f.depositDays || 30),
      ...(f.joinCode ? { joinCode: f.joinCode } : {}), requireVerified: f.requireVerified, prizes: pool.map((p) => p.ornamentId),
    });
  };

  const set = <K extends keyof typeof f>(k: K, v: (typeof f)[K]) => setF((o) => ({ ...o, [k]: v }));
  const full = pool.length >= MAX_GIVEAWAY_PRIZES;

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="giveaway-new-form">
      <a href={consolePath('/console/giveaways')} className="text-xs text-accent-blue hover:underline">← {t('console_giveaways_title')}</a>
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{t('console_giveaways_newTitle')}</h1>
        <p className="text-muted">{t('console_giveaways_newHint')}</p>
      </header>

      <HydratedFieldset className="min-w-0 space-y-4">
        <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <section className="card min-w-0 space-y-3 p-4">
            <Field label={t('console_giveaways_fTitle')}>
              <input className="input" name="title" required minLength={2} maxLength={60} value={f.title} onChange={(e) => set('title', e.target.value)} />
            </Field>
            <Field label={t('console_giveaways_fDescription')}>
              <textarea className="input min-h-16" name="description" maxLength={500} value={f.description} onChange={(e) => set('description', e.target.value)} />
            </Field>
            <fieldset className="space-y-2">
              <legend className="text-xs text-muted">{t('console_giveaways_fDrawMode')}</legend>
              <div className="flex flex-wrap gap-4">
                {(['time', 'full'] as const).map((m) => (
                  <label key={m} className="flex items-center gap-2">
                    <input type="radio" name="drawMode" value={m} checked={f.drawMode === m} onChange={() => set('drawMode', m)} />
                    {t(m === 'time' ? 'console_giveaways_modeTime' : 'console_giveaways_modeFull')}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <Field label={t('console_giveaways_fDrawAt')} hint={t(f.drawMode === 'time' ? 'console_giveaways_drawAtHint' : 'console_giveaways_drawAtOptional')}>
                <input className="input" type="datetime-local" name="drawAt" required={f.drawMode === 'time'} value={f.drawAt} onChange={(e) => set('drawAt', e.target.value)} />
              </Field>
              <Field label={t('console_giveaways_fMax')} hint={t(f.drawMode === 'full' ? 'console_giveaways_maxNeeded' : 'console_giveaways_maxHint')}>
                <input className="input" type="number" name="maxEntrants" min={0} max={100000} inputMode="numeric" required={f.drawMode === 'full'} value={f.maxEntrants} onChange={(e) => set('maxEntrants', e.target.value)} />
              </Field>
            </div>
            <fieldset className="space-y-2 rounded-lg border border-line/60 p-3">
              <legend className="px-1 text-xs text-muted">{t('console_giveaways_conditions')}</legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                <Field label={t('console_giveaways_fMinDeposit')} hint={t('console_giveaways_minDepositHint')}>
                  <input className="input" type="number" name="minDeposit" min={0} max={1000000} inputMode="numeric" value={f.minDeposit} onChange={(e) => set('minDeposit', e.target.value)} />
                </Field>
                <Field label={t('console_giveaways_fDepositDays')}>
                  <input className="input" type="number" name="depositDays" min={1} max={365} inputMode="numeric" value={f.depositDays} onChange={(e) => set('depositDays', e.target.value)} />
                </Field>
                <Field label={t('console_giveaways_fJoinCode')} hint={t('console_giveaways_joinCodeHint')}>
                  <input className="input" name="joinCode" maxLength={32} autoComplete="off" value={f.joinCode} onChange={(e) => set('joinCode', e.target.value)} />
                </Field>
                <label className="flex items-center gap-2 self-center">
                  <input type="checkbox" name="requireVerified" checked={f.requireVerified} onChange={(e) => set('requireVerified', e.target.checked)} />
                  {t('console_giveaways_fVerified')}
                </label>
              </div>
            </fieldset>
          </section>

          <section className="card min-w-0 space-y-3 p-4" data-testid="prize-picker">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-bold">{t('console_giveaways_pool')}</h2>
              <p className="text-sm">
                {t('console_giveaways_poolValue')} <strong className="tabular-nums text-accent-orange" data-testid="pool-value">¥{sumYuan(pool.map((p) => p.price))}</strong>
                <span className="text-muted"> · {t('console_giveaways_prizeCount', { n: pool.length, max: MAX_GIVEAWAY_PRIZES })}</span>
              </p>
            </div>
            {pool.length === 0 ? <p className="rounded-lg border border-dashed border-line p-3 text-center text-muted">{t('console_giveaways_poolEmpty')}</p> : (
              <ol className="divide-y divide-line/50 rounded-lg border border-line/60" data-testid="pool-list">
                {pool.map((p, i) => (
                  <li key={`${i}-${p.ornamentId}`} className="flex items-center gap-2 px-2 py-1.5">
                    <span className="w-6 text-end font-mono text-xs text-muted">{i + 1}</span>
                    <ItemImage item={p} className="h-8 w-16 shrink-0" />
                    <span className="min-w-0 flex-1 truncate" title={p.name}>{p.name}</span>
                    <span className="tabular-nums">¥{p.price}</span>
                    <button type="button" className="btn-ghost px-2 py-0.5 text-xs" aria-label={t('console_giveaways_remove', { name: p.name })}
                      onClick={() => setPool((old) => old.filter((_x, j) => j !== i))}>✕</button>
                  </li>
                ))}
              </ol>
            )}
            <div className="flex gap-2" role="search">
              <input className="input" type="search" name="skinSearch" maxLength={50} placeholder={t('console_giveaways_searchHint')} value={q}
                onChange={(e) => setQ(e.target.value)}
                onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); search(q); } }} />
              <button type="button" className="btn-ghost shrink-0 whitespace-nowrap" onClick={() => search(q)} data-testid="skin-search">{t('console_common_search')}</button>
            </div>
            <ul className="max-h-96 divide-y divide-line/40 overflow-y-auto rounded-lg bg-surface-2/40" data-testid="skin-hits" aria-busy={searching}>
              {hits && hits.length === 0 ? <li className="p-3 text-center text-muted">{t('console_giveaways_noSkins')}</li> : null}
              {hits?.map((s) => (
                <li key={s.ornamentId} className="flex items-center gap-2 px-2 py-1.5">
                  <ItemImage item={s} className="h-8 w-16 shrink-0" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate" style={{ color: s.rarity.color }}>{s.name}</span>
                    <span className="block truncate text-xs text-muted">#{s.ornamentId} · {s.otherName}</span>
                  </span>
                  <span className="tabular-nums">¥{s.price}</span>
                  <button type="button" className="btn-ghost px-2 py-0.5 text-xs" disabled={full} data-testid="skin-add" onClick={() => setPool((old) => [...old, s])}>
                    {t('console_giveaways_add')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>

        {error ? <p role="alert" data-testid="giveaway-error" className="rounded-lg border border-accent-red/40 bg-accent-red/10 px-3 py-2 text-accent-red">{error}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className="btn-primary" disabled={busy} data-testid="giveaway-create">{t('console_giveaways_create')}</button>
          <span className="text-xs text-muted">{t('console_giveaways_fairNote')}</span>
        </div>
      </HydratedFieldset>
    </form>
  );
}
