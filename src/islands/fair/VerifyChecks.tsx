// The outcome of a re-computation: hash check, ticket, and (with a table) the item it selects.
// Test ids: "verify-hash-ok" only when the hash matches ("verify-hash-bad" otherwise), so a
// check for the first can never pass on a mismatch.
import type { Translator } from '../../lib/i18n/ui.ts';

interface Props {
  t: Translator;
  hashMatches: boolean;
  ticket: number;
  /** The ticket the server recorded, when verifying a stored roll. */
  recordedTicket?: number;
}

export function VerifyChecks({ t, hashMatches, ticket, recordedTicket }: Props) {
  const ticketMatches = recordedTicket === undefined || recordedTicket === ticket;
  return (
    <dl className="grid gap-3 sm:grid-cols-2" data-testid="verify-result">
      <div className="rounded-lg border border-line bg-bg p-3">
        <dt className="text-xs text-muted">SHA-256</dt>
        <dd
          data-testid={hashMatches ? 'verify-hash-ok' : 'verify-hash-bad'}
          className={`mt-1 font-bold ${hashMatches ? 'text-emerald-400' : 'text-accent-red'}`}
        >
          {hashMatches ? t('verify.hashOk') : t('verify.hashBad')}
        </dd>
      </div>
      <div className="rounded-lg border border-line bg-bg p-3">
        <dt className="text-xs text-muted">{t('verify.ticket')}</dt>
        <dd className="mt-1 flex flex-wrap items-baseline gap-2">
          <span data-testid="verify-ticket" className="font-mono text-xl font-bold tabular-nums">
            {ticket}
          </span>
          {recordedTicket !== undefined && (
            <span data-testid="verify-ticket-match" data-ok={ticketMatches} className={`text-sm ${ticketMatches ? 'text-emerald-400' : 'text-accent-red'}`}>
              {ticketMatches ? t('verify.ticketOk') : t('verify.ticketBad')}
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
