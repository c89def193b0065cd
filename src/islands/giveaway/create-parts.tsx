// The giveaway form's two halves: the settings (title, description, draw mode and time, the
// maximum, the conditions, invite-only) and the prizes picked from the backpack. They edit the
// form's store (src/lib/giveaway/create.ts).
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { displayYuan } from '../../shared/money.ts';
import { $giveawayBag, $giveawayBagFailed, $giveawayForm, $giveawayPoolValue, loadGiveawayBag, setGiveawayField, togglePrize } from '../../lib/giveaway/create.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';

function Field({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <label className="block space-y-1">
      <span className="text-sm font-semibold">{label}</span>
      {children}
      {hint && <span className="block text-xs text-muted">{hint}</span>}
    </label>
  );
}

export function GiveawaySettings({ t }: { t: Translator }) {
  const { title, description, drawMode, drawAt, maxEntrants, minDeposit, depositDays, joinCode, requireVerified, inviteOnly } = useStore($giveawayForm);
  const radio = (value: 'time' | 'full', label: string) => (
    <button type="button" role="radio" aria-checked={drawMode === value} onClick={() => setGiveawayField('drawMode', value)} data-testid={`giveaway-mode-${value}`} className={`flex-1 rounded-lg border px-3 py-2 text-sm font-semibold ${drawMode === value ? 'border-accent-orange bg-accent-orange/10 text-accent-orange' : 'border-line text-muted hover:text-ink'}`}>
      {label}
    </button>
  );

  return (
    <section className="card space-y-4 p-4">
      <Field label={t('giveaway_create_title')}>
        <input className="input" required minLength={2} maxLength={60} value={title} onChange={(e) => setGiveawayField('title', e.target.value)} data-testid="giveaway-create-title" />
      </Field>
      <Field label={t('giveaway_create_description')}>
        <textarea className="input min-h-20" maxLength={500} value={description} onChange={(e) => setGiveawayField('description', e.target.value)} />
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
          <input type="datetime-local" className="input" required value={drawAt} onChange={(e) => setGiveawayField('drawAt', e.target.value)} data-testid="giveaway-create-draw-at" />
        </Field>
      )}
      <Field label={t('giveaway_create_max')} hint={t(drawMode === 'full' ? 'giveaway_create_maxFullHint' : 'giveaway_create_maxHint')}>
        <input type="number" inputMode="numeric" min={drawMode === 'full' ? 2 : 0} required={drawMode === 'full'} className="input" value={maxEntrants} onChange={(e) => setGiveawayField('maxEntrants', e.target.value)} data-testid="giveaway-create-max" />
      </Field>
      <fieldset className="space-y-3 rounded-lg border border-line p-3">
        <legend className="px-1 text-sm font-semibold">{t('giveaway_conditions')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <Field label={t('giveaway_create_minDeposit')}>
            <input type="number" inputMode="numeric" min={0} className="input" value={minDeposit} onChange={(e) => setGiveawayField('minDeposit', e.target.value)} />
          </Field>
          <Field label={t('giveaway_create_days')}>
            <input type="number" inputMode="numeric" min={1} max={365} className="input" value={depositDays} onChange={(e) => setGiveawayField('depositDays', e.target.value)} />
          </Field>
        </div>
        <Field label={t('giveaway_create_joinCode')} hint={t('giveaway_create_joinCodeHint')}>
          <input className="input" maxLength={32} autoComplete="off" value={joinCode} onChange={(e) => setGiveawayField('joinCode', e.target.value)} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={requireVerified} onChange={(e) => setGiveawayField('requireVerified', e.target.checked)} />
          {t('giveaway_create_verified')}
        </label>
      </fieldset>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={inviteOnly} onChange={(e) => setGiveawayField('inviteOnly', e.target.checked)} />
        <span>
          {t('giveaway_create_inviteOnly')}
          <span className="block text-xs text-muted">{t('giveaway_create_inviteHint')}</span>
        </span>
      </label>
    </section>
  );
}

export function GiveawayPrizePicker({ t }: { t: Translator }) {
  const items = useStore($giveawayBag);
  const failed = useStore($giveawayBagFailed);
  const { picked } = useStore($giveawayForm);
  const pool = useStore($giveawayPoolValue);
  return (
    <section className="card flex min-h-0 flex-col gap-3 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-bold">{t('giveaway_create_prizes')}</h2>
        <span className="text-sm text-muted">
          {t('giveaway_create_picked', { count: picked.length })} · <span className="font-bold text-accent-orange">¥{displayYuan(pool)}</span>
        </span>
      </div>
      <p className="text-xs text-muted">{t('giveaway_create_prizesHint')}</p>
      {failed ? (
        <LoadFailed t={t} onRetry={() => void loadGiveawayBag()} />
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
                  onClick={() => togglePrize(item.id)}
                  data-testid="giveaway-create-item"
                  data-item-id={item.id}
                  className={`card relative flex w-full flex-col overflow-hidden border-b-2 p-2 text-start transition-colors ${on ? 'border-accent-orange ring-2 ring-accent-orange' : 'hover:border-accent-orange'}`}
                  style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}26, transparent 60%)` }}
                >
                  {on && <span className="absolute end-1.5 top-1.5 grid size-5 place-items-center rounded-full bg-accent-orange text-xs font-bold text-bg" aria-hidden="true">✓</span>}
                  <ItemImage item={item} className="mt-2 aspect-[2/1] w-full" />
                  <ItemNameLines name={item.name} color={color} className="mt-1" />
                  <span className="text-xs font-semibold text-accent-orange">¥{displayYuan(item.price)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
