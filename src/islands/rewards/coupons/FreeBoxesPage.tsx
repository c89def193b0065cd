// /personal/free-boxes: the player's free cases as case cards; opening one plays the
// case page's reel and result dialog (box/OpeningParts.tsx), the same parts and
// the same opening sequence (lib/box/open-flow.ts). Nothing is paid: the server takes a free case.
import { useStore } from '@nanostores/react';
import { useEffect, useReducer, useState } from 'react';
import type { BoxItem } from '../../../shared/contracts/box.ts';
import type { FreeBoxView } from '../../../shared/contracts/rewards/coupons.ts';
import { displayYuan } from '../../../shared/money.ts';
import { HOLDING_STAT } from '../../../shared/reward-constants.ts';
import { IDLE, openReducer } from '../../../lib/box/open-flow.ts';
import { byValueDesc } from '../../../lib/box/items.ts';
import { holdOwnDrops } from '../../../lib/feed/store.ts';
import { formatTime } from '../../../lib/format.ts';
import type { Lang, Translator, UiKey } from '../../../lib/i18n/ui.ts';
import { freeBoxes, openFreeBox } from '../../../lib/rewards/free-boxes.ts';
import { sound } from '../../../lib/sound.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { $prefs } from '../../../lib/stores/prefs.ts';
import { CaseArt } from '../../common/CaseArt.tsx';
import { EmptyState } from '../../common/EmptyState.tsx';
import { useMounted, useT } from '../../common/hooks.ts';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
import { PillFilter } from '../../common/PillFilter.tsx';
import { OpeningReel, OpeningResult, preloadOpening } from '../../box/OpeningParts.tsx';


const STATS: readonly { value: number; label: UiKey }[] = [
  { value: -1, label: 'coupon_all' },
  { value: HOLDING_STAT.unused, label: 'coupon_unused' },
  { value: HOLDING_STAT.used, label: 'freebox_opened' },
  { value: HOLDING_STAT.expired, label: 'freebox_expired' },
];

export default function FreeBoxesPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const { stat } = useStore(freeBoxes.$filters);
  const { data, error } = useStore(freeBoxes.$state);
  const failed = error !== null;
  const [flow, dispatch] = useReducer(openReducer, IDLE);
  // The case being opened: its table for the reel, its price for the result dialog.
  const [opening, setOpening] = useState<{ boxId: number; price: string; table: BoxItem[] } | null>(null);

  const load = () => void freeBoxes.refresh();

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void freeBoxes.start();
    return () => freeBoxes.reset();
  }, [mounted, loggedIn]);

  async function open(f: FreeBoxView) {
    if (flow.phase !== 'idle') return;
    dispatch({ type: 'start', count: 1 });
    sound.open();
    preloadOpening($prefs.get().fast);
    try {
      const { result, box } = await openFreeBox(f.boxId);
      // The reel needs the case's table; without it (a failed request) the result shows at once.
      setOpening({ boxId: f.boxId, price: box?.price ?? f.price, table: box ? byValueDesc(box.items) : [] });
      const fast = $prefs.get().fast || !box;
      if (!fast) holdOwnDrops(result.drops.map((d) => d.id));
      dispatch({ type: 'opened', result, fast });
    } catch {
      // The request client shows why (no free case left, the case retired).
      dispatch({ type: 'failed' });
    } finally {
      load();
    }
  }

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('freebox_loginPrompt')} buttonLabel={t('header.login')} testId="freebox-login-prompt" />;
  return (
    <div className="flex flex-col gap-4" data-testid="free-boxes-page">
      <PillFilter
        label={t('freebox_filter')}
        testId="freebox-filter"
        dataName="stat"
        options={STATS.map((s) => ({ value: s.value, label: t(s.label) }))}
        value={stat}
        onChange={(v) => void freeBoxes.filter({ stat: v })}
      />

      {opening && (flow.phase === 'spinning' || (flow.phase === 'result' && flow.reel)) && (
        <section className="card relative overflow-hidden px-4 py-6" data-testid="free-box-stage">
          <div className="pointer-events-none absolute -top-20 left-1/2 size-72 -translate-x-1/2 rounded-full bg-accent-orange/15 blur-3xl" aria-hidden="true" />
          <OpeningReel lang={lang} t={t} table={opening.table} drops={flow.result.drops} dispatch={dispatch} />
        </section>
      )}

      {failed ? (
        <LoadFailed t={t} onRetry={load} />
      ) : !data ? (
        <p className="py-10 text-center text-muted">{t('common.loading')}</p>
      ) : data.list.length === 0 ? (
        <EmptyState testId="free-box-empty" icon="gift" title={t('freebox_empty')} />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {data.list.map((f) => (
            <FreeBoxCard key={f.id} t={t} f={f} busy={flow.phase !== 'idle'} onOpen={() => void open(f)} />
          ))}
        </ul>
      )}

      {opening && flow.phase === 'result' && (
        <OpeningResult lang={lang} t={t} drops={flow.result.drops} casePrice={opening.price} free dispatch={dispatch} />
      )}
    </div>
  );
}

function FreeBoxCard({ t, f, busy, onOpen }: { t: Translator; f: FreeBoxView; busy: boolean; onOpen: () => void }) {
  const usable = f.stat === HOLDING_STAT.unused;
  return (
    <li
      data-testid="free-box-row"
      data-id={f.id}
      data-box-id={f.boxId}
      data-stat={f.stat}
      className={`card group relative flex flex-col items-center gap-2 overflow-hidden px-3 pb-3 pt-4 text-center ${usable ? 'ring-1 ring-accent-orange/40' : 'opacity-60'}`}
    >
      <span className="absolute start-2 top-2 rounded-md bg-emerald-400/15 px-1.5 py-0.5 text-[11px] font-bold text-emerald-300">{t('freebox_tag')}</span>
      <CaseArt box={{ id: f.boxId, name: f.boxName, image: f.boxImage }} className="aspect-[5/3] w-full transition-transform group-hover:scale-105" />
      <p className="w-full truncate text-sm font-bold">{f.boxName}</p>
      <p className="text-xs tabular-nums text-accent-orange">{t('freebox_worth', { price: displayYuan(f.price) })}</p>
      <p className="text-[11px] tabular-nums text-muted">
        {f.openTime ? t('freebox_openedAt', { time: formatTime(f.openTime) }) : t('freebox_expiresAt', { time: formatTime(f.expireTime) })}
      </p>
      {usable ? (
        <button type="button" data-testid="free-box-open" className="btn-primary w-full py-1.5 text-sm" disabled={busy} onClick={onOpen}>
          {busy ? t('freebox_opening') : t('freebox_open')}
        </button>
      ) : (
        <span className="w-full rounded-lg border border-line py-1.5 text-xs font-bold text-muted">
          {t(f.stat === HOLDING_STAT.used ? 'freebox_opened' : 'freebox_expired')}
        </span>
      )}
    </li>
  );
}
