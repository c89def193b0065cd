// The verify page's battle mode: a room's seeds, a round and a seat, and the round's
// case table give the room public seed, the ticket and the item, re-computed here with the same
// src/shared/fairness/battle.ts code the server rolled with, plus the tie-break roll. A link
// (?battle=<room id>&round=&seat=) fills the form from the ended room (getBattleDetail) and the
// round's case at the version the room used (getBoxDetail?version=, however its odds changed
// since); the results are then compared with what the room recorded.
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import type { BoxDetail } from '../../shared/contracts/box.ts';
import {
  battleFormFromRoom,
  computeBattle,
  EMPTY_BATTLE_FORM,
  parseBattleForm,
  recordOf,
  type BattleError,
  type BattleField,
  type BattleForm,
  type BattleOutcome,
  type BattleRecord,
} from '../../lib/fair/battle.ts';
import { fetchBattleRoom, fetchCaseAt } from '../../lib/fair/pages.ts';
import type { Lang, Translator, UiKey } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { FieldError } from '../dialogs/fields.tsx';
import { VerifyChecks } from './VerifyChecks.tsx';

const ERROR_KEYS: Record<BattleError, UiKey> = {
  required: 'verify.err.required',
  hash: 'verify.err.hash',
  clientSeeds: 'verify.err.clientSeeds',
  round: 'verify.err.round',
  seat: 'verify.err.seat',
  table: 'verify.err.table',
  tied: 'verify.err.tied',
};

export interface BattleLink {
  id: string;
  round: number;
  seat: number;
}

type Room = { state: 'none' } | { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'unended'; id: string } | { state: 'ready'; room: BattleDetail };

export default function BattleVerify({ lang, link }: { lang: Lang; link: BattleLink | null }) {
  const t = useT(lang);
  const id = useId();
  const [form, setForm] = useState<BattleForm>(EMPTY_BATTLE_FORM);
  const [errors, setErrors] = useState<Partial<Record<BattleField, BattleError>>>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BattleOutcome | null>(null);
  const [room, setRoom] = useState<Room>({ state: link ? 'loading' : 'none' });
  const [boxes, setBoxes] = useState<Map<number, BoxDetail | null>>(new Map());
  // What the room recorded for the round and seat the last computation was for.
  const [record, setRecord] = useState<BattleRecord | null>(null);
  // The round whose case table the form holds (from a room).
  const [tableRound, setTableRound] = useState(0);

  async function run(f: BattleForm, r: BattleDetail | null) {
    const parsed = parseBattleForm(f);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setOutcome(null);
      return;
    }
    setErrors({});
    setBusy(true);
    setRecord(r ? recordOf(r, parsed.input.round, parsed.input.seat) : null);
    setOutcome(await computeBattle(parsed.input));
    setBusy(false);
  }

  /** The round's case detail (cached per case); null when it cannot be loaded. */
  async function boxOf(r: BattleDetail, round: number, cache: Map<number, BoxDetail | null>): Promise<BoxDetail | null> {
    const b = r.boxes[round - 1];
    if (!b) return null;
    if (cache.has(b.boxId)) return cache.get(b.boxId) ?? null;
    const detail = await fetchCaseAt(b.boxId, b.version);
    const next = new Map(cache).set(b.boxId, detail);
    setBoxes(next);
    return detail;
  }

  useEffect(() => {
    if (!link) return;
    let live = true;
    void (async () => {
      const got = await fetchBattleRoom(link.id);
      if (!live) return;
      if (got.state !== 'ready') {
        setRoom({ state: got.state });
        return;
      }
      const r = got.room;
      if (!r.fairness.serverSeed) {
        setRoom({ state: 'unended', id: r.id });
        return;
      }
      const round = Math.min(link.round, r.rounds);
      const seat = Math.min(link.seat, r.seats);
      const box = await boxOf(r, round, new Map());
      if (!live) return;
      const f = battleFormFromRoom(r, round, seat, box);
      setRoom({ state: 'ready', room: r });
      setTableRound(round);
      setForm(f);
      await run(f, r);
    })();
    return () => {
      live = false;
    };
  }, [link?.id]); // loads once per link

  const ready = room.state === 'ready' ? room.room : null;

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    let f = form;
    // From a room, another round brings that round's case table.
    if (ready) {
      const round = Number(f.round);
      if (Number.isInteger(round) && round >= 1 && round <= ready.rounds && round !== tableRound) {
        const box = await boxOf(ready, round, boxes);
        f = { ...f, table: battleFormFromRoom(ready, round, 1, box).table };
        setTableRound(round);
        setForm(f);
      }
    }
    await run(f, ready);
  }

  const field = (name: BattleField, label: string, opts: { area?: boolean; wide?: boolean } = {}) => {
    const err = errors[name];
    const inputId = `${id}-${name}`;
    const common = {
      id: inputId,
      name,
      'data-testid': `battle-input-${name}`,
      className: 'input font-mono',
      value: form[name],
      autoComplete: 'off',
      spellCheck: false,
      'aria-invalid': err ? true : undefined,
      'aria-describedby': err ? `${inputId}-error` : undefined,
    };
    return (
      <div className={`space-y-1 ${opts.wide ? 'sm:col-span-2' : ''}`}>
        <label htmlFor={inputId} className="block text-sm font-medium">
          {label}
        </label>
        {opts.area ? (
          <textarea {...common} rows={4} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />
        ) : (
          <input {...common} onChange={(e) => setForm({ ...form, [name]: e.target.value })} />
        )}
        <FieldError id={`${inputId}-error`} error={err ? t(ERROR_KEYS[err]) : undefined} />
      </div>
    );
  };

  const roundBox = ready ? ready.boxes[Number(form.round) - 1] : undefined;
  const loadedBox = roundBox ? boxes.get(roundBox.boxId) : undefined;
  const tableChanged = roundBox !== undefined && loadedBox !== undefined && (loadedBox === null || loadedBox.version !== roundBox.version) && form.table === '';

  return (
    <section className="card space-y-4 p-4 sm:p-5" aria-labelledby={`${id}-title`} data-testid="battle-verify">
      <div>
        <h2 id={`${id}-title`} className="font-bold">
          {t('verify.battleTitle')}
          {ready && (
            <>
              {' · '}
              <a href={`/battle/${ready.id}`} className="text-accent-blue hover:underline" data-testid="battle-verify-room">
                {t('verify.battleRoom', { id: ready.id })}
              </a>
            </>
          )}
        </h2>
        <p className="text-xs text-muted">{t('verify.battleDesc')}</p>
      </div>
      {room.state === 'loading' && <p className="text-muted">{t('common.loading')}</p>}
      {room.state === 'missing' && <p className="text-muted">{t('verify.battleNotFound')}</p>}
      {room.state === 'failed' && <p className="text-muted">{t('common.loadFailed')}</p>}
      {room.state === 'unended' && (
        <p className="text-muted" data-testid="battle-verify-unended">
          {t('verify.battleNotEnded', { id: room.id })}
        </p>
      )}
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(e) => void submit(e)} noValidate data-testid="battle-verify-form">
        {field('serverSeed', t('fair.serverSeed'))}
        {field('salt', t('fair.salt'))}
        {field('serverSeedHash', t('verify.battleHash'), { wide: true })}
        {field('clientSeeds', t('verify.clientSeeds'), { area: true, wide: true })}
        {field('round', t('verify.round'))}
        {field('seat', t('verify.seat'))}
        {field('table', t('verify.battleTable'), { area: true, wide: true })}
        {field('tied', t('verify.tied'), { wide: true })}
        <div className="sm:col-span-2">
          <button type="submit" data-testid="battle-verify-submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
            {busy ? t('verify.computing') : t('verify.submit')}
          </button>
        </div>
      </form>
      {tableChanged && roundBox && (
        <p className="text-sm text-muted" data-testid="battle-verify-table-changed">
          {t('verify.battleTableChanged', { round: form.round, version: roundBox.version })}
        </p>
      )}
      {outcome?.status === 'ok' && <BattleResult t={t} outcome={outcome.result} record={record} />}
      {outcome?.status === 'failed' && (
        <p role="alert" className="text-sm text-accent-red">
          {t('verify.failed', { reason: outcome.reason })}
        </p>
      )}
    </section>
  );
}

function BattleResult({ t, outcome, record }: { t: Translator; outcome: Extract<BattleOutcome, { status: 'ok' }>['result']; record: BattleRecord | null }) {
  const seedMatches = record?.roomPublicSeed ? record.roomPublicSeed === outcome.roomPublicSeed : null;
  const tb = outcome.tiebreak;
  const tbMatches = tb && record?.tiebreakTicket != null ? record.tiebreakTicket === tb.ticket : null;
  return (
    <div className="space-y-3" aria-live="polite">
      <VerifyChecks t={t} hashMatches={outcome.hashMatches} ticket={outcome.ticket} recordedTicket={record?.ticket ?? undefined} />
      <div className="rounded-lg border border-line bg-bg p-3 text-sm">
        <p className="text-xs text-muted">{t('verify.roomSeed')}</p>
        <p className="mt-1 break-all font-mono" data-testid="battle-room-seed">
          {outcome.roomPublicSeed}
        </p>
        {seedMatches !== null && (
          <p data-testid="battle-room-seed-match" data-ok={seedMatches} className={seedMatches ? 'text-emerald-400' : 'text-accent-red'}>
            {seedMatches ? t('verify.roomSeedOk') : t('verify.roomSeedBad')}
          </p>
        )}
      </div>
      {outcome.tableError && <p className="text-sm text-accent-red">{t('verify.tableBad', { reason: outcome.tableError })}</p>}
      {!outcome.tableError && (outcome.item || record?.itemName) && (
        <p className="text-sm" data-testid="battle-item" data-name={outcome.item?.name ?? ''}>
          <span className="text-muted">{t('verify.item')}: </span>
          {outcome.item ? (
            <>
              <span className="font-semibold">{outcome.item.name}</span>{' '}
              <span className="font-mono text-muted">
                {outcome.item.ticketFrom}-{outcome.item.ticketTo}
              </span>
              {record?.itemName != null && (
                <span data-testid="battle-item-match" data-ok={record.itemName === outcome.item.name} className={record.itemName === outcome.item.name ? ' text-emerald-400' : ' text-accent-red'}>
                  {' '}
                  {record.itemName === outcome.item.name ? t('verify.outcomeOk') : t('verify.outcomeBad')}
                </span>
              )}
            </>
          ) : record?.itemName ? (
            <span className="font-semibold">{record.itemName}</span>
          ) : (
            <span className="text-accent-red">{t('verify.itemNone')}</span>
          )}
        </p>
      )}
      {tb && (
        <p className="text-sm" data-testid="battle-tiebreak" data-ticket={tb.ticket} data-winner={tb.winner}>
          <span className="text-muted">{t('verify.tiebreak')}: </span>
          {t('verify.tiebreakValue', { ticket: tb.ticket, count: tb.candidates.length, winner: tb.winner })}
          {tbMatches !== null && (
            <span data-testid="battle-tiebreak-match" data-ok={tbMatches} className={tbMatches ? ' text-emerald-400' : ' text-accent-red'}>
              {' '}
              {tbMatches ? t('verify.ticketOk') : t('verify.ticketBad')}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
