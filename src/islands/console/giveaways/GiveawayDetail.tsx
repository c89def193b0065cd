// /console/giveaways/{id}: one room as staff need it: its state, pool in draw order (winners once
// drawn), conditions, maker, the seed's commitment (the seed itself only after the draw), a cancel
// with a reason while the room still takes entries, and the room's audit entries (for everyone who
// may see the room). There is nothing here to pick, change or foresee a winner.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { consolePath, may } from '../../../lib/console/api.ts';
import { consoleTime } from '../../../lib/console/format.ts';
import { giveawayAudit, giveawayCancel, giveawayRoom, openGiveaway } from '../../../lib/console/giveaways.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { localizedPath } from '../../../shared/locale-paths.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import type { GiveawayCondition } from '../../../shared/contracts/giveaway.ts';
import { ItemImage } from '../../common/ItemImage.tsx';
import { useT } from '../../common/hooks.ts';
import { drawLine, GiveawayState, kindLabel } from './parts.tsx';

function conditionText(c: GiveawayCondition, t: Translator): string {
  if (c.kind === 'deposit') return t('console_giveaways_condDeposit', { amount: String(c.params.amount), days: String(c.params.days) });
  return t(c.kind === 'joinCode' ? 'console_giveaways_condCode' : 'console_giveaways_condVerified');
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-y-1">
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3 border-b border-line/50 py-1">
          <dt className="shrink-0 text-muted">{k}</dt>
          <dd className="min-w-0 break-words text-end">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Audit({ id, lang, t }: { id: string; lang: Lang; t: Translator }) {
  const { data: rows, error } = useStore(giveawayAudit.$state);
  // Asked once the room is shown; a cancel reads it again (cancelGiveaway).
  useEffect(() => { void giveawayAudit.load(id); }, [id]);
  return (
    <section className="card space-y-2 p-4" data-testid="giveaway-audit">
      <h2 className="font-bold">{t('console_giveaways_audit')}</h2>
      {error ? <p role="alert" className="text-accent-red">{error}</p> : null}
      {rows && rows.length === 0 ? <p className="text-muted">{t('console_table_empty')}</p> : null}
      <ul className="divide-y divide-line/50">
        {rows?.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-x-3 gap-y-0.5 py-1.5 text-sm">
            <span className="whitespace-nowrap text-xs text-muted">{consoleTime(r.createdAt, lang)}</span>
            <span className="font-mono text-xs">{r.action}</span>
            <span>{r.staffName} <span className="text-xs text-muted">{r.role}</span></span>
            {r.reason ? <span className="basis-full text-muted sm:basis-auto">“{r.reason}”</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function GiveawayDetail({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const { data: room, error } = useStore(giveawayRoom.$state);
  const who = useStore($consoleMe);
  const [reason, setReason] = useState('');
  const { busy, error: actionError, notice } = useStore(giveawayCancel.$state);

  useEffect(() => { void openGiveaway(id); void loadConsoleMe(); }, [id]);

  const cancel = (e: SubmitEvent) => {
    e.preventDefault();
    void giveawayCancel.run(t, id, reason).then((r) => { if (r.ok) setReason(''); });
  };

  if (error) return <p role="alert" className="card p-6 text-center text-accent-red">{error}</p>;
  if (!room) return <p className="p-6 text-center text-muted">{t('console_table_loading')}</p>;

  const maker = room.maker
    ? room.maker.kind === 'streamer'
      ? <a className="text-accent-blue hover:underline" href={consolePath(`/console/players/${room.maker.id}`)}>{room.maker.name}</a>
      : room.maker.name
    : t('console_giveaways_system');
  const facts: [string, React.ReactNode][] = [
    [t('console_giveaways_kind'), `${kindLabel(room.kind, t)}${room.demo ? ` · ${t('console_giveaways_demo')}` : ''}${room.inviteOnly ? ` · ${t('console_giveaways_inviteOnly')}` : ''}`],
    [t('console_giveaways_colMaker'), maker],
    [t('console_giveaways_colDraw'), drawLine(room, t, lang)],
    [t('console_giveaways_colEntrants'), `${room.entrantCount}${room.maxEntrants ? ` / ${room.maxEntrants}` : ''}`],
    [t('console_giveaways_colCreated'), consoleTime(room.createdAt, lang, { seconds: false })],
    [t('console_giveaways_closedAt'), consoleTime(room.closedAt, lang, { seconds: false })],
    [t('console_giveaways_drawnAt'), consoleTime(room.drawnAt, lang, { seconds: false })],
    [t('console_giveaways_cancelledAt'), room.cancelledAt ? `${consoleTime(room.cancelledAt, lang, { seconds: false })}${room.cancelledBy ? ` · ${room.cancelledBy}` : ''}` : '—'],
  ];

  return (
    <div className="space-y-5" data-testid="giveaway-detail">
      <a href={consolePath('/console/giveaways')} className="text-xs text-accent-blue hover:underline">← {t('console_giveaways_title')}</a>
      <header className="card flex flex-wrap items-center gap-3 p-4">
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
          <h1 className="break-words text-xl font-bold" data-testid="giveaway-title">{room.title}</h1>
          <p className="font-mono text-xs text-muted">{t('console_giveaways_idLine', { id: room.id })}</p>
        </div>
        <GiveawayState state={room.state} t={t} />
        <p className="text-lg font-bold tabular-nums text-accent-orange">¥{room.poolValue}</p>
        <a className="btn-ghost text-xs" href={localizedPath(lang, `/giveaways/${room.id}`)} target="_blank" rel="noopener">{t('console_giveaways_playerPage')}</a>
      </header>

      {notice ? <p role="status" data-testid="giveaway-notice" className="rounded-lg border border-accent-orange/40 bg-accent-orange/10 px-3 py-2">{notice}</p> : null}

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section className="card space-y-3 p-4">
          <Facts rows={facts} />
          {room.description ? <p className="whitespace-pre-wrap text-sm">{room.description}</p> : null}
          <div>
            <h2 className="mb-1 text-sm font-semibold">{t('console_giveaways_conditions')}</h2>
            {room.conditions.length === 0 ? <p className="text-muted">{t('console_giveaways_noConditions')}</p> : (
              <ul className="list-inside list-disc text-sm" data-testid="giveaway-conditions">
                {room.conditions.map((c) => <li key={c.kind}>{conditionText(c, t)}</li>)}
              </ul>
            )}
          </div>
          <div className="space-y-1 text-xs">
            <h2 className="text-sm font-semibold">{t('console_giveaways_fairness')}</h2>
            <p className="break-all"><span className="text-muted">{t('console_giveaways_seedHash')} </span><span className="font-mono">{room.serverSeedHash}</span></p>
            <p className="break-all"><span className="text-muted">{t('console_giveaways_seed')} </span>
              {room.serverSeed ? <span className="font-mono">{room.serverSeed}</span> : <span className="text-muted">{t('console_giveaways_seedHidden')}</span>}
            </p>
            {room.publicSeed ? <p className="break-all"><span className="text-muted">{t('console_giveaways_publicSeed')} </span><span className="font-mono">{room.publicSeed}</span></p> : null}
          </div>
        </section>

        <div className="space-y-4">
          {may(who, 'giveaways.manage') && room.state === 0 ? (
            <form onSubmit={cancel} className="card space-y-2 p-4" data-testid="giveaway-cancel-form">
              <h2 className="font-bold">{t('console_giveaways_cancel')}</h2>
              <p className="text-xs text-muted">{t(room.kind === 'streamer' ? 'console_giveaways_cancelHintStreamer' : 'console_giveaways_cancelHint')}</p>
              <input className="input" name="reason" required minLength={2} maxLength={200} value={reason} placeholder={t('console_giveaways_reasonHint')} onChange={(e) => setReason(e.target.value)} />
              {actionError ? <p role="alert" data-testid="giveaway-cancel-error" className="text-accent-red">{actionError}</p> : null}
              <button type="submit" disabled={busy} className="btn bg-accent-red-fill text-white hover:bg-accent-red">{t('console_giveaways_cancel')}</button>
            </form>
          ) : null}
          <section className="card space-y-2 p-4">
            <h2 className="font-bold">{t('console_giveaways_prizes', { n: room.prizes.length })}</h2>
            <ol className="divide-y divide-line/50" data-testid="giveaway-prizes">
              {room.prizes.map((p) => (
                <li key={p.pos} className="flex flex-wrap items-center gap-2 py-1.5">
                  <span className="w-6 text-end font-mono text-xs text-muted">{p.pos}</span>
                  <ItemImage item={p} className="h-8 w-16 shrink-0" />
                  <span className="min-w-0 flex-1 break-words text-sm" style={{ color: p.rarity.color }}>{p.name}</span>
                  <span className="tabular-nums">¥{p.value}</span>
                  {p.winner ? (
                    <span className="basis-full ps-8 text-xs sm:basis-auto sm:ps-0" data-testid="prize-winner">
                      {t('console_giveaways_winner')} <a className="text-accent-blue hover:underline" href={consolePath(`/console/players/${p.winner.userId}`)}>{p.winner.nickname}</a>
                      <span className="text-muted"> #{p.winner.code}</span>
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>

      <Audit id={room.id} lang={lang} t={t} />
    </div>
  );
}
