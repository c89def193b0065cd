// /provably-fair/verify/giveaway/{id}: a giveaway's draw re-computed in this browser from what the
// room published (src/lib/fair/giveaway.ts): the seed commitment, the entrant list's hash, the
// beacon value, the public seed and every prize's winner, each marked as matching or not.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { giveawayVerifyPage } from '../../lib/fair/pages.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { Mono } from './Mono.tsx';

function Verdict({ ok, t, testId }: { ok: boolean; t: Translator; testId: string }) {
  return (
    <span data-testid={testId} data-ok={ok} className={`shrink-0 rounded-md px-2 py-0.5 text-xs font-bold ${ok ? 'bg-emerald-400/15 text-emerald-300' : 'bg-accent-red/15 text-accent-red'}`}>
      {ok ? t('giveaway_verify_match') : t('giveaway_verify_mismatch')}
    </span>
  );
}

function CheckRow({ label, ok, t, testId, published, computed }: { label: string; ok: boolean; t: Translator; testId: string; published?: string; computed?: string }) {
  return (
    <li className="space-y-1 rounded-lg border border-line bg-bg/50 p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">{label}</span>
        <Verdict ok={ok} t={t} testId={testId} />
      </div>
      {published !== undefined && <div className="break-all font-mono text-[11px] text-muted">{t('giveaway_verify_published')}: {published}</div>}
      {computed !== undefined && <div className="break-all font-mono text-[11px] text-muted">{t('giveaway_verify_computed')}: {computed}</div>}
    </li>
  );
}

export default function GiveawayVerify({ lang, id }: { lang: Lang; id: string }) {
  const t = useT(lang);
  const page = useMemo(() => giveawayVerifyPage(id), [id]);
  const load = useStore(page.$state);
  useEffect(() => page.start(), [page]);

  if (load.state === 'loading') return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (load.state === 'missing') return <p className="card px-4 py-10 text-center text-muted" data-testid="giveaway-missing">{t('giveaway_notFound')}</p>;
  if (load.state === 'failed') return <p className="card px-4 py-10 text-center text-muted">{t('common.loadFailed')}</p>;

  const { room, check } = load;
  const f = room.fairness;
  return (
    <div className="space-y-4" data-testid="giveaway-verify" data-giveaway-id={room.id} data-ok={check && check !== 'busy' ? check.ok : ''}>
      <section className="card space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-bold">{t('giveaway_verify_title', { title: room.title })}</h2>
          <a href={`/giveaways/${room.id}`} className="text-sm text-accent-blue hover:underline">{t('giveaway_verify_room')}</a>
        </div>
        <p className="text-sm leading-relaxed text-muted">{t('giveaway_verify_explain')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Mono label={t('giveaway_fair_hash')} value={f.serverSeedHash} t={t} />
          {f.serverSeed && <Mono label={t('giveaway_fair_server')} value={f.serverSeed} t={t} />}
          {f.salt && <Mono label={t('giveaway_fair_salt')} value={f.salt} t={t} />}
          {f.entrantsHash && <Mono label={t('giveaway_fair_entrantsHash')} value={f.entrantsHash} t={t} />}
          {f.beacon.randomness && <Mono label={t('giveaway_fair_randomness')} value={f.beacon.randomness} t={t} />}
          {f.publicSeed && <Mono label={t('giveaway_fair_publicSeed')} value={f.publicSeed} t={t} />}
        </div>
      </section>

      {check === 'busy' ? (
        <p className="py-6 text-center text-muted">{t('giveaway_verify_busy')}</p>
      ) : check === null ? (
        <p className="card px-4 py-10 text-center text-muted" data-testid="giveaway-verify-pending">{t('giveaway_verify_pending')}</p>
      ) : (
        <section className="card space-y-3 p-4 sm:p-5" data-testid="giveaway-verify-result">
          <div className={`rounded-lg p-3 text-center font-bold ${check.ok ? 'bg-emerald-400/10 text-emerald-300' : 'bg-accent-red/10 text-accent-red'}`} data-testid={check.ok ? 'giveaway-verify-ok' : 'giveaway-verify-bad'}>
            {check.ok ? t('giveaway_verify_allOk') : t('giveaway_verify_someBad')}
          </div>
          <ul className="space-y-2">
            <CheckRow label={t('giveaway_verify_serverHash')} ok={check.serverHash.ok} t={t} testId="check-server-hash" published={f.serverSeedHash} computed={check.serverHash.computed} />
            <CheckRow label={t('giveaway_fair_entrantsHash')} ok={check.entrantsHash.ok} t={t} testId="check-entrants-hash" published={f.entrantsHash ?? ''} computed={check.entrantsHash.computed} />
            <CheckRow label={t('giveaway_verify_beacon', { round: f.beacon.round ?? '' })} ok={check.beacon.randomness} t={t} testId="check-beacon" />
            <CheckRow label={t('giveaway_verify_signature', { round: f.beacon.round ?? '' })} ok={check.beacon.signature} t={t} testId="check-beacon-signature" published={f.beacon.publicKey} />
            {check.beacon.knownKey !== null && <CheckRow label={t('giveaway_verify_knownKey')} ok={check.beacon.knownKey} t={t} testId="check-beacon-key" />}
            <CheckRow label={t('giveaway_fair_publicSeed')} ok={check.publicSeed.ok} t={t} testId="check-public-seed" published={f.publicSeed ?? ''} computed={check.publicSeed.computed} />
          </ul>
          <p className="text-xs text-muted">{t('giveaway_verify_signatureNote')}</p>
          <h3 className="pt-2 text-sm font-bold">{t('giveaway_verify_prizes')}</h3>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-xs text-muted">
                <tr>
                  <th className="px-2 py-1 text-start font-medium">{t('giveaway_verify_col_prize')}</th>
                  <th className="px-2 py-1 text-end font-medium">{t('giveaway_verify_col_ticket')}</th>
                  <th className="px-2 py-1 text-end font-medium">{t('giveaway_verify_col_computed')}</th>
                  <th className="px-2 py-1 text-end font-medium">{t('giveaway_verify_col_recorded')}</th>
                  <th className="px-2 py-1 text-end font-medium"><span className="sr-only">{t('giveaway_verify_col_result')}</span></th>
                </tr>
              </thead>
              <tbody>
                {check.prizes.map((p) => {
                  const prize = room.prizes.find((x) => x.pos === p.pos);
                  return (
                    <tr key={p.pos} className="border-t border-line/60" data-testid="check-prize" data-pos={p.pos} data-ok={p.ok}>
                      <td className="max-w-48 truncate px-2 py-1.5" title={prize?.name}>#{p.pos} {prize?.name}</td>
                      <td className="px-2 py-1.5 text-end font-mono tabular-nums">{p.ticket !== null ? `${p.ticket} / ${p.range}` : '-'}</td>
                      <td className="px-2 py-1.5 text-end font-mono tabular-nums">{p.code !== null ? `#${p.code}` : '-'}</td>
                      <td className="px-2 py-1.5 text-end font-mono tabular-nums">{p.recordedCode !== null ? `#${p.recordedCode}` : '-'}</td>
                      <td className="px-2 py-1.5 text-end"><Verdict ok={p.ok} t={t} testId="check-prize-verdict" /></td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
