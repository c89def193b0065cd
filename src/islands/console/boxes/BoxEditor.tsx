// The proposal editor: items in ticket order with whole-number weights, an item search to add more,
// the running total against 1,000,000 (each row's odds shown as it is typed), and, once the weights
// tile, the server's preview: every row's ticket range (beside its odds), the derived price (never
// typed), the expected value and the RTP.
// Submitting stores a pending proposal; nothing changes for players until another staff member
// approves it. A new case (boxId 0) also takes its slug, names, theme and one of the case images.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { ConsoleBoxItem, ConsoleOrnamentHit } from '../../../shared/console/boxes.ts';
import { MAX_BOX_ITEMS } from '../../../shared/console/boxes.ts';
import { TICKETS } from '../../../shared/constants.ts';
import { assetUrl } from '../../../lib/assets.ts';
import { $boxPreview, $ornamentHits, boxPropose, schedulePreview, searchOrnaments, startBoxEditor, stopBoxEditor } from '../../../lib/console/box-editor.ts';
import type { DraftInput } from '../../../lib/console/boxes.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import { TableFigures } from './OddsTable.tsx';

interface Row {
  ornamentId: number;
  name: string;
  price: string;
  rarityColor: string;
  /** As typed: only a whole number counts. */
  weight: string;
}

export interface EditorProps {
  lang: Lang;
  /** 0: a new case. */
  boxId: number;
  start?: ConsoleBoxItem[];
  themes?: { id: number; name: string }[];
  images?: string[];
  edge: number;
  /** ASSET_BASE_URL as the server read it (for the case pictures of a new case). */
  assetBase?: string;
  onSubmitted?: (id: number) => void;
}

const whole = (s: string) => (/^\d{1,7}$/.test(s.trim()) ? Number(s.trim()) : NaN);

export default function BoxEditor({ lang, boxId, start = [], themes = [], images = [], edge, assetBase = 'off', onSubmitted }: EditorProps) {
  const t = useT(lang);
  const [rows, setRows] = useState<Row[]>(() => start.map((i) => ({ ornamentId: i.ornamentId, name: i.name, price: i.price, rarityColor: i.rarityColor, weight: String(i.tickets) })));
  const [fields, setFields] = useState({ slug: '', nameZhCN: '', nameEn: '', nameZhTW: '', themeId: String(themes[0]?.id ?? ''), image: images[0] ?? '' });
  const [search, setSearch] = useState('');
  const hits = useStore($ornamentHits);
  const { preview, error: previewError } = useStore($boxPreview);
  const [reason, setReason] = useState('');
  const { busy, error, notice } = useStore(boxPropose.$state);
  const note = error ? { ok: false, text: error } : notice ? { ok: true, text: notice } : null;

  const weights = rows.map((r) => whole(r.weight));
  const sum = weights.reduce((s, w) => s + (Number.isNaN(w) ? 0 : w), 0);
  const tiles = rows.length > 0 && sum === TICKETS && weights.every((w) => w >= 1);
  const draft = (): DraftInput => ({
    boxId,
    items: rows.map((r, i) => ({ ornamentId: r.ornamentId, weight: weights[i] })),
    ...(boxId === 0 ? { slug: fields.slug, nameZhCN: fields.nameZhCN, nameEn: fields.nameEn, nameZhTW: fields.nameZhTW || undefined, themeId: Number(fields.themeId), image: fields.image } : {}),
  });

  // The item search and the server's preview (whenever the table tiles) live in the editor's store.
  useEffect(() => { startBoxEditor(); return stopBoxEditor; }, []);
  useEffect(() => { searchOrnaments(search); }, [search]);
  const key = JSON.stringify(draft());
  useEffect(() => { schedulePreview(tiles ? JSON.parse(key) as DraftInput : null); }, [key, tiles]);

  const update = (i: number, weight: string) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, weight } : r)));
  const move = (i: number, d: -1 | 1) => setRows((rs) => {
    const out = [...rs];
    const j = i + d;
    if (j < 0 || j >= out.length) return rs;
    [out[i], out[j]] = [out[j], out[i]];
    return out;
  });
  const add = (h: ConsoleOrnamentHit) => setRows((rs) => (rs.some((r) => r.ornamentId === h.ornamentId) || rs.length >= MAX_BOX_ITEMS ? rs
    : [...rs, { ornamentId: h.ornamentId, name: h.name, price: h.price, rarityColor: h.rarityColor, weight: '1' }]));
  // The filler (the item with the most tickets) takes up the difference, short or over.
  const fillBiggest = () => setRows((rs) => {
    let at = -1;
    rs.forEach((r, i) => { if (!Number.isNaN(whole(r.weight)) && (at < 0 || whole(r.weight) > whole(rs[at].weight))) at = i; });
    if (at < 0) return rs;
    const next = whole(rs[at].weight) + TICKETS - sum;
    return next >= 1 ? rs.map((r, i) => (i === at ? { ...r, weight: String(next) } : r)) : rs;
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void boxPropose.run(t, draft(), reason).then((r) => {
      if (!r.ok) return;
      setReason('');
      onSubmitted?.(r.value);
    });
  };

  const field = (name: keyof typeof fields, label: Parameters<typeof t>[0], extra: Record<string, unknown> = {}) => (
    <label className="flex min-w-48 flex-1 flex-col gap-1">
      <span className="text-xs text-muted">{t(label)}</span>
      <input className="input" name={name} value={fields[name]} onChange={(e) => setFields({ ...fields, [name]: e.target.value })} {...extra} />
    </label>
  );

  return (
    <form className="card space-y-4 p-3 sm:p-4" onSubmit={submit} data-testid="box-editor">
      <header className="space-y-1">
        <h2 className="text-base font-bold">{t(boxId === 0 ? 'console_boxes_editorNew' : 'console_boxes_editor')}</h2>
        <p className="text-xs text-muted">{t('console_boxes_editorHint')} {t('console_boxes_edge', { edge })}</p>
      </header>

      {boxId === 0 ? (
        <div className="space-y-3">
          <div className="flex flex-wrap gap-3">
            {field('slug', 'console_boxes_slug', { required: true, maxLength: 48, pattern: '[a-z0-9-]+' })}
            {field('nameZhCN', 'console_boxes_nameZhCN', { required: true, maxLength: 40 })}
            {field('nameEn', 'console_boxes_nameEn', { required: true, maxLength: 60 })}
            {field('nameZhTW', 'console_boxes_nameZhTW', { maxLength: 40 })}
            <label className="flex min-w-40 flex-col gap-1">
              <span className="text-xs text-muted">{t('console_boxes_theme')}</span>
              <select className="input" value={fields.themeId} onChange={(e) => setFields({ ...fields, themeId: e.target.value })}>
                {themes.map((th) => <option key={th.id} value={th.id}>{th.name}</option>)}
              </select>
            </label>
          </div>
          <fieldset className="space-y-1">
            <legend className="text-xs text-muted">{t('console_boxes_image')}</legend>
            <div className="flex flex-wrap gap-2">
              {images.map((src, i) => (
                <label key={src} className={`flex size-16 cursor-pointer items-center justify-center rounded border p-1 text-xs text-muted has-focus-visible:outline-2 ${fields.image === src ? 'border-accent-orange' : 'border-line'}`}>
                  <input type="radio" name="image" className="sr-only" checked={fields.image === src} onChange={() => setFields({ ...fields, image: src })} />
                  {assetUrl(src, assetBase) ? <img src={assetUrl(src, assetBase)} alt={`${t('console_boxes_image')} ${i + 1}`} width={56} height={56} className="size-14 object-contain" loading="lazy" /> : <span>{t('console_boxes_image')} {i + 1}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      ) : null}

      <div className="space-y-2">
        <label className="flex flex-col gap-1">
          <span className="text-xs text-muted">{t('console_boxes_searchItems')}</span>
          <input className="input" type="search" value={search} data-testid="box-item-search" onChange={(e) => setSearch(e.target.value)} />
        </label>
        {hits.length > 0 ? (
          <ul className="max-h-56 divide-y divide-line/60 overflow-y-auto rounded border border-line" data-testid="box-item-hits">
            {hits.map((h) => {
              const inside = rows.some((r) => r.ornamentId === h.ornamentId);
              return (
                <li key={h.ornamentId} className="flex items-center gap-2 px-2 py-1.5 text-sm">
                  <span aria-hidden="true" className="inline-block size-2.5 shrink-0 rounded-full" style={{ background: h.rarityColor }} />
                  <span className="min-w-0 flex-1 truncate">{h.name}</span>
                  <span className="tabular-nums text-muted">¥{h.price}</span>
                  <button type="button" className="btn-ghost px-2 py-0.5 text-xs" disabled={inside} onClick={() => add(h)}>{t('console_boxes_add')}</button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>

      <div className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full border-collapse text-left text-xs sm:text-sm" data-testid="box-editor-rows">
          <thead className="bg-surface-2 text-muted">
            <tr>
              <th scope="col" className="px-2 py-2">#</th>
              <th scope="col" className="px-2 py-2">{t('console_boxes_colItem')}</th>
              <th scope="col" className="px-2 py-2">{t('console_boxes_colValue')}</th>
              <th scope="col" className="px-2 py-2">{t('console_boxes_colWeight')}</th>
              <th scope="col" className="px-2 py-2">{t('console_boxes_colOdds')}</th>
              <th scope="col" className="px-2 py-2">{t('console_boxes_colTickets')}</th>
              <th scope="col" className="px-2 py-2"><span className="sr-only">{t('console_boxes_remove')}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? <tr><td colSpan={7} className="px-2 py-4 text-center text-muted">{t('console_boxes_noItems')}</td></tr> : null}
            {rows.map((r, i) => {
              const w = weights[i];
              const bad = Number.isNaN(w) || w < 1;
              const range = preview?.items[i]?.ornamentId === r.ornamentId ? preview.items[i] : null;
              return (
                <tr key={r.ornamentId} className="border-t border-line/60">
                  <td className="px-2 py-1 text-muted tabular-nums">{i + 1}</td>
                  <td className="px-2 py-1">
                    <span className="flex items-center gap-2">
                      <span aria-hidden="true" className="inline-block size-2.5 shrink-0 rounded-full" style={{ background: r.rarityColor }} />
                      <span className="min-w-48">{r.name}</span>
                    </span>
                  </td>
                  <td className="px-2 py-1 tabular-nums">¥{r.price}</td>
                  <td className="px-2 py-1">
                    <input className={`input w-28 py-1 tabular-nums ${bad ? 'border-accent-red' : ''}`} inputMode="numeric" aria-label={`${t('console_boxes_colWeight')} ${i + 1}`}
                      aria-invalid={bad} value={r.weight} onChange={(e) => update(i, e.target.value)} data-testid="box-weight" />
                  </td>
                  <td className="px-2 py-1 tabular-nums">{bad ? '—' : `${((w * 100) / TICKETS).toFixed(4)}%`}</td>
                  <td className="whitespace-nowrap px-2 py-1 font-mono text-xs tabular-nums text-muted" data-testid="box-range">{range ? `${range.ticketFrom}–${range.ticketTo}` : '—'}</td>
                  <td className="whitespace-nowrap px-2 py-1 text-end">
                    <button type="button" className="px-1 text-muted hover:text-ink" aria-label={t('console_boxes_moveUp')} disabled={i === 0} onClick={() => move(i, -1)}>↑</button>
                    <button type="button" className="px-1 text-muted hover:text-ink" aria-label={t('console_boxes_moveDown')} disabled={i === rows.length - 1} onClick={() => move(i, 1)}>↓</button>
                    <button type="button" className="px-1 text-muted hover:text-accent-red" aria-label={t('console_boxes_remove')} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>✕</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="box-editor-total">
        <span className="tabular-nums">{t('console_boxes_total', { sum })}</span>
        <span className={sum === TICKETS ? 'text-emerald-400' : 'text-accent-orange'}>
          {sum === TICKETS ? t('console_boxes_exact') : sum < TICKETS ? t('console_boxes_short', { n: TICKETS - sum }) : t('console_boxes_over', { n: sum - TICKETS })}
        </span>
        {sum !== TICKETS && rows.length > 0 ? <button type="button" className="btn-ghost px-2 py-0.5 text-xs" onClick={fillBiggest}>{t('console_boxes_fillLast')}</button> : null}
      </div>

      <section className="space-y-2" aria-live="polite" data-testid="box-preview">
        <h3 className="text-sm font-semibold">{t('console_boxes_previewTitle')}</h3>
        {previewError ? <p role="alert" className="text-accent-red">{previewError}</p> : null}
        {preview ? <TableFigures lang={lang} table={preview} edge={edge} /> : !previewError ? <p className="text-muted">{t('console_boxes_previewWaiting')}</p> : null}
      </section>

      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-56 flex-1 flex-col gap-1">
          <span className="text-xs text-muted">{t('console_boxes_reason')} · {t('console_boxes_reasonHint')}</span>
          <input className="input" required minLength={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="box-reason" />
        </label>
        <button type="submit" className="btn-primary" disabled={busy || !preview} data-testid="box-submit">{t('console_boxes_submit')}</button>
      </div>
      {note ? <p role={note.ok ? 'status' : 'alert'} className={note.ok ? 'text-emerald-400' : 'text-accent-red'}>{note.text}</p> : null}
    </form>
  );
}
