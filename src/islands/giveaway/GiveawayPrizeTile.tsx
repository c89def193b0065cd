// One prize of a giveaway room's pool: its art, price, and after the draw its winner (shown as the
// live reveal reaches it); a click opens the skin dialog.
import type { GiveawayPrize } from '../../shared/contracts/giveaway.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { openSkinDialog } from '../../lib/skin-dialog.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { nameStyle, PlayerAvatar } from '../common/PlayerAvatar.tsx';

export function PrizeTile({ prize, t, revealed, drawn, mineId }: { prize: GiveawayPrize; t: Translator; revealed: boolean; drawn: boolean; mineId: string | null }) {
  const color = rarityColor(prize.rarity?.color);
  const w = revealed ? prize.winner : null;
  const mine = w !== null && mineId !== null && w.userId === mineId;
  return (
    <li data-testid="giveaway-prize" data-pos={prize.pos} data-revealed={revealed} data-winner-code={w?.code ?? ''}>
      <button
        type="button"
        onClick={() => openSkinDialog(prize.ornamentId)}
        aria-haspopup="dialog"
        title={t('skin.view', { name: prize.name })}
        className={`card relative flex w-full flex-col overflow-hidden border-b-2 p-2 text-start transition-colors hover:border-accent-orange focus-visible:border-accent-orange ${mine ? 'ring-2 ring-emerald-400' : ''}`}
        style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}26, transparent 60%)` }}
      >
        <span className="absolute start-2 top-1.5 text-[10px] font-bold text-muted">#{prize.pos}</span>
        <ItemImage item={prize} className="mt-3 aspect-[2/1] w-full" />
        {/* Weapon and finish on their own lines; the wear is on the price line below. */}
        <ItemNameLines name={prize.name} wear="" color={color} className="mt-1" />
        <span className="flex items-center justify-between text-xs text-muted">
          <span className="truncate">{prize.wearName}</span>
          <span className="font-semibold text-accent-orange">¥{displayYuan(prize.price)}</span>
        </span>
        {drawn && (
          <span className="mt-1.5 flex min-h-7 items-center gap-1.5 rounded-md bg-bg/70 px-1.5 py-1 text-xs">
            {w ? (
              <span className="flex min-w-0 items-center gap-1.5" data-testid="giveaway-prize-winner" data-user-id={w.userId}>
                <PlayerAvatar src={w.avatar} seed={w.nickname} alt="" frame={w.avatarFrame} className="size-5 shrink-0 rounded-full" />
                <span className="min-w-0 truncate font-semibold" style={nameStyle(w.nameColour)}>{shownNickname(w.nickname, t)}</span>
                <span className="ms-auto shrink-0 font-mono text-accent-orange">#{w.code}</span>
              </span>
            ) : revealed ? (
              <span className="text-muted">{t('giveaway_noWinner')}</span>
            ) : (
              <span className="h-3 w-full animate-pulse rounded bg-line" aria-label={t('giveaway_revealing')} />
            )}
          </span>
        )}
      </button>
    </li>
  );
}
