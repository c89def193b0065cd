// The battle's final screen, shown once the last round's reels have stopped (BattleRoom's `ended`):
// the winners large on a burst of light, what they won, and every seat's haul round by round
// (figures from lib/battle/show.ts battleFinale). Still: nothing here moves, so it is the same
// under reduced motion and in a screenshot.
import type { BattleDetail } from '../../shared/contracts/battle.ts';
import { displayYuan } from '../../shared/money.ts';
import { battleFinale } from '../../lib/battle/show.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { BotLabel, SeatAvatar } from './parts.tsx';

export function BattleFinale({ room, iWon, t }: { room: BattleDetail; iWon: boolean; t: Translator }) {
  const { winners, pot, hauls } = battleFinale(room);
  const winning = hauls.filter((h) => h.winner);
  const names = winning.map((h) => (h.seat ? shownNickname(h.seat.nickname, t) : '')).join(' & ');
  return (
    <section data-testid="battle-winner" data-winners={winners.join(',')} className="card relative overflow-hidden border-emerald-400/60 p-4 sm:p-6">
      {/* A still burst of light behind the winners. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full opacity-60"
        style={{
          background: 'repeating-conic-gradient(from 0deg, rgb(52 211 153 / 0) 0deg 8deg, rgb(52 211 153 / 0.35) 11deg, rgb(52 211 153 / 0) 14deg 22deg)',
          maskImage: 'radial-gradient(circle, #000 10%, transparent 60%)',
        }}
      />
      <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,rgb(52_211_153/0.25),transparent_60%)]" aria-hidden="true" />

      <div className="relative flex flex-col items-center gap-2 text-center">
        <p className="text-xs font-bold uppercase tracking-widest text-emerald-300">{t('battle.final')} · {t('battle.winner')}</p>
        <div className="flex items-center justify-center -space-x-3 rtl:space-x-reverse">
          {winning.map((h) => (
            <SeatAvatar key={h.pos} seat={h.seat} t={t} className="size-16 ring-4 ring-emerald-400 sm:size-20" />
          ))}
        </div>
        <p className="text-lg font-extrabold sm:text-2xl">{t('battle.winnerIs', { names, amount: displayYuan(pot) })}</p>
        <div>
          <div className="text-[11px] text-muted">{t('battle.totalWon')}</div>
          <div className="text-3xl font-black text-emerald-300 sm:text-4xl" data-testid="battle-pot" data-pot={pot}>¥{displayYuan(pot)}</div>
        </div>
        {iWon && <p className="text-sm text-emerald-300" data-testid="battle-you-won">{t('battle.youWon')}</p>}
      </div>

      <ul className="relative mt-4 grid gap-2 sm:grid-cols-2" aria-label={t('battle.haul')}>
        {hauls.map((h) => (
          <li
            key={h.pos}
            data-testid="battle-haul"
            data-pos={h.pos}
            data-total={h.total}
            className={`flex min-w-0 flex-col gap-2 rounded-xl border p-2 ${h.winner ? 'border-emerald-400/70 bg-emerald-400/10' : 'border-line bg-bg/50'}`}
          >
            <div className="flex min-w-0 items-center gap-2">
              <SeatAvatar seat={h.seat} t={t} className="size-8" />
              <span className="min-w-0 flex-1 truncate text-sm font-bold">{h.seat ? shownNickname(h.seat.nickname, t) : t('battle.emptySeat')}</span>
              {h.seat?.bot && <BotLabel t={t} />}
              <span className={`text-sm font-extrabold ${h.winner ? 'text-emerald-300' : 'text-accent-orange'}`}>¥{displayYuan(h.total)}</span>
            </div>
            <ol className="flex gap-1 overflow-x-auto">
              {h.rolls.map((r) => {
                const color = rarityColor(r.item.rarity?.color);
                return (
                  <li
                    key={r.round}
                    title={`${r.item.name} · ¥${displayYuan(r.item.price)}`}
                    className="w-16 shrink-0 rounded-md border-b-2 bg-surface-2 p-0.5"
                    style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}33, transparent 70%)` }}
                  >
                    <ItemImage item={r.item} className="aspect-[2/1] w-full" />
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
