// The skin dialog (the spec's overlay "skin"): the skin's picture, name, rarity, wear,
// category and price, and every case on sale that holds it with its odds (as the case page shows
// them) and a link to open it. Opened with openSkinDialog(id) (src/lib/skin-dialog.ts) from
// anywhere a skin is shown; the dialog host loads it on first open.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import type { SkinCase, SkinDetail } from '../../shared/contracts/skin.ts';
import { displayYuan } from '../../shared/money.ts';
import { localizedPath } from '../../shared/locale-paths.ts';
import type { Lang, Translator, UiKey } from '../../lib/i18n/ui.ts';
import { $skinDialogId, closeSkinDialog } from '../../lib/skin-dialog.ts';
import { $skinDetail, loadSkinDetail, resetSkinDetail } from '../../lib/skin/detail.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { useT } from '../common/hooks.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { Modal } from '../dialogs/Modal.tsx';
import { ItemName } from '../common/ItemName.tsx';

export function SkinDialog({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const id = useStore($skinDialogId);
  const state = useStore($skinDetail);

  useEffect(() => {
    if (id !== null) void loadSkinDetail(id);
  }, [id]);
  useEffect(() => resetSkinDetail, []);

  const retry = useCallback(() => {
    if (id !== null) void loadSkinDetail(id);
  }, [id]);

  return (
    <Modal title={t('skin.dialog.title')} closeLabel={t('common.close')} onClose={closeSkinDialog} testId="skin-dialog" wide="xl" trapFocus>
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <SkinSkeleton />}
        {state.kind === 'failed' && <LoadFailed t={t} onRetry={retry} className="space-y-3 py-10 text-center" />}
        {state.kind === 'notFound' && <p className="py-10 text-center text-muted" data-testid="skin-dialog-not-found">{t('skin.dialog.notFound')}</p>}
        {state.kind === 'ready' && <SkinBody skin={state.skin} lang={lang} t={t} />}
      </div>
    </Modal>
  );
}

function SkinBody({ skin, lang, t }: { skin: SkinDetail; lang: Lang; t: Translator }) {
  const color = rarityColor(skin.rarity?.color);
  const onSkinPage = typeof location !== 'undefined' && /(^|\/)skin\/?$/.test(location.pathname);
  return (
    <div className="space-y-5" data-testid="skin-dialog-body" data-ornament-id={skin.ornamentId}>
      <div className="grid gap-4 sm:grid-cols-[1.1fr_1fr] sm:items-center">
        <div
          className="relative overflow-hidden rounded-xl border border-line p-3"
          style={{ backgroundImage: `radial-gradient(ellipse at 50% 60%, ${color}40, transparent 70%), linear-gradient(to top, ${color}26, transparent 60%)`, borderBottomColor: color, borderBottomWidth: 3 }}
        >
          <ItemImage item={skin} className="aspect-[2/1] w-full drop-shadow-[0_8px_16px_rgba(0,0,0,0.5)]" />
        </div>
        <div className="min-w-0 space-y-3">
          <h3 className="text-base font-bold leading-snug sm:text-lg" style={{ color }} data-testid="skin-dialog-name">
            <ItemName name={skin.name} />
          </h3>
          <p className="text-2xl font-extrabold text-accent-orange tabular-nums" data-testid="skin-dialog-price">
            <span className="sr-only">{t('skin.dialog.price')} </span>¥{displayYuan(skin.price)}
          </p>
          <dl className="grid grid-cols-3 gap-2 text-xs">
            <Fact label={t('skin.dialog.rarity')}>
              <span className="inline-flex items-center gap-1.5">
                <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" />
                <span style={{ color }}>{skin.rarity.name}</span>
              </span>
            </Fact>
            <Fact label={t('skin.dialog.wear')}>{skin.wearName}</Fact>
            <Fact label={t('skin.dialog.category')}>{t(`skin.category.${skin.category}` as UiKey)}</Fact>
          </dl>
        </div>
      </div>

      <section aria-labelledby="skin-dialog-cases" className="space-y-2">
        <h3 id="skin-dialog-cases" className="flex items-baseline justify-between gap-2 text-sm font-bold">
          {t('skin.dialog.cases')}
          <span className="text-xs font-normal text-muted">{t('skin.dialog.casesCount', { count: skin.cases.length })}</span>
        </h3>
        {skin.cases.length === 0 ? (
          <p className="card px-4 py-6 text-center text-sm text-muted" data-testid="skin-dialog-no-cases">{t('skin.dialog.noCases')}</p>
        ) : (
          <ul className="space-y-2" data-testid="skin-dialog-cases">
            {skin.cases.map((c) => (
              <CaseRow key={c.id} c={c} lang={lang} t={t} />
            ))}
          </ul>
        )}
      </section>

      {!onSkinPage && (
        <p className="text-center">
          <a href={localizedPath(lang, '/skin')} className="text-xs text-muted underline-offset-2 hover:text-ink hover:underline">
            {t('skin.dialog.allSkins')}
          </a>
        </p>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface-2/60 px-2 py-1.5">
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className="break-words font-semibold leading-tight">{children}</dd>
    </div>
  );
}

function CaseRow({ c, lang, t }: { c: SkinCase; lang: Lang; t: Translator }) {
  return (
    <li>
      <a
        href={localizedPath(lang, `/box/${c.id}`)}
        data-testid="skin-dialog-case"
        data-box-id={c.id}
        className="card group flex items-center gap-2 p-2 pe-3 transition-colors hover:border-accent-orange sm:gap-3"
      >
        <CaseArt box={c} className="aspect-[5/3] w-16 shrink-0 transition-transform group-hover:scale-105 sm:w-24" />
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 text-sm font-semibold leading-snug">{c.name}</span>
          <span className="block whitespace-nowrap text-xs text-muted">
            {t('skin.dialog.casePrice')} <span className="font-semibold text-accent-orange">¥{displayYuan(c.price)}</span>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="rounded-md bg-surface-2 px-2 py-0.5 text-xs font-bold tabular-nums" data-testid="skin-dialog-odds">
            {t('skin.dialog.odds', { odds: c.odds })}
          </span>
          <span className="text-xs font-semibold text-accent-orange group-hover:underline">{t('skin.dialog.open')} ›</span>
        </span>
      </a>
    </li>
  );
}

function SkinSkeleton() {
  return (
    <div className="animate-pulse space-y-5" aria-hidden="true">
      <div className="grid gap-4 sm:grid-cols-[1.1fr_1fr] sm:items-center">
        <div className="aspect-[2/1] w-full rounded-xl bg-surface-2/60" />
        <div className="space-y-3">
          <div className="h-5 w-4/5 rounded bg-surface-2/60" />
          <div className="h-7 w-24 rounded bg-surface-2/60" />
          <div className="grid grid-cols-3 gap-2">
            <div className="h-10 rounded-lg bg-surface-2/60" />
            <div className="h-10 rounded-lg bg-surface-2/60" />
            <div className="h-10 rounded-lg bg-surface-2/60" />
          </div>
        </div>
      </div>
      <div className="space-y-2">
        <div className="h-16 rounded-lg bg-surface-2/60" />
        <div className="h-16 rounded-lg bg-surface-2/60" />
      </div>
    </div>
  );
}
