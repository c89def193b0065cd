// The published test vectors (src/shared/fairness/vectors.ts), rendered into the verify page's
// help section at build/render time: a static table, no client JavaScript.
import { TEST_VECTORS } from '../../shared/fairness/vectors.ts';
import { translator, type Lang } from '../../lib/i18n/ui.ts';

export default function TestVectors({ lang }: { lang: Lang }) {
  const t = translator(lang);
  return (
    <section id="test-vectors" className="card space-y-3 p-4 sm:p-5" aria-labelledby="test-vectors-title" data-testid="test-vectors">
      <h2 id="test-vectors-title" className="font-bold">
        {t('verify.helpTitle')}
      </h2>
      <p className="text-sm text-muted">{t('verify.helpDesc')}</p>
      <div className="space-y-3">
        {TEST_VECTORS.map((v) => (
          <details key={v.name} className="rounded-lg border border-line bg-bg p-3 text-xs">
            <summary className="cursor-pointer font-semibold">{v.name}</summary>
            <dl className="mt-2 grid gap-1 font-mono break-all">
              <div><dt className="inline text-muted">serverSeed </dt><dd className="inline">{v.serverSeed}</dd></div>
              <div><dt className="inline text-muted">salt </dt><dd className="inline">{v.salt}</dd></div>
              <div><dt className="inline text-muted">publicHash </dt><dd className="inline">{v.publicHash}</dd></div>
              <div><dt className="inline text-muted">clientSeed </dt><dd className="inline whitespace-pre-wrap">{JSON.stringify(v.clientSeed)}</dd></div>
              <div><dt className="inline text-muted">nonce </dt><dd className="inline">{v.nonce}</dd></div>
              <div><dt className="inline text-muted">game </dt><dd className="inline">{v.game}</dd></div>
              <div><dt className="inline text-muted">message0 </dt><dd className="inline whitespace-pre-wrap">{JSON.stringify(v.message0)}</dd></div>
              <div><dt className="inline text-muted">block0 </dt><dd className="inline">{v.block0}</dd></div>
              <div><dt className="inline text-muted">uint32s </dt><dd className="inline">{v.uint32s.join(', ')}</dd></div>
              {v.tickets.map((k) => (
                <div key={k.range}>
                  <dt className="inline text-muted">W = {k.range} </dt>
                  <dd className="inline">{t('verify.vectorTicket', { ticket: k.ticket, draws: k.draws })}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
    </section>
  );
}
