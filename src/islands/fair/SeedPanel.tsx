// The player's current seed pair: public hash, client seed (editable), next nonce, rotation.
// Rotating reveals the old server seed and salt, with a link that verifies with them.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import type { RevealedSeed } from '../../shared/contracts/fair.ts';
import { $seed, loadSeed, rotateSeed, saveClientSeed, setSeedDraft } from '../../lib/fair/seed.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { FieldError } from '../dialogs/fields.tsx';
import { Modal } from '../dialogs/Modal.tsx';
import { Mono } from './Mono.tsx';

/** /provably-fair/verify prefilled with a revealed pair's values (nonce: its last roll). */
export function manualVerifyHref(r: RevealedSeed): string {
  const q = new URLSearchParams({
    serverSeed: r.serverSeed,
    salt: r.salt,
    publicHash: r.publicHash,
    clientSeed: r.clientSeed,
    nonce: String(Math.max(1, r.lastNonce)),
    game: 'case',
    range: '1000000',
  });
  return `/provably-fair/verify?${q}`;
}

export function SeedPanel({ lang, t, onRotated }: { lang: Lang; t: Translator; onRotated: () => void }) {
  const { seed, failed, draft, error, saving, rotating, revealed } = useStore($seed);
  // Rotating cannot be undone (the server seed is revealed, the nonce restarts): it asks first.
  const [confirming, setConfirming] = useState(false);

  useEffect(loadSeed, []);

  async function save(e: SubmitEvent) {
    e.preventDefault();
    if (await saveClientSeed(lang)) toast.success(t('fair.saved'));
  }

  async function rotate() {
    setConfirming(false);
    if (await rotateSeed()) onRotated();
  }

  if (failed) return <p className="card px-4 py-8 text-center text-muted">{t('common.loadFailed')}</p>;
  if (!seed) return <p className="card px-4 py-8 text-center text-muted">{t('common.loading')}</p>;

  return (
    <section className="card space-y-4 p-4 sm:p-5" aria-labelledby="fair-current" data-testid="fair-seed">
      <h2 id="fair-current" className="font-bold">
        {t('fair.current')}
      </h2>
      <Mono label={t('fair.publicHash')} value={seed.publicHash} t={t} testId="fair-public-hash" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Mono label={t('fair.clientSeed')} value={seed.clientSeed} t={t} testId="fair-client-seed" />
        <div className="space-y-1">
          <span className="flex h-5 items-center text-xs text-muted">{t('fair.nonce')}</span>
          <p data-testid="fair-nonce" className="rounded-lg border border-line bg-bg px-3 py-2 font-mono text-xs">
            {seed.nonce}
          </p>
        </div>
      </div>

      <form className="space-y-1" onSubmit={(e) => void save(e)} noValidate>
        <label htmlFor="fair-new-seed" className="block text-sm font-medium">
          {t('fair.newClientSeed')} <span className="text-xs font-normal text-muted">{t('fair.newClientSeedHint')}</span>
        </label>
        <div className="flex gap-2">
          <input
            id="fair-new-seed"
            data-testid="fair-client-seed-input"
            className="input font-mono"
            value={draft}
            maxLength={128}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'fair-new-seed-error' : undefined}
            onChange={(e) => setSeedDraft(e.target.value)}
          />
          <button type="submit" data-testid="fair-client-seed-save" className="btn-primary shrink-0" disabled={saving}>
            {saving ? t('common.submitting') : t('fair.save')}
          </button>
        </div>
        <FieldError id="fair-new-seed-error" error={error} />
      </form>

      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">{t('fair.rotateDesc')}</p>
        <button type="button" data-testid="fair-rotate" className="btn-ghost shrink-0" disabled={rotating} onClick={() => setConfirming(true)}>
          {rotating ? t('fair.rotating') : t('fair.rotate')}
        </button>
      </div>

      {confirming && (
        <Modal title={t('fair.rotateConfirmTitle')} closeLabel={t('common.close')} onClose={() => setConfirming(false)} testId="fair-rotate-confirm">
          <p className="text-sm text-muted">{t('fair.rotateConfirmBody')}</p>
          <div className="mt-5 flex gap-2">
            <button type="button" data-testid="fair-rotate-cancel" className="btn-ghost flex-1" onClick={() => setConfirming(false)}>
              {t('fair.rotateCancel')}
            </button>
            <button type="button" data-testid="fair-rotate-confirm-button" className="btn-primary flex-1" onClick={() => void rotate()}>
              {t('fair.rotateConfirm')}
            </button>
          </div>
        </Modal>
      )}

      {revealed && (
        <div className="space-y-3 rounded-xl border border-accent-blue/40 bg-accent-blue/5 p-4" data-testid="fair-revealed">
          <h3 className="font-bold text-accent-blue">{t('fair.revealed')}</h3>
          <Mono label={t('fair.serverSeed')} value={revealed.serverSeed} t={t} testId="fair-revealed-server-seed" />
          <Mono label={t('fair.salt')} value={revealed.salt} t={t} testId="fair-revealed-salt" />
          <Mono label={t('fair.publicHash')} value={revealed.publicHash} t={t} />
          <p className="text-xs text-muted">
            {t('fair.clientSeed')}: <code className="font-mono">{revealed.clientSeed}</code> · {t('fair.lastNonce')}: {revealed.lastNonce}
          </p>
          <a href={manualVerifyHref(revealed)} className="inline-block text-sm text-accent-blue hover:underline">
            {t('fair.verifyManual')} <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
          </a>
        </div>
      )}
    </section>
  );
}
