// /console/players/{id}: one player as support and finance need them: who they are and their
// state (a ban shows its reason), balances and backpack, the actions their role allows, and the
// record tabs. Read-only for every record: postings, rolls and past item states are never edited.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { consolePath, may } from '../../../lib/console/api.ts';
import { $consoleMe, loadConsoleMe } from '../../../lib/console/me.ts';
import { openPlayer, playerProfile, playerWrite, type PlayerProfile } from '../../../lib/console/players.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { USER_STATUS } from '../../../shared/constants.ts';
import { useT } from '../../common/hooks.ts';
import { PlayerActions } from './PlayerActions.tsx';
import { PlayerRecords } from './PlayerRecords.tsx';
import { PlayerStatus, when } from './PlayerStatus.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-lg bg-surface-2/60 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-base font-bold tabular-nums" data-testid={testId}>{value}</dd>
    </div>
  );
}

function Facts({ p, t }: { p: PlayerProfile; t: Translator }) {
  const rows: [string, string][] = [
    [t('console_players_phone'), p.phone ?? '—'],
    [t('console_players_invitationCode'), p.invitationCode],
    [t('console_players_inviter'), p.inviterId ?? '—'],
    [t('console_players_steam'), p.steamId ?? '—'],
    [t('console_players_email'), p.email ?? '—'],
    [t('console_players_realName'), t(p.realNameVerified ? 'console_common_yes' : 'console_common_no')],
    [t('console_giveaways_streamerRole'), t(p.streamer ? 'console_common_yes' : 'console_common_no')],
    [t('console_totpRemoval_authenticator'), t(p.totpEnabled ? 'console_common_yes' : 'console_common_no')],
    [t('console_players_channel'), p.channelCode ?? '—'],
    [t('console_players_createdAt'), when(p.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-2">
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3 border-b border-line/50 py-1">
          <dt className="text-muted">{k}</dt>
          <dd className="truncate text-end">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function PlayerPage({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const { data: player, error } = useStore(playerProfile.$state);
  const me = useStore($consoleMe);
  const { notice } = useStore(playerWrite.$state);

  useEffect(() => { void openPlayer(id); void loadConsoleMe(); }, [id]);

  if (error) return <p role="alert" className="card p-6 text-center text-accent-red">{error}</p>;
  if (!player) return <p className="p-6 text-center text-muted">{t('console_table_loading')}</p>;

  return (
    <div className="space-y-5" data-testid="player-page">
      <a href={consolePath('/console/players')} className="text-xs text-accent-blue hover:underline">← {t('console_players_title')}</a>
      <header className="card flex flex-wrap items-center gap-3 p-4">
        <div className="flex size-12 items-center justify-center rounded-full bg-gradient-to-br from-accent-orange to-accent-purple text-lg font-black text-black" aria-hidden="true">
          {player.nickname.slice(0, 1)}
        </div>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold" data-testid="player-nickname">{player.nickname}</h1>
          <p className="font-mono text-xs text-muted">{t('console_players_idLine', { id: player.id })}</p>
        </div>
        <PlayerStatus status={player.status} t={t} />
        {player.streamer ? (
          <span data-testid="player-streamer" className="inline-block rounded-full bg-accent-purple/15 px-2 py-0.5 text-xs font-semibold text-accent-purple">{t('console_giveaways_streamerBadge')}</span>
        ) : null}
        {may(me, 'promotion.view') ? (
          <a className="btn-ghost ms-auto px-3 py-1.5 text-xs" data-testid="player-partner-link" href={consolePath(`/console/promotion/${player.id}`)}>{t('console_promotion_partnerLink')}</a>
        ) : null}
        {may(me, 'protection.view') ? (
          <a className={`btn-ghost px-3 py-1.5 text-xs ${may(me, 'promotion.view') ? '' : 'ms-auto'}`} data-testid="player-protection-link" href={consolePath(`/console/protection?userId=${player.id}`)}>{t('console_protection_playerLink')}</a>
        ) : null}
        {player.status === USER_STATUS.banned ? (
          <p className="basis-full text-accent-red" data-testid="ban-reason">
            {t('console_players_banReason', { reason: player.banReason ?? '', at: when(player.bannedAt) })}
          </p>
        ) : null}
      </header>

      {notice ? <p role="status" data-testid="action-notice" className="rounded-lg border border-accent-orange/40 bg-accent-orange/10 px-3 py-2">{notice}</p> : null}

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
        <Figure label={t('console_players_main')} value={`¥${player.balances.main}`} testId="balance-main" />
        <Figure label={t('console_players_secondary')} value={`¥${player.balances.secondary}`} />
        <Figure label={t('console_players_points')} value={player.balances.points} />
        <Figure label={t('console_players_coins')} value={player.balances.coins} />
        <Figure label={t('console_players_backpack')} value={`${player.backpack.count} · ¥${player.backpack.value}`} />
        <Figure label={t('console_players_liveSessions')} value={String(player.liveSessions)} />
      </dl>

      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <section className="card p-4">
          <Facts p={player} t={t} />
        </section>
        <PlayerActions t={t} me={me} player={player} />
      </div>

      <PlayerRecords lang={lang} t={t} id={player.id} />
    </div>
  );
}
