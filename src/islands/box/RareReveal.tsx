// A rare drop's reveal over its reel, when the reel stops: a flash in the rarity's colour, sparks
// flying out from the centre line and the rarity named. Pure CSS animation (global.css rare-*),
// no JavaScript per frame. ReelStage does not render it under prefers-reduced-motion.
import type { CSSProperties } from 'react';

/** Sparks on a golden-angle spiral: evenly spread, no randomness to test around. */
const SPARKS = Array.from({ length: 22 }, (_, i) => {
  const angle = i * 2.39996;
  const reach = 70 + ((i * 37) % 90);
  return { dx: Math.round(Math.cos(angle) * reach * 1.8), dy: Math.round(Math.sin(angle) * reach * 0.7), delay: (i % 5) * 40, size: 3 + (i % 3) * 2 };
});

export function RareReveal({ color, label, name }: { color: string; label: string; name: string }) {
  return (
    <div data-testid="rare-reveal" className="pointer-events-none absolute inset-0 z-10" aria-live="polite">
      {/* Light rays turning behind the centre line, then the flash over the whole reel. */}
      <div className="absolute left-1/2 top-1/2 size-0">
        <div
          className="rare-rays absolute -left-48 -top-48 size-96 rounded-full"
          style={{
            background: `repeating-conic-gradient(from 0deg, ${color}00 0deg 9deg, ${color}aa 12deg, ${color}00 15deg 24deg)`,
            maskImage: 'radial-gradient(circle, #000 20%, transparent 68%)',
          }}
        />
      </div>
      <div
        className="rare-flash absolute -inset-x-4 -inset-y-6 rounded-3xl mix-blend-screen"
        style={{ background: `radial-gradient(ellipse 45% 60% at 50% 50%, #ffffffcc 0%, ${color}ee 18%, ${color}55 50%, transparent 75%)` }}
      />
      <div className="absolute left-1/2 top-1/2">
        {SPARKS.map((s, i) => (
          <span
            key={i}
            className="rare-spark absolute left-0 top-0 rounded-full"
            style={
              {
                width: s.size,
                height: s.size,
                background: i % 4 === 0 ? '#fff' : color,
                boxShadow: `0 0 8px 1px ${color}`,
                animationDelay: `${s.delay}ms`,
                '--dx': `${s.dx}px`,
                '--dy': `${s.dy}px`,
              } as CSSProperties
            }
          />
        ))}
      </div>
      <div className="absolute inset-x-0 -top-3.5 flex justify-center">
        <p
          className="rare-label rounded-full px-3 py-0.5 text-xs font-black tracking-[0.2em] text-black uppercase shadow-[0_0_18px] sm:text-sm"
          style={{ backgroundColor: color, color: '#0d0e14', boxShadow: `0 0 18px ${color}` }}
        >
          {label} <span className="sr-only">{name}</span>
        </p>
      </div>
    </div>
  );
}
