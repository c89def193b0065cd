// The two lazy parts of an opening that the case page and the free cases page share:
// the reel (ReelStage, which lets the live feed show the player's own drops once it stops) and the
// result dialog (OpenResultDialog), each behind its chunk's error boundary. Both pages drive them
// with the same reducer (lib/box/open-flow.ts).
import { Suspense, type Dispatch } from 'react';
import type { BoxItem, OpenedDrop } from '../../shared/contracts/box.ts';
import type { OpenAction } from '../../lib/box/open-flow.ts';
import { releaseOwnDrops } from '../../lib/feed/store.ts';
import type { Lang, Translator } from '../../lib/i18n/ui.ts';
import { ChunkErrorBoundary } from '../shell/ChunkErrorBoundary.tsx';
import { lazyWithRetry } from '../shell/lazy.ts';

const ReelStage = lazyWithRetry(() => import('./ReelStage.tsx'), 'ReelStage');
const OpenResultDialog = lazyWithRetry(() => import('./OpenResultDialog.tsx'), 'OpenResultDialog');

/** Fetches the chunks while the opening's request is on its way (the reel only when it will spin). */
export function preloadOpening(fast: boolean): void {
  if (!fast) void import('./ReelStage.tsx');
  void import('./OpenResultDialog.tsx');
}

interface Common {
  lang: Lang;
  t: Translator;
  drops: readonly OpenedDrop[];
  dispatch: Dispatch<OpenAction>;
}

/** `box`: the case being opened, whose art lifts its lid before the reels spin. */
export function OpeningReel({ lang, t, drops, dispatch, table, box }: Common & { table: readonly BoxItem[]; box?: { id: number; name: string } }) {
  const done = (type: 'spun' | 'skip') => () => {
    releaseOwnDrops(drops.map((d) => d.id));
    dispatch({ type });
  };
  return (
    <ChunkErrorBoundary lang={lang} onRetry={ReelStage.retry}>
      <Suspense fallback={<div className="h-40" />}>
        <ReelStage table={table} drops={drops} t={t} box={box} onDone={done('spun')} onSkip={done('skip')} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** `paid`: the opening answer's `paid`, what the player actually paid (a case coupon's off taken). */
export function OpeningResult({ lang, t, drops, dispatch, casePrice, paid, free }: Common & { casePrice: string; paid?: string; free?: boolean }) {
  const close = () => dispatch({ type: 'close' });
  return (
    <ChunkErrorBoundary lang={lang} overlay onRetry={OpenResultDialog.retry} onDismiss={close}>
      <Suspense fallback={null}>
        <OpenResultDialog drops={drops} casePrice={casePrice} paid={paid} t={t} free={free} onClose={close} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
