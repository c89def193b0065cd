// What staff can do on a player's page, each a small form shown only to roles that may use it (the
// server refuses the others anyway): ban or unban with a reason, end every session, add a note,
// and adjust a balance with a reason (posted at once, or waiting for a second staff member above
// the configured amount: the answer says which), and propose removing a lost authenticator (only
// while the player has one and no removal waits; a second staff member approves it in the queue).
import { useStore } from '@nanostores/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { consolePath, may } from '../../../lib/console/api.ts';
import { playerWrite, type PlayerProfile, type PlayerWrite } from '../../../lib/console/players.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { USER_STATUS } from '../../../shared/constants.ts';
import type { ConsoleMe } from '../../../shared/contracts/console-staff.ts';

interface Props {
  t: Translator;
  me: ConsoleMe | null;
  player: PlayerProfile;
}

function Panel({ title, children, onSubmit, testId }: { title: string; children: ReactNode; onSubmit: (e: FormEvent) => void; testId: string }) {
  return (
    <form onSubmit={onSubmit} className="card space-y-2 p-3" data-testid={testId}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </form>
  );
}

export function PlayerActions({ t, me, player }: Props) {
  const [reason, setReason] = useState('');
  const [sessionReason, setSessionReason] = useState('');
  const [streamerReason, setStreamerReason] = useState('');
  const [note, setNote] = useState('');
  const [adj, setAdj] = useState({ accountType: 'main', amount: '', reason: '' });
  const [totpReason, setTotpReason] = useState('');
  // The write (and its notice, shown by the page above) is the store's; a success empties the forms.
  const { busy, error } = useStore(playerWrite.$state);
  const run = (w: PlayerWrite) => (e: FormEvent) => {
    e.preventDefault();
    void playerWrite.run(t, player.id, w).then((r) => {
      if (!r.ok) return;
      setReason(''); setSessionReason(''); setStreamerReason(''); setNote(''); setAdj({ accountType: 'main', amount: '', reason: '' }); setTotpReason('');
    });
  };
  const banned = player.status === USER_STATUS.banned;

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {error ? <p role="alert" data-testid="action-error" className="text-accent-red lg:col-span-2">{error}</p> : null}
      {may(me, 'players.ban') && player.status !== USER_STATUS.cancelled ? (
        <Panel
          testId="ban-form"
          title={t(banned ? 'console_players_unban' : 'console_players_ban')}
          onSubmit={run({ op: banned ? 'unban' : 'ban', reason })}
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
          onSubmit={run({ op: player.streamer ? 'revokeStreamer' : 'grantStreamer', reason: streamerReason })}
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
          onSubmit={run({ op: 'endSessions', reason: sessionReason })}
        >
          <input className="input" required maxLength={200} value={sessionReason} placeholder={t('console_players_reasonHint')} onChange={(e) => setSessionReason(e.target.value)} />
          <button type="submit" disabled={busy} className="btn-ghost">{t('console_players_endSessions')} ({player.liveSessions})</button>
        </Panel>
      ) : null}
      {may(me, 'players.totpRemove') && player.totpRemovalPending ? (
        <p className="card p-3 text-muted" data-testid="totp-removal-pending">
          {t('console_totpRemoval_pending')}
          {may(me, 'players.totpApprove') ? (
            <> · <a className="text-accent-blue hover:underline" href={consolePath('/console/totp-removals')}>{t('console_totpRemoval_title')}</a></>
          ) : null}
        </p>
      ) : null}
      {may(me, 'players.totpRemove') && player.totpEnabled && !player.totpRemovalPending ? (
        <Panel testId="remove-totp-form" title={t('console_totpRemoval_propose')} onSubmit={run({ op: 'removeTotp', reason: totpReason })}>
          <p className="text-xs text-muted">{t('console_totpRemoval_proposeHint')}</p>
          <input className="input" name="totpReason" required maxLength={200} value={totpReason} placeholder={t('console_players_reasonHint')} onChange={(e) => setTotpReason(e.target.value)} />
          <button type="submit" disabled={busy} className="btn-ghost">{t('console_totpRemoval_propose')}</button>
        </Panel>
      ) : null}
      {may(me, 'players.note') ? (
        <Panel testId="note-form" title={t('console_players_addNote')} onSubmit={run({ op: 'note', body: note })}>
          <textarea className="input min-h-16" required maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          <button type="submit" disabled={busy} className="btn-ghost">{t('console_players_addNote')}</button>
        </Panel>
      ) : null}
      {may(me, 'balance.adjust') ? (
        <Panel
          testId="adjust-form"
          title={t('console_players_adjust')}
          onSubmit={run({ op: 'adjust', ...adj })}
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
