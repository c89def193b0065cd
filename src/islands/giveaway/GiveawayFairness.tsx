// A room's fairness panel: the server seed's hash from creation; once entry closed the
// entrant list's hash (the list itself fetched when opened); after the draw the server seed, salt, the beacon's round, randomness,
// signature and key, the public seed, and the way to the verifier that re-computes it all.
import { useStore } from '@nanostores/react';
import type { GiveawayDetail } from '../../shared/contracts/giveaway.ts';
import { formatTime } from '../../lib/format.ts';
import { $giveawayEntrants, loadGiveawayEntrants } from '../../lib/giveaway/room.ts';
import type { Translator } from '../../lib/i18n/ui.ts';

function Field({ label, value, testId, muted }: { label: string; value: string; testId: string; muted?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-bold text-muted">{label}</dt>
      <dd className={`break-all font-mono text-xs ${muted ? 'text-muted' : 'text-ink'}`} data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The published entrant list, fetched the first time it is opened (it can be long). */
function EntrantList({ id, invite, count, t }: { id: string; invite: string | null; count: number; t: Translator }) {
  const entrants = useStore($giveawayEntrants);
  const list = entrants.id === id ? entrants.list : null;
  const load = () => loadGiveawayEntrants(id, invite);
  return (
    <details className="rounded-lg border border-line bg-bg/50 p-2 text-xs" onToggle={load}>
      <summary className="cursor-pointer font-bold text-muted">{t('giveaway_fair_entrants', { count })}</summary>
      {list === null && <p className="mt-2 text-muted">{t('common.loading')}</p>}
      {list === 'failed' && <p className="mt-2 text-muted">{t('common.loadFailed')}</p>}
      {Array.isArray(list) && (
        <ol className="mt-2 grid max-h-60 grid-cols-2 gap-x-4 overflow-y-auto font-mono sm:grid-cols-4" data-testid="fair-entrants">
          {list.map(([code, userId]) => (
            <li key={code} className="flex justify-between gap-2">
              <span className="text-accent-orange">#{code}</span>
              <span className="text-muted">{userId}</span>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}

export default function GiveawayFairness({ room, invite, t }: { room: GiveawayDetail; invite: string | null; t: Translator }) {
  const f = room.fairness;
  const hidden = t('giveaway_fair_hidden');
  // Before the close the list and beacon are not known; after it, the beacon round is awaited.
  const pending = f.closedAt ? t('giveaway_fair_waitingBeacon') : t('giveaway_fair_pending');
  const b = f.beacon;
  return (
    <section className="card space-y-3 p-4" data-testid="giveaway-fairness" aria-labelledby="giveaway-fair-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="giveaway-fair-title" className="text-sm font-bold">{t('giveaway_fair_title')}</h2>
        <a href="/provably-fair" className="text-xs text-accent-blue underline underline-offset-2">{t('giveaway_fair_how')}</a>
      </div>
      <p className="text-xs leading-relaxed text-muted">{t('giveaway_fair_explain')}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label={t('giveaway_fair_hash')} value={f.serverSeedHash} testId="fair-hash" />
        <Field label={t('giveaway_fair_server')} value={f.serverSeed ?? hidden} testId="fair-server-seed" muted={!f.serverSeed} />
        <Field label={t('giveaway_fair_salt')} value={f.salt ?? hidden} testId="fair-salt" muted={f.salt === null} />
        <Field label={t('giveaway_fair_closedAt')} value={f.closedAt ? formatTime(f.closedAt) : pending} testId="fair-closed-at" muted={!f.closedAt} />
        <Field label={t('giveaway_fair_entrantsHash')} value={f.entrantsHash ?? pending} testId="fair-entrants-hash" muted={!f.entrantsHash} />
        <Field label={t('giveaway_fair_beacon')} value={`${b.name === 'drand' ? 'drand' : t('giveaway_fair_localBeacon')} · ${t('giveaway_fair_period', { s: b.periodSeconds })}`} testId="fair-beacon-name" />
        <Field label={t('giveaway_fair_round')} value={b.round !== null ? String(b.round) : pending} testId="fair-round" muted={b.round === null} />
        <Field label={t('giveaway_fair_randomness')} value={b.randomness ?? pending} testId="fair-randomness" muted={!b.randomness} />
        <Field label={t('giveaway_fair_signature')} value={b.signature ?? pending} testId="fair-signature" muted={!b.signature} />
        <Field label={t('giveaway_fair_publicKey')} value={b.publicKey} testId="fair-public-key" />
        {b.chainHash && <Field label={t('giveaway_fair_chain')} value={b.chainHash} testId="fair-chain" />}
        <Field label={t('giveaway_fair_publicSeed')} value={f.publicSeed ?? pending} testId="fair-public-seed" muted={!f.publicSeed} />
      </dl>
      {f.entrantsHash && room.entrantCount > 0 && <EntrantList id={room.id} invite={invite} count={room.entrantCount} t={t} />}
      {f.serverSeed && f.publicSeed && (
        <a href={`/provably-fair/verify/giveaway/${room.id}`} className="btn-ghost inline-flex text-sm" data-testid="giveaway-verify-link">
          {t('giveaway_fair_verify')}
        </a>
      )}
    </section>
  );
}
