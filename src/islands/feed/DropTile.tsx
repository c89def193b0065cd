// One drop of the live feed: picture, name and who got it, underlined in the rarity colour.
import type { DropRecord } from '../../shared/contracts/feed.ts';
import { displayYuan } from '../../shared/money.ts';
import type { Translator } from '../../lib/i18n/ui.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { rarityColor } from '../../lib/weapons.ts';
import { ItemImage } from '../common/ItemImage.tsx';
import { ItemNameLines } from '../common/ItemName.tsx';
import { nameStyle, PlayerAvatar } from '../common/PlayerAvatar.tsx';
import { SkinInfoButton } from '../skin/SkinInfoButton.tsx';
import { VipBadge } from '../common/VipBadge.tsx';

interface Props {
  drop: DropRecord;
  t: Translator;
  testId: string;
  /** Wide tiles for the top-drop list, compact ones for the strip. */
  size?: 'strip' | 'card';
}

export function DropTile({ drop, t, testId, size = 'strip' }: Props) {
  const color = rarityColor(drop.rarity?.color);
  const href = drop.boxId ? `/box/${drop.boxId}` : undefined;
  const Tag = href ? 'a' : 'div';
  const nickname = shownNickname(drop.nickname, t);
  // The tile links to its case; the "i" beside it (not inside: no button in a link) opens the skin dialog.
  return (
    <div className={`feed-in relative shrink-0 ${size === 'strip' ? 'w-28 sm:w-32' : 'w-full'}`}>
      <Tag
        href={href}
        data-testid={testId}
        data-drop-id={drop.id}
        data-grade={drop.grade}
        title={t('feed.dropBy', { nickname, name: drop.name })}
        style={{ borderBottomColor: color, backgroundImage: `linear-gradient(to top, ${color}33, transparent 70%)` }}
        className="relative flex w-full flex-col rounded-lg border-b-2 bg-surface-2 p-2"
      >
        {/* A strip tile's picture is a little flatter: its name takes two lines, and the strip sits
            above the case's five reels, which must still fit a 1280×800 first screen. */}
        <ItemImage item={drop} className={size === 'strip' ? 'aspect-[5/2] w-full' : 'aspect-[2/1] w-full'} />
        {/* Weapon and finish on their own lines (the wear is in the tile's title): one truncated
            line showed "M4A1-S | Bo…", neither part readable. */}
        <ItemNameLines name={drop.name} wear="" color={color} className="mt-1" />
        <span className="flex items-center justify-between gap-1 text-[11px] text-muted">
          <span className="flex min-w-0 items-center gap-1">
            {/* Decorative beside the name; feed records carry no player id, so the nickname seeds it. */}
            <PlayerAvatar src={drop.avatar} seed={drop.nickname} alt="" frame={drop.avatarFrame} className="size-3.5 shrink-0 rounded-full" />
            <span className="truncate" style={nameStyle(drop.nameColour)}>{nickname}</span>
            <VipBadge level={drop.vipLevel} t={t} />
            {drop.bot && <span className="ms-1 rounded bg-line px-1 text-[10px]">{t('feed.bot')}</span>}
          </span>
          {size === 'card' && <span className="shrink-0 font-semibold text-accent-orange">¥{displayYuan(drop.price)}</span>}
        </span>
      </Tag>
      <SkinInfoButton ornamentId={drop.ornamentId} label={t('skin.view', { name: drop.name })} />
    </div>
  );
}
