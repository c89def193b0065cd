// The battle create form's parts: the bar a phone keeps in reach, the case picker, the settings
// (picked cases, players, mode, pace, cost, pay) and the "battle opened" dialog. They read the
// form's stores (src/lib/battle/create.ts) and call its actions.
import { useStore } from '@nanostores/react';
import type { BattleMode } from '../../shared/contracts/battle.ts';
import { displayYuan } from '../../shared/money.ts';
import { MAX_BATTLE_BOXES } from '../../lib/battle/constants.ts';
import {
  $battleCaseList, $battleChosen, $battleCreating, $battleForm, $battleOpened, $battleThemes, $battleThemesFailed, addCase, clearCases,
  closeBattleOpened, loadBattleThemes, removeCase, setBattleFast, setBattleMode, setCaseQuery, setCaseSort, setSeats, setTeam, type CaseSort,
} from '../../lib/battle/create.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Modal } from '../dialogs/Modal.tsx';
import { modeBase } from './parts.tsx';

const seg = (on: boolean) => `rounded-lg px-3 py-2 text-sm font-bold transition-colors ${on ? 'bg-accent-orange text-bg shadow-[0_0_12px] shadow-accent-orange/40' : 'bg-surface-2 text-muted hover:text-ink'}`;

interface SubmitProps {
  t: Translator;
  loggedIn: boolean;
  onSubmit: () => void;
}

/** On a phone the settings sit below the cases: the count, the cost and the button stay in reach. */
export function BattleCreateBar({ t, loggedIn, onSubmit }: SubmitProps) {
  const { picked } = useStore($battleForm);
  const { chosen, total } = useStore($battleChosen);
  const busy = useStore($battleCreating);
  if (chosen.length === 0) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:hidden">
      <span className="min-w-0 flex-1 text-xs text-muted">
        {t('battle.selected', { count: picked.length, max: MAX_BATTLE_BOXES })}
        <span className="block text-base font-extrabold text-accent-orange">¥{displayYuan(total)}</span>
      </span>
      <button type="button" className="btn-primary px-4 py-2" data-testid="battle-create-submit-bar" disabled={busy} onClick={onSubmit}>
        {!loggedIn ? t('battle.loginToCreate') : busy ? t('battle.creating') : t('battle.create')}
      </button>
    </div>
  );
}

export function BattleCasePicker({ t }: { t: Translator }) {
  const boxes = useStore($battleThemes);
  const failed = useStore($battleThemesFailed);
  const { query, sort, picked } = useStore($battleForm);
  const shown = useStore($battleCaseList);
  const { full } = useStore($battleChosen);
  return (
    <section className="card min-w-0 space-y-3 p-3 sm:p-4">
      <div className="flex flex-wrap gap-2">
        <input
          type="search"
          value={query}
          onChange={(e) => setCaseQuery(e.target.value)}
          placeholder={t('battle.search')}
          aria-label={t('battle.search')}
          data-testid="battle-case-search"
          className="min-w-0 flex-1 rounded-lg border border-line bg-bg px-3 py-2 text-sm"
        />
        <select value={sort} onChange={(e) => setCaseSort(e.target.value as CaseSort)} aria-label={t('battle.sort')} data-testid="battle-case-sort" className="rounded-lg border border-line bg-bg px-2 py-2 text-sm">
          <option value="asc">{t('battle.sortAsc')}</option>
          <option value="desc">{t('battle.sortDesc')}</option>
        </select>
      </div>
      {failed ? (
        <LoadFailed t={t} onRetry={() => void loadBattleThemes()} />
      ) : !boxes ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="h-36 animate-pulse rounded-xl bg-surface-2/50" />
          ))}
        </ul>
      ) : (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" data-testid="battle-case-list">
          {shown.map((b) => {
            const count = picked.filter((id) => id === b.id).length;
            return (
              <li key={b.id}>
                <button
                  type="button"
                  // Not disabled at the limit: a click says "box count limit reached" (lib/battle/create.ts).
                  aria-disabled={full}
                  onClick={() => addCase(b.id)}
                  aria-label={t('battle.addCase', { name: b.name })}
                  data-testid="battle-case-option"
                  data-box-id={b.id}
                  className={`group relative flex w-full flex-col items-center gap-1 rounded-xl border bg-surface-2/60 p-2 transition-colors hover:border-accent-orange aria-disabled:opacity-50 ${count > 0 ? 'border-accent-orange' : 'border-line'}`}
                >
                  {count > 0 && <span className="absolute end-1 top-1 z-[1] rounded-full bg-accent-orange px-1.5 text-xs font-extrabold text-bg">×{count}</span>}
                  <CaseArt box={b} className="aspect-[5/3] w-full transition-transform group-hover:scale-105" />
                  <span className="w-full truncate text-center text-xs font-semibold">{b.name}</span>
                  <span className="text-sm font-bold text-accent-orange">¥{displayYuan(b.price)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function BattleSettings({ t, loggedIn, onSubmit, mode }: SubmitProps & { mode: BattleMode }) {
  const { picked, seats, team, fast } = useStore($battleForm);
  const { chosen, total } = useStore($battleChosen);
  const busy = useStore($battleCreating);
  return (
    <aside className="card h-fit space-y-4 p-4 lg:sticky lg:top-20">
      <div>
        <div className="mb-2 flex items-center justify-between text-sm">
          <span className="font-bold">{t('battle.selected', { count: picked.length, max: MAX_BATTLE_BOXES })}</span>
          {picked.length > 0 && (
            <button type="button" className="text-xs text-muted hover:text-ink" onClick={clearCases}>
              {t('battle.clear')}
            </button>
          )}
        </div>
        {chosen.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line px-3 py-6 text-center text-xs text-muted">{t('battle.pickHint')}</p>
        ) : (
          <ol className="grid max-h-56 grid-cols-4 gap-1 overflow-y-auto" data-testid="battle-picked">
            {chosen.map((b, i) => (
              <li key={i}>
                <button type="button" onClick={() => removeCase(i)} aria-label={t('battle.removeCase', { name: b.name })} className="relative w-full rounded-md bg-surface-2 p-1 hover:bg-accent-red/20">
                  <span className="absolute start-0.5 top-0 text-[10px] font-bold text-muted">{i + 1}</span>
                  <CaseArt box={b} className="aspect-[5/3] w-full" />
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>

      <fieldset className="space-y-2">
        <legend className="mb-1 text-xs font-bold text-muted">{t('battle.players')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {[2, 3, 4].map((n) => (
            <button key={n} type="button" aria-pressed={seats === n} data-testid={`battle-seats-${n}`} className={seg(seats === n)} onClick={() => setSeats(n)}>
              {n === 2 ? '1v1' : n === 3 ? '1v1v1' : '1v1v1v1'}
            </button>
          ))}
        </div>
        {seats === 4 && (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" aria-pressed={!team} className={seg(!team)} onClick={() => setTeam(false)}>{t('battle.ffa')}</button>
            <button type="button" aria-pressed={team} data-testid="battle-team" className={seg(team)} onClick={() => setTeam(true)}>{t('battle.team')}</button>
          </div>
        )}
      </fieldset>

      <fieldset>
        <legend className="mb-1 text-xs font-bold text-muted">{t('battle.modeLabel')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <button type="button" aria-pressed={mode === 'classic'} data-testid="battle-mode-classic" className={seg(mode === 'classic')} onClick={() => setBattleMode('classic')}>{t('battle.mode.classic')}</button>
          <button type="button" aria-pressed={mode === 'reverse'} data-testid="battle-mode-reverse" className={seg(mode === 'reverse')} onClick={() => setBattleMode('reverse')}>{t('battle.mode.reverse')}</button>
        </div>
        <p className="mt-2 text-xs text-muted">{t(mode === 'reverse' ? 'battle.rules.reverse' : 'battle.rules.classic')}</p>
      </fieldset>

      <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2">
        <span>
          <span className="block text-sm font-bold">{t('battle.fast')}</span>
          <span className="block text-xs text-muted">{t('battle.fastHint')}</span>
        </span>
        <input type="checkbox" checked={fast} onChange={(e) => setBattleFast(e.target.checked)} data-testid="battle-fast" className="size-4 accent-accent-orange" />
      </label>

      <div className="flex items-end justify-between border-t border-line pt-3">
        <span className="text-sm text-muted">{t('battle.total')}</span>
        <span className="text-2xl font-extrabold text-accent-orange" data-testid="battle-total">¥{displayYuan(total)}</span>
      </div>
      <button type="button" className="btn-primary w-full py-3 text-base" data-testid="battle-create-submit" disabled={busy} aria-disabled={chosen.length === 0} onClick={onSubmit}>
        {!loggedIn ? t('battle.loginToCreate') : busy ? t('battle.creating') : t('battle.submit', { amount: displayYuan(total) })}
      </button>
    </aside>
  );
}

export function BattleOpened({ t }: { t: Translator }) {
  const opened = useStore($battleOpened);
  if (!opened) return null;
  return (
    <Modal title={t('battle.opened')} closeLabel={t('common.close')} onClose={closeBattleOpened} testId="battle-opened">
      <p className="mb-4 text-sm text-muted">{t('battle.openedText', { id: opened.id })}</p>
      <a href={`${modeBase(opened.mode)}/${opened.id}`} className="btn-primary w-full" data-testid="battle-go-room">
        {t('battle.goRoom')}
      </a>
    </Modal>
  );
}
