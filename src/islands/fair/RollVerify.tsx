// /provably-fair/verify/{id}: one stored roll. Once its seed pair is revealed the roll is
// re-computed here with the shared fairness code: the hash check, the ticket, and which item's
// range the ticket falls in; before that, the page says how to reveal it.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { rollVerifyPage } from '../../lib/fair/pages.ts';
import { formatTime } from '../../lib/format.ts';
import { tDynamic, type Lang } from '../../lib/i18n/ui.ts';
import { useT } from '../common/hooks.ts';
import { Mono } from './Mono.tsx';
import { VerifyChecks } from './VerifyChecks.tsx';

/** `kind` dream: a dream roll's id (api/fair/getDreamRoll), verified the same way. */
export default function RollVerify({ lang, id, kind = 'case' }: { lang: Lang; id: string; kind?: 'case' | 'dream' }) {
  const t = useT(lang);
  const page = useMemo(() => rollVerifyPage(id, kind), [id, kind]);
  const load = useStore(page.$state);
  useEffect(() => page.start(), [page]);

  if (load.state === 'loading') return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (load.state === 'missing') return <p className="card px-4 py-10 text-center text-muted">{t('verify.notFound')}</p>;
  if (load.state === 'failed') return <p className="card px-4 py-10 text-center text-muted">{t('common.loadFailed')}</p>;

  const { roll, check, commitment } = load;
  return (
    <div className="space-y-4" data-testid="roll-verify" data-roll-id={roll.id}>
      <section className="card space-y-3 p-4 sm:p-5">
        <h2 className="font-bold">{t('verify.rollTitle', { id: roll.id })}</h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Row label={t('verify.game')} value={tDynamic(lang, `fair.game.${roll.game}`, 'fair.game.case')} />
          <Row label={t('verify.rolledAt')} value={formatTime(roll.createTime)} />
          <Row label={t('verify.nonce')} value={String(roll.nonce)} />
          <Row label={t('verify.range')} value={String(roll.range)} />
          <Row label={t('verify.recordedTicket')} value={String(roll.ticket)} />
          <Row label={t('verify.outcome')} value={roll.outcome.name} />
          {roll.boxId !== null && (
            <Row label={t('verify.box')} value={t('verify.boxValue', { id: roll.boxId, version: roll.boxVersion ?? '-' })} href={`/box/${roll.boxId}`} />
          )}
        </dl>
        <Mono label={t('fair.publicHash')} value={roll.publicHash} t={t} />
        <Mono label={t('fair.clientSeed')} value={roll.clientSeed} t={t} />
        {roll.serverSeed && <Mono label={t('fair.serverSeed')} value={roll.serverSeed} t={t} />}
        {roll.salt && <Mono label={t('fair.salt')} value={roll.salt} t={t} />}
      </section>

      <section className="card space-y-3 p-4 sm:p-5" aria-live="polite">
        {check === null ? (
          <p className="text-muted">{t('verify.computing')}</p>
        ) : check.status === 'unrevealed' ? (
          <div className="space-y-3" data-testid="verify-unrevealed">
            <p className="text-muted">{t('verify.unrevealed')}</p>
            <a href="/provably-fair" className="btn-ghost">
              {t('verify.goRotate')}
            </a>
          </div>
        ) : check.status === 'failed' ? (
          <p role="alert" className="text-accent-red">
            {t('verify.failed', { reason: check.reason })}
          </p>
        ) : (
          <>
            <VerifyChecks t={t} hashMatches={check.hashMatches} ticket={check.ticket} recordedTicket={roll.ticket} />
            {check.tableError && <p className="text-sm text-accent-red">{t('verify.tableBad', { reason: check.tableError })}</p>}
            <p className="text-sm" data-testid="verify-item" data-ornament-id={check.item?.ornamentId ?? ''}>
              <span className="text-muted">{t('verify.item')}: </span>
              {check.item ? (
                <>
                  <span className="font-semibold">{check.item.name}</span>{' '}
                  <span className={check.outcomeMatches ? 'text-emerald-400' : 'text-accent-red'} data-testid="verify-outcome-match" data-ok={check.outcomeMatches}>
                    {check.outcomeMatches ? t('verify.outcomeOk') : t('verify.outcomeBad')}
                  </span>
                </>
              ) : (
                <span className="text-accent-red">{t('verify.itemNone')}</span>
              )}
            </p>
          </>
        )}
      </section>

      {roll.table.length > 0 && (
        <section className="card overflow-x-auto" aria-labelledby="roll-table">
          <h2 id="roll-table" className="px-4 pt-4 font-bold">
            {t('verify.table')}
          </h2>
          {roll.tableHash && (
            <div className="space-y-1 px-4 pt-2">
              <Mono label={t('verify.tableHash')} value={roll.tableHash} t={t} testId="verify-table-hash" />
              {commitment && commitment.status !== 'none' && (
                <p
                  className={`text-sm font-semibold ${commitment.status === 'matches' ? 'text-emerald-400' : 'text-accent-red'}`}
                  data-testid="verify-table-commitment"
                  data-ok={commitment.status === 'matches'}
                >
                  {commitment.status === 'matches'
                    ? t('verify.tableCommitOk')
                    : t('verify.tableCommitBad', { computed: commitment.computed ?? '-' })}
                </p>
              )}
            </div>
          )}
          <table className="w-full min-w-[28rem] text-sm">
            <thead className="border-b border-line text-start text-xs text-muted">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">{t('fair.col.outcome')}</th>
                <th scope="col" className="px-4 py-2 text-end font-medium">{t('box.col.tickets')}</th>
              </tr>
            </thead>
            <tbody>
              {[...roll.table]
                .sort((a, b) => a.ticketFrom - b.ticketFrom)
                .map((row) => {
                  const hit = check?.status === 'checked' && check.item === row;
                  const won = row.ornamentId === roll.outcome.ornamentId;
                  return (
                    <tr
                      key={`${row.ornamentId}-${row.ticketFrom}`}
                      data-hit={hit}
                      className={`border-b border-line/60 last:border-0 ${hit ? 'bg-emerald-400/10 font-semibold' : ''}`}
                    >
                      <td className={`px-4 py-2 ${won ? 'text-accent-orange' : ''}`}>{row.name}</td>
                      <td className="px-4 py-2 text-end font-mono tabular-nums">
                        {t('box.tickets', { from: row.ticketFrom, to: row.ticketTo })}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

function Row({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-line/50 py-1">
      <dt className="text-muted">{label}</dt>
      <dd className="truncate text-end">
        {href ? (
          <a href={href} className="text-accent-blue hover:underline">
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}
