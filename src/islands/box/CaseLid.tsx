// The case opening before the reels spin (lib/box/show.ts LID_MS): over the still reels, the
// case's art lifts its lid while a shine crosses it and light bursts out of it, then it fades and
// the reels start. Pure CSS animation (global.css case-*); ReelStage does not render it under
// prefers-reduced-motion, nor does fast-open (no reels at all).
import { CaseArt } from '../common/CaseArt.tsx';

export function CaseLid({ box, label }: { box?: { id: number; name: string }; label: string }) {
  return (
    <div data-testid="case-lid" role="status" aria-label={label} className="case-lid-fade pointer-events-none absolute inset-0 z-10 grid place-items-center overflow-hidden rounded-xl bg-bg/85">
      {/* Light from inside the case, growing as the lid lifts. */}
      <div aria-hidden="true" className="case-burst absolute size-64 rounded-full bg-[radial-gradient(circle,#fff8_0%,var(--color-accent-orange)_30%,transparent_70%)]" />
      <div className="relative h-full max-h-40 w-64 max-w-[80%]">
        {/* The case's lower part stays; its top third (the same picture, clipped) lifts and tips back. */}
        <div className="case-body absolute inset-0 [clip-path:inset(34%_0_0_0)]">
          {box ? <CaseArt box={box} className="size-full" /> : <div className="absolute inset-x-[8%] inset-y-[12%] rounded-xl border-2 border-accent-orange bg-surface-2" />}
        </div>
        <div className="case-lid-top absolute inset-0 [clip-path:inset(0_0_66%_0)]">
          {box ? <CaseArt box={box} className="size-full" /> : <div className="absolute inset-x-[8%] inset-y-[12%] rounded-xl border-2 border-accent-orange bg-surface-2" />}
        </div>
        {/* A shine sweeping across the case. */}
        <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
          <div className="case-shine absolute -inset-y-4 w-1/3 bg-[linear-gradient(100deg,transparent,#ffffffaa,transparent)]" />
        </div>
      </div>
    </div>
  );
}
