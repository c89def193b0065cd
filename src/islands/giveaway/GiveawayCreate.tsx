// /giveaways/create: a streamer's room (issue 15.2). Title, description, draw mode (at a time or
// when full), the maximum, the conditions (deposits within N days, a join code, real-name
// verified), invite-only, and the prizes picked from the streamer's own backpack (items in it:
// state 0). The skins leave the backpack into the room on the server; the answer opens the room.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import type { BagItem } from '../../shared/contracts/bag.ts';
import { displayYuan, formatFen, parseYuan } from '../../shared/money.ts';
import { bagApi } from '../../lib/api/bag.ts';
import { ApiError } from '../../lib/api/client.ts';
import { giveawayApi } from '../../lib/api/giveaway.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { nav } from '../../lib/nav.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $user } from '../../lib/stores/user.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { LoginPrompt } from '../common/LoginPrompt.tsx';

const BAG_PAGE = 100;

/** "2026-11-24T20:00" (a datetime-local value, this browser's zone) as ISO with its offset. */
function withOffset(local: string): string {
  const d = new Date(local);
  const off = -d.getTimezoneOffset();
  const sign = off >= 0 ? '+' : '-';
  const abs = Math.abs(off);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block space-y-1">
      <span className="text-sm font-semibold">{label}</span>
      {children}
      {hint && <span className="block text-xs text-muted">{hint}</span>}
    </label>
  );
}

export default function GiveawayCreate({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const user = useStore($user);
  const [items, setItems] = useState<BagItem[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [picked, setPicked] = useState<string[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [drawMode, setDrawMode] = useState<'time' | 'full'>('time');
  const [drawAt, setDrawAt] = useState('');
  const [maxEntrants, setMaxEntrants] = useState('');
  const [minDeposit, setMinDeposit] = useState('');
  const [depositDays, setDepositDays] = useState('30');
  const [joinCode, setJoinCode] = useState('');
  const [requireVerified, setRequireVerified] = useState(false);
  const [inviteOnly, setInviteOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!loggedIn) return;
    setFailed(false);
    bagApi.page({ moduleId: -1, page: 1, pageSize: BAG_PAGE, orderBy: 'price', order: 'desc' }, { silent: true }).then(
      (p) => setItems(p.list.filter((i) => i.state === 0)),
      () => setFailed(true),
    );
  }, [loggedIn, attempt]);

  const pool = useMemo(() => formatFen((items ?? []).filter((i) => picked.includes(i.id)).reduce((s, i) => s + (parseYuan(i.price) ?? 0n), 0n)), [items, picked]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('giveaway_create_login')} buttonLabel={t('header.login')} testId="giveaway-create-login" />;
  // The server refuses a non-streamer anyway; the page says so first.
  if (user?.streamer === false) {
    return (
      <div className="card space-y-3 px-4 py-12 text-center" data-testid="giveaway-not-streamer">
        <p className="text-muted">{t('giveaway_create_notStreamer')}</p>
        <a href="/giveaways" className="btn-ghost">{t('giveaway_back')}</a>
      </div>
    );
  }

  function toggle(id: string) {
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    if (picked.length === 0) return setError(t('giveaway_create_pickOne'));
    setBusy(true);
    try {
      const made = await giveawayApi.create({
        title: title.trim(),
        description: description.replace(/\s+/g, ' ').trim(),
        drawMode,
        ...(drawMode === 'time' && drawAt ? { drawAt: withOffset(drawAt) } : {}),
        maxEntrants: Number(maxEntrants) || 0,
        minDeposit: Number(minDeposit) || 0,
        depositDays: Number(depositDays) || 30,
        ...(joinCode.trim() ? { joinCode: joinCode.trim() } : {}),
        requireVerified,
        inviteOnly,
        prizes: picked,
      });
      const tail = made.inviteToken ? `?invite=${encodeURIComponent(made.inviteToken)}` : '';
      nav.go(localizedPath(lang, `/giveaways/${made.id}${tail}`));
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
      setBusy(false);
    }
  }

  const radio = (value: 'time' | 'full', label: string) => (
    <button type="button" role="radio" aria-checked={drawMode === value} onClick={() => setDrawMode(value)} data-testid={`giveaway-mode-${value}`} className={`flex-1 rounded-lg border px-3 py-2 text-sm font-semibold ${drawMode === value ? 'border-accent-orange bg-accent-orange/10 text-accent-orange' : 'border-line text-muted hover:text-ink'}`}>
      {label}
    </button>
  );

  return (
    <form className="space-y-4" onSubmit={(e) => void submit(e)} data-testid="giveaway-create">
      <a href="/giveaways" className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('giveaway_back')}
      </a>
      <h1 className="text-xl font-bold sm:text-2xl">{t('giveaway_createTitle')}</h1>
      <div className="grid gap-4 lg:grid-cols-[24rem_1fr]">
        <section className="card space-y-4 p-4">
          <Field label={t('giveaway_create_title')}>
            <input className="input" required minLength={2} maxLength={60} value={title} onChange={(e) => setTitle(e.target.value)} data-testid="giveaway-create-title" />
          </Field>
          <Field label={t('giveaway_create_description')}>
            <textarea className="input min-h-20" maxLength={500} value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <div className="space-y-1">
            <span className="text-sm font-semibold">{t('giveaway_create_mode')}</span>
            <div role="radiogroup" className="flex gap-2">
              {radio('time', t('giveaway_create_modeTime'))}
              {radio('full', t('giveaway_create_modeFull'))}
            </div>
          </div>
          {drawMode === 'time' && (
            <Field label={t('giveaway_create_drawAt')}>
              <input type="datetime-local" className="input" required value={drawAt} onChange={(e) => setDrawAt(e.target.value)} data-testid="giveaway-create-draw-at" />
            </Field>
          )}
          <Field label={t('giveaway_create_max')} hint={t(drawMode === 'full' ? 'giveaway_create_maxFullHint' : 'giveaway_create_maxHint')}>
            <input type="number" inputMode="numeric" min={drawMode === 'full' ? 2 : 0} required={drawMode === 'full'} className="input" value={maxEntrants} onChange={(e) => setMaxEntrants(e.target.value)} data-testid="giveaway-create-max" />
          </Field>
          <fieldset className="space-y-3 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{t('giveaway_conditions')}</legend>
            <div className="grid grid-cols-2 gap-2">
              <Field label={t('giveaway_create_minDeposit')}>
                <input type="number" inputMode="numeric" min={0} className="input" value={minDeposit} onChange={(e) => setMinDeposit(e.target.value)} />
              </Field>
              <Field label={t('giveaway_create_days')}>
                <input type="number" inputMode="numeric" min={1} max={365} className="input" value={depositDays} onChange={(e) => setDepositDays(e.target.value)} />
              </Field>
            </div>
            <Field label={t('giveaway_create_joinCode')} hint={t('giveaway_create_joinCodeHint')}>
              <input className="input" maxLength={32} autoComplete="off" value={joinCode} onChange={(e) => setJoinCode(e.target.value)} />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={requireVerified} onChange={(e) => setRequireVerified(e.target.checked)} />
              {t('giveaway_create_verified')}
            </label>
          </fieldset>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" className="mt-1" checked={inviteOnly} onChange={(e) => setInviteOnly(e.target.checked)} />
            <span>
              {t('giveaway_create_inviteOnly')}
              <span className="block text-xs text-muted">{t('giveaway_create_inviteHint')}</span>
            </span>
          </label>
        </section>

        <section className="card flex min-h-0 flex-col gap-3 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-bold">{t('giveaway_create_prizes')}</h2>
            <span className="text-sm text-muted">
              {t('giveaway_create_picked', { count: picked.length })} · <span className="font-bold text-accent-orange">¥{displayYuan(pool)}</span>
            </span>
          </div>
          <p className="text-xs text-muted">{t('giveaway_create_prizesHint')}</p>
          {failed ? (
            <LoadFailed t={t} onRetry={() => setAttempt((n) => n + 1)} />
          ) : items === null ? (
            <p className="py-10 text-center text-muted">{t('common.loading')}</p>
          ) : items.length === 0 ? (
            <p className="py-10 text-center text-muted" data-testid="giveaway-create-empty">{t('giveaway_create_noItems')}</p>
          ) : (
            <ul className="grid max-h-[32rem] grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3 xl:grid-cols-4" data-testid="giveaway-create-items">
              {items.map((item) => {
                const on = picked.includes(item.id);
                const color = rarityColor(item.rarity?.color);
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      aria-pressed={on}
                      onClick={() => toggle(item.id)}
                      data-testid="giveaway-create-item"
                      data-item-id={item.id}
                      className={`card relative flex w-full flex-col overflow-hidden border-b-2 p-2 text-start transition-colors ${on ? 'border-accent-orange ring-2 ring-accent-orange' : 'hover:border-accent-orange'}`}
                      style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}26, transparent 60%)` }}
                    >
                      {on && <span className="absolute end-1.5 top-1.5 grid size-5 place-items-center rounded-full bg-accent-orange text-xs font-bold text-bg" aria-hidden="true">✓</span>}
                      <ItemImage item={item} className="mt-2 aspect-[2/1] w-full" />
                      <span className="mt-1 truncate text-xs font-semibold" style={{ color }} title={item.name}>{item.name}</span>
                      <span className="text-xs font-semibold text-accent-orange">¥{displayYuan(item.price)}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
      {error && <p role="alert" className="text-sm text-accent-red" data-testid="giveaway-create-error">{error}</p>}
      <button type="submit" className="btn-primary px-8 py-2.5" disabled={busy} data-testid="giveaway-create-submit">
        {busy ? t('giveaway_create_busy') : t('giveaway_create_submit')}
      </button>
    </form>
  );
}
