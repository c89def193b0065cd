// A rare drop's reveal over its reel, when the reel stops (lib/box/show.ts: the gold and covert
// tiers): a flash in the rarity's colour, light rays turning behind the centre line, sparks flying
// out and the tier named. Knives and gloves ('gold') add a second, golden ray wheel, twice the
// sparks and a gold label edge. Pure CSS animation (global.css rare-*), no JavaScript per frame.
// ReelStage does not render it under prefers-reduced-motion.
import type { CSSProperties } from 'react';

const GOLD = '#ffd34d';

/** Sparks on a golden-angle spiral: evenly spread, no randomness to test around. */
function sparks(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const angle = i * 2.39996;
    const reach = 70 + ((i * 37) % 90);
    return { dx: Math.round(Math.cos(angle) * reach * 1.8), dy: Math.round(Math.sin(angle) * reach * 0.7), delay: (i % 5) * 40, size: 3 + (i % 3) * 2 };
  });
}
const SPARKS = { covert: sparks(22), gold: sparks(44) };

export function RareReveal({ color, label, name, tier = 'covert' }: { color: string; label: string; name: string; tier?: 'gold' | 'covert' }) {
  const gold = tier === 'gold';
  return (
    <div data-testid="rare-reveal" data-tier={tier} className="pointer-events-none absolute inset-0 z-10" aria-live="polite">
      {/* Light rays turning behind the centre line, then the flash over the whole reel. */}
      <div className="absolute left-1/2 top-1/2 size-0">
        <div
          className="rare-rays absolute -left-48 -top-48 size-96 rounded-full"
          style={{
            background: `repeating-conic-gradient(from 0deg, ${color}00 0deg 9deg, ${color}aa 12deg, ${color}00 15deg 24deg)`,
            maskImage: 'radial-gradient(circle, #000 20%, transparent 68%)',
          }}
        />
        {gold && (
          <div
            className="rare-rays-back absolute -left-64 -top-64 size-[32rem] rounded-full"
            style={{
              background: `repeating-conic-gradient(from 6deg, ${GOLD}00 0deg 14deg, ${GOLD}cc 17deg, ${GOLD}00 20deg 30deg)`,
              maskImage: 'radial-gradient(circle, #000 15%, transparent 65%)',
            }}
          />
        )}
      </div>
      <div
        className="rare-flash absolute -inset-x-4 -inset-y-6 rounded-3xl mix-blend-screen"
        style={{ background: `radial-gradient(ellipse 45% 60% at 50% 50%, #ffffffcc 0%, ${gold ? GOLD : color}ee 18%, ${color}55 50%, transparent 75%)` }}
      />
      <div className="absolute left-1/2 top-1/2">
        {SPARKS[tier].map((s, i) => (
          <span
            key={i}
            className="rare-spark absolute left-0 top-0 rounded-full"
            style={
              {
                width: s.size,
                height: s.size,
                background: i % 4 === 0 ? '#fff' : gold && i % 2 === 1 ? GOLD : color,
                boxShadow: `0 0 8px 1px ${gold && i % 2 === 1 ? GOLD : color}`,
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
          style={{ backgroundColor: color, color: '#0d0e14', boxShadow: `0 0 18px ${gold ? GOLD : color}`, outline: gold ? `2px solid ${GOLD}` : undefined }}
        >
          {label} <span className="sr-only">{name}</span>
        </p>
      </div>
    </div>
  );
}
