// /console/boxes/[id]: one case: its state (retire or put back, with a reason), every version as it
// was frozen (the current one first) with its table, the proposals made for it (approve or reject
// another staff member's pending one), and the editor for a new version, starting from the current
// table. Past versions are read-only: they never change, and every roll keeps pointing at its own.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { ConsoleBoxDetail } from '../../../shared/console/boxes.ts';
import { consolePath, may } from '../../../lib/console/api.ts';
import { boxDetail, boxRetire, openBox, reloadBox, when } from '../../../lib/console/boxes.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import type { Lang } from '../../../lib/i18n/ui.ts';
import { useT } from '../../common/hooks.ts';
import BoxEditor from './BoxEditor.tsx';
import OddsTable, { TableFigures } from './OddsTable.tsx';
import ProposalCard from './ProposalCard.tsx';

/** Retiring or putting back reads the case again (boxRetire). */
function RetireForm({ lang, d }: { lang: Lang; d: ConsoleBoxDetail }) {
  const t = useT(lang);
  const [reason, setReason] = useState('');
  const { busy, error, notice } = useStore(boxRetire.$state);
  const note = error ? { ok: false, text: error } : notice ? { ok: true, text: notice } : null;
  const retired = d.box.retiredAt !== null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void boxRetire.run(t, d.box.id, !retired, reason).then((r) => { if (r.ok) setReason(''); });
  };
  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit} data-testid="box-retire">
      <label className="flex min-w-56 flex-1 flex-col gap-1">
        <span className="text-xs text-muted">{t('console_boxes_reason')} · {t('console_boxes_reasonHint')}</span>
        <input className="input" required minLength={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="submit" className={retired ? 'btn-primary' : 'btn-ghost border-accent-red text-accent-red'} disabled={busy}>{t(retired ? 'console_boxes_unretire' : 'console_boxes_retire')}</button>
      {note ? <p role={note.ok ? 'status' : 'alert'} className={`w-full ${note.ok ? 'text-emerald-400' : 'text-accent-red'}`}>{note.text}</p> : null}
    </form>
  );
}

export default function BoxDetail({ lang, id }: { lang: Lang; id: number }) {
  const t = useT(lang);
  const who = useStore($consoleMe);
  const { data: d, error } = useStore(boxDetail.$state);
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => { void loadConsoleMe(); }, []);
  useEffect(() => { void openBox(id); }, [id]);

  if (error) return <p role="alert" className="text-accent-red">{error}</p>;
  if (!d) return <p className="text-muted">{t('console_table_loading')}</p>;
  const version = d.versions.find((v) => v.version === (shown ?? d.box.currentVersion)) ?? d.versions[0];
  const current = d.versions.find((v) => v.version === d.box.currentVersion)!;
  const pending = d.proposals.filter((p) => p.state === 0);
  const decided = d.proposals.filter((p) => p.state !== 0);

  return (
    <div className="space-y-5" data-testid="console-box">
      <a href={consolePath('/console/boxes')} className="text-xs text-accent-blue hover:underline">← {t('console_boxes_back')}</a>
      <header className="card space-y-3 p-3 sm:p-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 className="text-xl font-bold">{d.box.name}</h1>
          <span className="font-mono text-xs text-muted">#{d.box.id} · {d.box.slug}</span>
          {d.box.retiredAt
            ? <span className="rounded bg-surface-2 px-1.5 py-0.5 text-xs text-muted" data-testid="box-state">{t('console_boxes_retiredAt', { at: when(d.box.retiredAt) })}</span>
            : <span className="rounded bg-emerald-500/15 px-1.5 py-0.5 text-xs text-emerald-400" data-testid="box-state">{t('console_boxes_onSale')}</span>}
        </div>
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div className="flex gap-2"><dt className="text-muted">{t('console_boxes_colVersion')}</dt><dd className="tabular-nums">v{d.box.currentVersion}</dd></div>
          <div className="flex gap-2"><dt className="text-muted">{t('console_boxes_colPrice')}</dt><dd className="font-semibold tabular-nums">¥{d.box.price}</dd></div>
          <div className="flex gap-2"><dt className="text-muted">{t('console_boxes_colDeclared')}</dt><dd className="tabular-nums">{d.box.declaredRtp}%</dd></div>
          <div className="flex gap-2"><dt className="text-muted">{t('console_boxes_colObserved')}</dt><dd className="tabular-nums">{d.box.observedRtp === null ? t('console_boxes_none') : `${d.box.observedRtp}%`}</dd></div>
          <div className="flex gap-2"><dt className="text-muted">{t('console_boxes_colOpenings')}</dt><dd className="tabular-nums">{d.box.openings}</dd></div>
        </dl>
        {may(who, 'boxes.approve') ? <RetireForm lang={lang} d={d} /> : null}
      </header>

      <section className="space-y-3" data-testid="box-versions">
        <h2 className="text-base font-bold">{t('console_boxes_versions')}</h2>
        <div className="flex flex-wrap gap-2" role="tablist">
          {d.versions.map((v) => (
            <button key={v.version} type="button" role="tab" aria-selected={v.version === version.version} onClick={() => setShown(v.version)}
              className={`rounded border px-2.5 py-1 text-xs ${v.version === version.version ? 'border-accent-orange text-ink' : 'border-line text-muted hover:text-ink'}`}>
              {t('console_boxes_versionN', { version: v.version })}{v.version === d.box.currentVersion ? ` · ${t('console_boxes_current')}` : ''}
            </button>
          ))}
        </div>
        <div className="card space-y-2 p-3" role="tabpanel">
          <p className="text-xs text-muted">
            {t('console_boxes_createdAt', { at: when(version.createdAt) })} ·{' '}
            {version.approvedBy ? t('console_boxes_approvedBy', { proposer: version.proposedBy ?? '', approver: version.approvedBy }) : t('console_boxes_fromFile')} ·{' '}
            {t('console_boxes_fingerprint')} <span className="font-mono">{version.fingerprint.slice(0, 16)}</span>
          </p>
          <TableFigures lang={lang} table={version} />
          <OddsTable lang={lang} table={version} testId="box-version-table" />
        </div>
      </section>

      <section className="space-y-2" data-testid="box-proposals">
        <h2 className="text-base font-bold">{t('console_boxes_proposals')}</h2>
        {d.proposals.length === 0 ? <p className="text-muted">{t('console_boxes_noProposals')}</p> : null}
        {[...pending, ...decided].map((p) => <ProposalCard key={p.id} lang={lang} p={p} who={who} onDecided={() => void reloadBox(d.box.id)} />)}
      </section>

      {may(who, 'boxes.propose') && !d.box.retiredAt ? (
        <BoxEditor key={`${d.box.currentVersion}`} lang={lang} boxId={d.box.id} start={current.items} edge={d.houseEdgePercent} onSubmitted={() => void reloadBox(d.box.id)} />
      ) : null}
    </div>
  );
}
