// The promo page's head: the partner's own code, their link with a copy button and its QR code,
// and the code of whoever brought them (the parent code).
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { PromotionInfo } from '../../../shared/contracts/promotion.ts';
import type { Translator } from '../../../lib/i18n/ui.ts';
import { QrCode } from './QrCode.tsx';

/** The link as the server wrote it; a path (no origin) is completed with this site's. */
export function absoluteLink(link: string, origin: string): string {
  return link.startsWith('/') ? `${origin}${link}` : link;
}

export function PromoLink({ t, info }: { t: Translator; info: PromotionInfo }) {
  const link = absoluteLink(info.link, typeof window === 'undefined' ? '' : window.location.origin);
  const [copied, setCopied] = useState(false);

  function copy(text: string) {
    navigator.clipboard?.writeText(text).then(
      () => {
        setCopied(true);
        toast.success(t('promo_copied'));
        setTimeout(() => setCopied(false), 1500);
      },
      () => toast.error(t('promo_copyFailed')),
    );
  }

  return (
    <section className="relative overflow-hidden rounded-2xl border border-line bg-surface p-4 sm:p-6" aria-labelledby="promo-link-title">
      <div className="pointer-events-none absolute -right-16 -top-20 size-72 rounded-full bg-accent-orange/20 blur-3xl" aria-hidden="true" />
      <div className="pointer-events-none absolute -bottom-24 left-10 size-64 rounded-full bg-accent-purple/20 blur-3xl" aria-hidden="true" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1 space-y-4">
          <h2 id="promo-link-title" className="text-sm font-semibold text-muted">
            {t('promo_shareTitle')}
          </h2>
          <div className="flex flex-wrap items-end gap-x-8 gap-y-3">
            <div>
              <p className="text-xs text-muted">{t('promo_code')}</p>
              <p data-testid="promo-code" className="font-mono text-2xl font-black tracking-widest text-accent-orange sm:text-3xl">
                {info.code}
              </p>
            </div>
            <div>
              <p className="text-xs text-muted">{t('promo_parentCode')}</p>
              <p data-testid="promo-parent-code" className="font-mono text-lg font-bold">
                {info.parentCode ?? <span className="font-sans text-sm font-normal text-muted">{t('promo_noParent')}</span>}
              </p>
            </div>
          </div>
          <div className="space-y-1">
            <p className="text-xs text-muted">{t('promo_link')}</p>
            <div className="flex min-w-0 items-stretch gap-2">
              <code
                data-testid="promo-link"
                className="min-w-0 flex-1 truncate rounded-lg border border-line bg-bg px-3 py-2 font-mono text-xs leading-5 sm:text-sm"
                title={link}
              >
                {link}
              </code>
              <button type="button" data-testid="promo-copy" className="btn-primary shrink-0" onClick={() => copy(link)}>
                {copied ? t('promo_copiedShort') : t('promo_copy')}
              </button>
            </div>
          </div>
          <p className="text-xs text-muted">{t('promo_howItWorks')}</p>
        </div>
        <div className="flex shrink-0 flex-col items-center gap-2 self-center">
          <QrCode text={link} label={t('promo_qrLabel')} className="size-36 p-1 sm:size-40" />
          <span className="text-xs text-muted">{t('promo_qrHint')}</span>
        </div>
      </div>
    </section>
  );
}
