// What staff can do on a player's page, each a small form shown only to roles that may use it (the
// server refuses the others anyway): ban or unban with a reason, end every session, add a note,
// and adjust a balance with a reason (posted at once, or waiting for a second staff member above
// the configured amount: the answer says which).
import { useState, type FormEvent, type ReactNode } from 'react';
import { may } from '../../../lib/console/api.ts';
import { playerActions, type PlayerProfile } from '../../../lib/console/players.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { USER_STATUS } from '../../../shared/constants.ts';
import type { ConsoleMe } from '../../../shared/contracts/console-staff.ts';

interface Props {
  t: Translator;
  me: ConsoleMe | null;
  player: PlayerProfile;
  /** After a change (the action already read the player and the open record tab again): the notice. */
  onDone: (message: string) => void;
}

function Panel({ title, children, onSubmit, testId }: { title: string; children: ReactNode; onSubmit: (e: FormEvent) => void; testId: string }) {
  return (
    <form onSubmit={onSubmit} className="card space-y-2 p-3" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </form>
  );
}

function useSubmit(onDone: (m: string) => void): [boolean, string, (task: () => Promise<string>) => (e: FormEvent) => void] {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = (task: () => Promise<string>) => (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    task().then(onDone, (err: Error) => setError(err.message)).finally(() => setBusy(false));
  };
  return [busy, error, run];
}

export function PlayerActions({ t, me, player, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [sessionReason, setSessionReason] = useState('');
  const [streamerReason, setStreamerReason] = useState('');
  const [note, setNote] = useState('');
  const [adj, setAdj] = useState({ accountType: 'main', amount: '', reason: '' });
  const [busy, error, run] = useSubmit((m) => {
    setReason(''); setSessionReason(''); setStreamerReason(''); setNote(''); setAdj({ accountType: 'main', amount: '', reason: '' });
    onDone(m);
  });
  const banned = player.status === USER_STATUS.banned;

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {error ? <p role="alert" data-testid="action-error" className="text-accent-red lg:col-span-2">{error}</p> : null}
      {may(me, 'players.ban') && player.status !== USER_STATUS.cancelled ? (
        <Panel
          testId="ban-form"
          title={t(banned ? 'console_players_unban' : 'console_players_ban')}
          onSubmit={run(async () => {
            if (banned) {
              await playerActions.unban(player.id, reason);
              return t('console_players_unbanned');
            }
            return t('console_players_bannedDone', { n: await playerActions.ban(player.id, reason) });
          })}
        >
          {banned ? null : <p className="text-xs text-muted">{t('console_players_banHint')}</p>}
          <input className="input" name="reason" required maxLength={200} value={reason} placeholder={t('console_players_reasonHint')} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" disabled={busy} className={banned ? 'btn-ghost' : 'btn bg-accent-red-fill text-white hover:bg-accent-red'}>
            {t(banned ? 'console_players_unban' : 'console_players_ban')}
          </button>
        </Panel>
      ) : null}
      {may(me, 'players.streamer') ? (
        <Panel
          testId="streamer-form"
          title={t(player.streamer ? 'console_giveaways_revokeStreamer' : 'console_giveaways_grantStreamer')}
          onSubmit={run(async () => {
            if (player.streamer) {
              await playerActions.revokeStreamer(player.id, streamerReason);
              return t('console_giveaways_streamerRevoked');
            }
            await playerActions.grantStreamer(player.id, streamerReason);
            return t('console_giveaways_streamerGranted');
          })}
        >
          <p className="text-xs text-muted">{t(player.streamer ? 'console_giveaways_revokeStreamerHint' : 'console_giveaways_grantStreamerHint')}</p>
          <input className="input" name="streamerReason" required maxLength={200} value={streamerReason} placeholder={t('console_players_reasonHint')} onChange={(e) => setStreamerReason(e.target.value)} />
          <button type="submit" disabled={busy} className="btn-ghost">{t(player.streamer ? 'console_giveaways_revokeStreamer' : 'console_giveaways_grantStreamer')}</button>
        </Panel>
      ) : null}
      {may(me, 'players.sessions') ? (
        <Panel
          testId="end-sessions-form"
          title={t('console_players_endSessions')}
          onSubmit={run(async () => t('console_players_endedDone', { n: await playerActions.endSessions(player.id, sessionReason) }))}
        >
          <input className="input" required maxLength={200} value={sessionReason} placeholder={t('console_players_reasonHint')} onChange={(e) => setSessionReason(e.target.value)} />
          <button type="submit" disabled={busy} className="btn-ghost">{t('console_players_endSessions')} ({player.liveSessions})</button>
        </Panel>
      ) : null}
      {may(me, 'players.note') ? (
        <Panel testId="note-form" title={t('console_players_addNote')} onSubmit={run(async () => { await playerActions.note(player.id, note); return t('console_players_noteDone'); })}>
          <textarea className="input min-h-16" required maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" disabled={busy} className="btn-ghost">{t('console_players_addNote')}</button>
        </Panel>
      ) : null}
      {may(me, 'balance.adjust') ? (
        <Panel
          testId="adjust-form"
          title={t('console_players_adjust')}
          onSubmit={run(async () => {
            const r = await playerActions.adjust(player.id, adj);
            const pending = r.wait === 'player24h' ? 'console_players_adjustPendingPlayer'
              : r.wait === 'staff24h' ? 'console_players_adjustPendingStaff' : 'console_players_adjustPending';
            return t(r.state === 1 ? 'console_players_adjustPosted' : pending, { amount: r.amount });
          })}
        >
          <p className="text-xs text-muted">{t('console_players_adjustHint')}</p>
          <div className="flex gap-2">
            <select className="input w-auto" value={adj.accountType} onChange={(e) => setAdj({ ...adj, accountType: e.target.value })}>
              <option value="main">{t('console_players_main')}</option>
              <option value="secondary">{t('console_players_secondary')}</option>
            </select>
            <input className="input" required inputMode="decimal" placeholder="+100.00 / -20" value={adj.amount} onChange={(e) => setAdj({ ...adj, amount: e.target.value })} />
          </div>
          <input className="input" required maxLength={200} value={adj.reason} placeholder={t('console_players_reasonHint')} onChange={(e) => setAdj({ ...adj, reason: e.target.value })} />
          <button type="submit" disabled={busy} className="btn-primary">{t('console_players_adjust')}</button>
        </Panel>
      ) : null}
    </div>
  );
}
