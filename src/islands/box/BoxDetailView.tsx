// /box/{id}: the case, its contents and odds, and opening it (reel, then the result dialog).
// The reel and the dialog are loaded on demand, keeping them out of the page's first JS.
// While the case is on the way (the state the server renders) the same tree shows placeholders
// at the loaded parts' sizes: nothing visible jumps when the case arrives, the footer starts below
// the first screen. The case's art is there from the start (its address is the id's), so the
// page's largest paint waits for neither the request nor a script.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { displayYuan } from '../../shared/money.ts';
import {
  $boxDetail, $boxOpenFlow, $boxOpenForm, $boxQuote, dispatchBoxOpen, enterBox, loadBox, loadBoxCoupons, openBox, setBoxCoupon, setBoxCount,
} from '../../lib/box/detail.ts';
import { bestGrade } from '../../lib/box/items.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { sound } from '../../lib/sound.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { $prefs } from '../../lib/stores/prefs.ts';
import { useMounted, useT } from '../common/hooks.ts';
import { CaseArt } from '../common/CaseArt.tsx';
import { LoadFailed } from '../common/LoadFailed.tsx';
import { BoxContents } from './BoxContents.tsx';
import { OpenPanel } from './OpenPanel.tsx';
import { OpeningReel, OpeningResult, preloadOpening } from './OpeningParts.tsx';
import { CouponSelect } from '../rewards/coupons/CouponSelect.tsx';

export default function BoxDetailView({ lang, id }: { lang: Lang; id: number }) {
  const t = useT(lang);
  const mounted = useMounted();
  const load = useStore($boxDetail);
  const { count } = useStore($boxOpenForm);
  const { fitting, chosen, payTotal } = useStore($boxQuote);
  const flow = useStore($boxOpenFlow);
  const dispatch = dispatchBoxOpen;
  const loggedIn = useStore($loggedIn);

  useEffect(() => enterBox(id), [id]);
  // The player's case coupons for this case; the store asks again after an opening used one.
  useEffect(() => loadBoxCoupons(mounted && loggedIn), [mounted, loggedIn, id]);

  // The landing sound, once the result is shown (after the reel, or at once when fast). A rare
  // drop's reel has already played the rare sound when it stopped.
  const shownResult = flow.phase === 'result' ? flow.result : null;
  const afterReel = flow.phase === 'result' && flow.reel;
  useEffect(() => {
    if (!shownResult) return;
    const grade = bestGrade(shownResult.drops);
    if (!(afterReel && grade <= 1)) sound.win(grade);
  }, [shownResult, afterReel]);

  if (load.state === 'missing') {
    return (
      <div className="card space-y-3 px-4 py-12 text-center" data-testid="box-missing">
        <p className="text-muted">{t('box.notFound')}</p>
        <a href="/box" className="btn-ghost">
          {t('box.back')}
        </a>
      </div>
    );
  }
  if (load.state === 'failed') {
    return <LoadFailed t={t} onRetry={() => void loadBox()} className="card space-y-3 px-4 py-12 text-center" />;
  }

  const box = load.state === 'ready' ? load.box : null;
  function open() {
    // Fetch the on-demand parts while the server rolls, so nothing waits for them afterwards.
    if (box && $loggedIn.get()) preloadOpening($prefs.get().fast);
    void openBox();
  }

  return (
    <div className="space-y-8" data-testid={box ? 'box-detail' : 'box-loading'} data-box-id={box?.id} aria-busy={box ? undefined : true}>
      <a href="/box" className="text-sm text-muted hover:text-ink">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('box.back')}
      </a>
      <section className="card relative overflow-hidden px-4 py-6 sm:px-8">
        <div className="pointer-events-none absolute -top-20 left-1/2 size-72 -translate-x-1/2 rounded-full bg-accent-orange/15 blur-3xl" aria-hidden="true" />
        <div className="relative flex flex-col items-center gap-4">
          {box ? (
            <h1 className="text-2xl font-extrabold sm:text-3xl">{box.name}</h1>
          ) : (
            <p className="h-8 text-sm leading-8 text-muted sm:h-9 sm:leading-9">{t('common.loading')}</p>
          )}
          {box ? (
            <div className="flex flex-wrap items-center justify-center gap-3 text-sm">
              <span className="rounded-md bg-accent-orange/10 px-2 py-0.5 font-bold text-accent-orange" data-testid="box-price">
                ¥{displayYuan(box.price)}
              </span>
              <span className="text-muted" data-testid="box-rtp" title={t('box.rtp')}>
                {t('box.rtpValue', { rtp: box.rtp })}
              </span>
            </div>
          ) : (
            <div className="h-6 w-32 animate-pulse rounded-md bg-surface-2/60" aria-hidden="true" />
          )}

          {box && (flow.phase === 'spinning' || (flow.phase === 'result' && flow.reel)) ? (
            <div className="w-full">
              <OpeningReel lang={lang} t={t} table={box.items} drops={flow.result.drops} dispatch={dispatch} box={box} />
            </div>
          ) : (
            // The art's address needs only the id, so the server's HTML already carries it (the
            // page's largest paint, not waiting for the case's request or a script). An unknown
            // id's picture fails to the glow, and the "case not found" answer replaces it all.
            <CaseArt box={{ id, name: box?.name ?? '', image: box?.image }} priority className="aspect-[5/3] w-64 sm:w-80" />
          )}

          {mounted && box ? (
            <OpenPanel t={t} price={box.price} count={count} onCount={setBoxCount} busy={flow.phase !== 'idle'} onOpen={open} payTotal={payTotal}>
              <CouponSelect
                t={t}
                id="case-coupon"
                coupons={fitting}
                value={chosen?.id ?? ''}
                onChange={setBoxCoupon}
                disabled={flow.phase !== 'idle'}
                effect={payTotal ? t('coupon_priceAfter', { amount: displayYuan(payTotal) }) : undefined}
              />
            </OpenPanel>
          ) : (
            // OpenPanel's height signed out (count buttons and log-in prompt, one row from sm up; the toggles).
            <div className="h-49 sm:h-[130px]" aria-hidden="true" />
          )}
          <p className="text-center text-xs text-muted">
            {t('box.fairNote')}{' '}
            <a href="/provably-fair" className="text-accent-blue underline underline-offset-2">
              {t('nav.fair')}
            </a>
          </p>
        </div>
      </section>

      {box ? <BoxContents items={box.items} t={t} boxId={box.id} tableHash={box.tableHash} /> : <div className="h-96 rounded-xl bg-surface-2/30" aria-hidden="true" />}

      {box && flow.phase === 'result' && (
        <OpeningResult lang={lang} t={t} drops={flow.result.drops} casePrice={box.price} paid={flow.result.paid} dispatch={dispatch} />
      )}
    </div>
  );
}
