// /battle/create, /reverse/create and their "create again" forms (/…/create/{id}, pre-filled from
// room {id}): pick cases from the battle themes (search, price sort), see the cost per seat,
// choose the players (2, 3 or 4; 2v2 with 4) and the mode, and pay the creator's seat. The answer
// opens the "battle opened" dialog with the way into the room.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { BattleMode } from '../../shared/contracts/battle.ts';
import { MAX_BATTLE_BOXES } from '../../lib/battle/constants.ts';
import type { BoxSummary } from '../../shared/contracts/box.ts';
import { displayYuan, formatFen, parseYuan } from '../../shared/money.ts';
import { applyBalance } from '../../lib/actions/wallet.ts';
import { battleApi } from '../../lib/api/battle.ts';
import { ApiError } from '../../lib/api/client.ts';
import { ERROR_CODE } from '../../lib/api/error-codes.ts';
import { rememberSeat } from '../../lib/battle/seats.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Modal } from '../dialogs/Modal.tsx';
import { modeBase } from './parts.tsx';

type Sort = 'asc' | 'desc';

export default function BattleCreate({ lang, mode: pageMode, fromId }: { lang: Lang; mode: BattleMode; fromId?: string }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn) && mounted;
  const [boxes, setBoxes] = useState<BoxSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>('asc');
  const [picked, setPicked] = useState<number[]>([]);
  const [seats, setSeats] = useState(2);
  const [team, setTeam] = useState(false);
  const [fast, setFast] = useState(false);
  const [mode, setMode] = useState<BattleMode>(pageMode);
  const [busy, setBusy] = useState(false);
  const [opened, setOpened] = useState<{ id: string; mode: BattleMode } | null>(null);

  useEffect(() => {
    setFailed(false);
    battleApi.themes({ silent: true }).then((d) => setBoxes(d.list), () => setFailed(true));
  }, [attempt]);

  useEffect(() => {
    if (!fromId) return;
    battleApi.detail(fromId, { silent: true }).then(
      (room) => {
        setPicked(room.boxes.map((b) => b.boxId));
        setSeats(room.seats);
        setTeam(room.team);
        setMode(room.mode);
      },
      () => undefined,
    );
  }, [fromId]);

  const byId = useMemo(() => new Map((boxes ?? []).map((b) => [b.id, b])), [boxes]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const list = (boxes ?? []).filter((b) => q === '' || b.name.toLowerCase().includes(q));
    const fen = (b: BoxSummary) => parseYuan(b.price) ?? 0n;
    return [...list].sort((a, b) => (fen(a) === fen(b) ? a.id - b.id : (fen(a) < fen(b) ? -1 : 1) * (sort === 'asc' ? 1 : -1)));
  }, [boxes, query, sort]);
  const chosen = picked.map((id) => byId.get(id)).filter((b): b is BoxSummary => b !== undefined);
  const total = formatFen(chosen.reduce((sum, b) => sum + (parseYuan(b.price) ?? 0n), 0n));
  const full = picked.length >= MAX_BATTLE_BOXES;

  async function submit() {
    if (!loggedIn) return openDialog('login');
    if (chosen.length === 0 || busy) return;
    setBusy(true);
    try {
      const result = await battleApi.create({ boxIds: chosen.map((b) => b.id), seats, team: seats === 4 && team, mode, fast, pos: 1 });
      if (result.balance !== null) applyBalance(result.balance);
      rememberSeat(result.room.id, 1);
      setOpened({ id: result.room.id, mode: result.room.mode });
    } catch (err) {
      if (err instanceof ApiError && err.status === ERROR_CODE.INSUFFICIENT_BALANCE) openDialog('recharge');
    } finally {
      setBusy(false);
    }
  }

  const seg = (on: boolean) => `rounded-lg px-3 py-2 text-sm font-bold transition-colors ${on ? 'bg-accent-orange text-bg shadow-[0_0_12px] shadow-accent-orange/40' : 'bg-surface-2 text-muted hover:text-ink'}`;

  return (
    <div className="grid gap-4 max-lg:pb-20 lg:grid-cols-[1fr_360px]" data-testid="battle-create" data-mode={mode}>
      {/* On a phone the settings sit below the cases: the count, the cost and the button stay in reach. */}
      {chosen.length > 0 && (
        <div className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur lg:hidden">
          <span className="min-w-0 flex-1 text-xs text-muted">
            {t('battle.selected', { count: picked.length, max: MAX_BATTLE_BOXES })}
            <span className="block text-base font-extrabold text-accent-orange">¥{displayYuan(total)}</span>
          </span>
          <button type="button" className="btn-primary px-4 py-2" data-testid="battle-create-submit-bar" disabled={busy} onClick={() => void submit()}>
            {!loggedIn ? t('battle.loginToCreate') : busy ? t('battle.creating') : t('battle.create')}
          </button>
        </div>
      )}
      <section className="card min-w-0 space-y-3 p-3 sm:p-4">
        <div className="flex flex-wrap gap-2">
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('battle.search')}
            aria-label={t('battle.search')}
            data-testid="battle-case-search"
            className="min-w-0 flex-1 rounded-lg border border-line bg-bg px-3 py-2 text-sm"
          />
          <select value={sort} onChange={(e) => setSort(e.target.value as Sort)} aria-label={t('battle.sort')} data-testid="battle-case-sort" className="rounded-lg border border-line bg-bg px-2 py-2 text-sm">
            <option value="asc">{t('battle.sortAsc')}</option>
            <option value="desc">{t('battle.sortDesc')}</option>
          </select>
        </div>
        {failed ? (
          <LoadFailed t={t} onRetry={() => setAttempt((n) => n + 1)} />
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
                    disabled={full}
                    onClick={() => setPicked((p) => (p.length >= MAX_BATTLE_BOXES ? p : [...p, b.id]))}
                    aria-label={t('battle.addCase', { name: b.name })}
                    data-testid="battle-case-option"
                    data-box-id={b.id}
                    className={`group relative flex w-full flex-col items-center gap-1 rounded-xl border bg-surface-2/60 p-2 transition-colors hover:border-accent-orange disabled:opacity-50 ${count > 0 ? 'border-accent-orange' : 'border-line'}`}
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

      <aside className="card h-fit space-y-4 p-4 lg:sticky lg:top-20">
        <div>
          <div className="mb-2 flex items-center justify-between text-sm">
            <span className="font-bold">{t('battle.selected', { count: picked.length, max: MAX_BATTLE_BOXES })}</span>
            {picked.length > 0 && (
              <button type="button" className="text-xs text-muted hover:text-ink" onClick={() => setPicked([])}>
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
                  <button type="button" onClick={() => setPicked((p) => p.filter((_, j) => j !== i))} aria-label={t('battle.removeCase', { name: b.name })} className="relative w-full rounded-md bg-surface-2 p-1 hover:bg-accent-red/20">
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
              <button key={n} type="button" aria-pressed={seats === n} data-testid={`battle-seats-${n}`} className={seg(seats === n)} onClick={() => { setSeats(n); if (n !== 4) setTeam(false); }}>
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
            <button type="button" aria-pressed={mode === 'classic'} data-testid="battle-mode-classic" className={seg(mode === 'classic')} onClick={() => setMode('classic')}>{t('battle.mode.classic')}</button>
            <button type="button" aria-pressed={mode === 'reverse'} data-testid="battle-mode-reverse" className={seg(mode === 'reverse')} onClick={() => setMode('reverse')}>{t('battle.mode.reverse')}</button>
          </div>
          <p className="mt-2 text-xs text-muted">{t(mode === 'reverse' ? 'battle.rules.reverse' : 'battle.rules.classic')}</p>
        </fieldset>

        <label className="flex cursor-pointer items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2">
          <span>
            <span className="block text-sm font-bold">{t('battle.fast')}</span>
            <span className="block text-xs text-muted">{t('battle.fastHint')}</span>
          </span>
          <input type="checkbox" checked={fast} onChange={(e) => setFast(e.target.checked)} data-testid="battle-fast" className="size-4 accent-accent-orange" />
        </label>

        <div className="flex items-end justify-between border-t border-line pt-3">
          <span className="text-sm text-muted">{t('battle.total')}</span>
          <span className="text-2xl font-extrabold text-accent-orange" data-testid="battle-total">¥{displayYuan(total)}</span>
        </div>
        <button type="button" className="btn-primary w-full py-3 text-base" data-testid="battle-create-submit" disabled={busy || (loggedIn && chosen.length === 0)} onClick={() => void submit()}>
          {!loggedIn ? t('battle.loginToCreate') : busy ? t('battle.creating') : t('battle.submit', { amount: displayYuan(total) })}
        </button>
      </aside>

      {opened && (
        <Modal title={t('battle.opened')} closeLabel={t('common.close')} onClose={() => setOpened(null)} testId="battle-opened">
          <p className="mb-4 text-sm text-muted">{t('battle.openedText', { id: opened.id })}</p>
          <a href={`${modeBase(opened.mode)}/${opened.id}`} className="btn-primary w-full" data-testid="battle-go-room">
            {t('battle.goRoom')}
          </a>
        </Modal>
      )}
    </div>
  );
}
