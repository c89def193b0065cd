// One level table (partner rebate levels or member levels) edited as a whole: the rows are
// numbered 1…n in order, rows can be added and removed, and saving sends the whole table, which
// the server keeps as a new version applying from its time on (never to past credits). The
// server's refusal (a threshold that does not rise, a ratio outside 0-100 %) is shown next to the
// form in the staff's language. Without promotion.manage the table is shown read-only.
import { useStore } from '@nanostores/react';
import { Fragment, useEffect, useState } from 'react';
import { consoleTime } from '../../../lib/console/format.ts';
import { levelTableSaves } from '../../../lib/console/levels.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { MAX_LEVELS } from '../../../shared/level-constants.ts';

export interface LevelColumn<K extends string> {
  key: K;
  label: string;
  /** Shown before (¥) or after (%) the input. */
  prefix?: string;
  suffix?: string;
  /** A picker instead of a text input (e.g. a member level's free case: "" none, or a case id). */
  choices?: { value: string; label: string }[];
  /** A new row's value (otherwise empty, which the input requires filling). */
  initial?: string;
  /** A whole number (a count) rather than an amount, at most `max`. */
  integer?: boolean;
  max?: number;
  /** Shown on a line of its own under the level's row, labelled (keeps a wide table readable on a phone). */
  below?: boolean;
}

export type LevelRow<K extends string> = { level: number } & Record<K, string>;

interface Props<K extends string> {
  lang: Lang;
  t: Translator;
  kind: 'rebate' | 'vip';
  title: string;
  columns: LevelColumn<K>[];
  /** The current version: its rows, when and by whom it was saved. */
  current: { tableId: string; createdAt: string; staff: string | null; levels: LevelRow<K>[] } | null;
  canManage: boolean;
  onSave: (levels: LevelRow<K>[]) => Promise<unknown>;
}

type Draft<K extends string> = Record<K, string>[];

function draftOf<K extends string>(columns: LevelColumn<K>[], levels: LevelRow<K>[]): Draft<K> {
  return levels.map((l) => Object.fromEntries(columns.map((c) => [c.key, String(l[c.key])])) as Record<K, string>);
}

export function LevelTableEditor<K extends string>({ lang, t, kind, title, columns, current, canManage, onSave }: Props<K>) {
  const [draft, setDraft] = useState<Draft<K>>([]);
  // The save's busy flag, refusal and "saved" are the store's (one per table).
  const action = levelTableSaves.get(kind);
  const { busy, error, notice: saved } = useStore(action.$state);
  const version = current?.tableId;
  // A new version from the server (first load or after a save) resets the form to it.
  useEffect(() => { if (current) setDraft(draftOf(columns, current.levels)); }, [version]);

  const dirty = current ? JSON.stringify(draft) !== JSON.stringify(draftOf(columns, current.levels)) : false;

  const edit = (i: number, key: K, value: string) => {
    setDraft((d) => d.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
    action.clear('notice');
  };
  const add = () => {
    setDraft((d) => [...d, Object.fromEntries(columns.map((c) => [c.key, c.initial ?? ''])) as Record<K, string>]);
    action.clear('notice');
  };
  const remove = (i: number) => {
    setDraft((d) => d.filter((_, j) => j !== i));
    action.clear('notice');
  };
  const save = () => {
    const levels = draft.map((row, i) => ({ level: i + 1, ...Object.fromEntries(columns.map((c) => [c.key, row[c.key].trim()])) }) as LevelRow<K>);
    void action.run(t, () => onSave(levels));
  };

  // A hint before saving (the server still decides): a value that is no amount / percent, a
  // threshold (the first column) not above the row before, a percent over 100.
  const looksWrong = (i: number, c: LevelColumn<K>, ci: number): boolean => {
    const v = draft[i][c.key].trim();
    if (c.choices) return false;
    if (c.integer) return !/^\d{1,4}$/.test(v) || (c.max !== undefined && Number(v) > c.max);
    if (!/^\d+(\.\d{1,2})?$/.test(v)) return v !== '';
    if (ci === 0 && i > 0 && /^\d+(\.\d{1,2})?$/.test(draft[i - 1][c.key].trim())) return Number(v) <= Number(draft[i - 1][c.key]);
    return c.suffix === '%' && Number(v) > 100;
  };

  const id = `level-table-${kind}`;
  const inline = columns.filter((c) => !c.below);
  const below = columns.filter((c) => c.below);
  const label = (i: number, c: LevelColumn<K>) => `${t('console_levels_level', { level: i + 1 })} ${c.label}`;
  const cell = (i: number, c: LevelColumn<K>) => {
    const row = draft[i];
    const ci = columns.indexOf(c);
    if (c.choices) {
      return canManage ? (
        <select className="input w-40 min-w-0 px-2 py-1" value={row[c.key]} data-testid={`${id}-${c.key}-${i + 1}`} aria-label={label(i, c)} onChange={(e) => edit(i, c.key, e.target.value)}>
          {c.choices.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
      ) : <span>{c.choices.find((o) => o.value === row[c.key])?.label ?? row[c.key]}</span>;
    }
    if (!canManage) return <span className="tabular-nums">{c.prefix}{row[c.key]}{c.suffix}</span>;
    return (
      <span className="flex items-center gap-1 whitespace-nowrap">
        {c.prefix ? <span className="text-muted">{c.prefix}</span> : null}
        <input className={`input ${c.integer ? 'w-14' : 'w-24'} px-2 py-1 tabular-nums ${looksWrong(i, c, ci) ? 'border-accent-red' : ''}`} aria-invalid={looksWrong(i, c, ci) || undefined}
          inputMode={c.integer ? 'numeric' : 'decimal'} required value={row[c.key]} data-testid={`${id}-${c.key}-${i + 1}`} aria-label={label(i, c)} onChange={(e) => edit(i, c.key, e.target.value)} />
        {c.suffix ? <span className="text-muted">{c.suffix}</span> : null}
      </span>
    );
  };

  return (
    <section className="card min-w-0 space-y-3 p-4" data-testid={id} aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-bold">{title}</h2>
        {current ? (
          <p className="text-xs text-muted" data-testid={`${id}-version`}>
            {t('console_levels_version', { id: current.tableId, at: consoleTime(current.createdAt, lang, { seconds: false }), by: current.staff ?? t('console_levels_builtIn') })}
          </p>
        ) : null}
      </div>
      {!current ? <p className="text-muted">{t('console_table_loading')}</p> : (
        <form className="space-y-3" onSubmit={(e) => { e.preventDefault(); if (canManage) save(); }}>
          <div className="overflow-x-auto rounded-lg border border-line">
            <table className="w-full text-left text-xs sm:text-sm">
              <thead className="bg-surface-2 text-muted">
                <tr>
                  <th scope="col" className="w-16 px-3 py-2 align-bottom">{t('console_levels_colLevel')}</th>
                  {inline.map((c) => <th key={c.key} scope="col" className="px-3 py-2 align-bottom">{c.label}</th>)}
                  {canManage ? <th scope="col" className="w-10 px-3 py-2"><span className="sr-only">{t('console_levels_remove')}</span></th> : null}
                </tr>
              </thead>
              <tbody>
                {draft.map((row, i) => (
                  <Fragment key={i}>
                    <tr className="border-t border-line/60" data-testid={`${id}-row`}>
                      <td className="whitespace-nowrap px-3 py-1.5 font-semibold tabular-nums">{t('console_levels_level', { level: i + 1 })}</td>
                      {inline.map((c) => <td key={c.key} className="px-3 py-1.5">{cell(i, c)}</td>)}
                      {canManage ? (
                        <td className="px-3 py-1.5 text-end">
                          <button type="button" className="btn-ghost px-2 py-0.5 text-xs" aria-label={`${t('console_levels_remove')} ${t('console_levels_level', { level: i + 1 })}`}
                            data-testid={`${id}-remove-${i + 1}`} disabled={draft.length <= 1} onClick={() => remove(i)}>✕</button>
                        </td>
                      ) : null}
                    </tr>
                    {below.length > 0 ? (
                      <tr>
                        <td />
                        <td colSpan={inline.length + (canManage ? 1 : 0)} className="px-3 pb-2 pt-0">
                          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                            {below.map((c) => (
                              <span key={c.key} className="flex items-center gap-1">
                                <span className="whitespace-nowrap text-xs text-muted">{c.label}</span>
                                {cell(i, c)}
                              </span>
                            ))}
                          </span>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          {canManage ? (
            <div className="flex flex-wrap items-center gap-2">
              <button type="button" className="btn-ghost px-3 py-1.5 text-xs" data-testid={`${id}-add`} disabled={draft.length >= MAX_LEVELS} onClick={add}>
                + {t('console_levels_add')}
              </button>
              <button type="button" className="btn-ghost px-3 py-1.5 text-xs" disabled={!dirty || busy} onClick={() => { setDraft(draftOf(columns, current.levels)); action.clear('error'); }}>
                {t('console_levels_reset')}
              </button>
              <button type="submit" className="btn-primary ms-auto" data-testid={`${id}-save`} disabled={!dirty || busy}>{t('console_levels_save')}</button>
            </div>
          ) : null}
          {error ? <p role="alert" className="rounded-lg border border-accent-red/40 bg-accent-red/10 px-3 py-2 text-sm text-accent-red" data-testid={`${id}-error`}>{error}</p> : null}
          {saved && !dirty ? <p role="status" className="text-sm text-emerald-300" data-testid={`${id}-saved`}>{saved}</p> : null}
        </form>
      )}
    </section>
  );
}
