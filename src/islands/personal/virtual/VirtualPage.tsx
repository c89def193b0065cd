// /personal/virtual: the shop of avatar frames and name colours, bought with gold
// coins. Each card shows the player's own avatar in that frame, or their nickname in that colour,
// the price, and buy / wear / take off. What is worn shows on the avatar and name everywhere.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import type { VirtualItemView } from '../../../shared/contracts/rewards/virtual.ts';
import { displayYuan, parseYuan } from '../../../shared/money.ts';
import { VIRTUAL_KIND } from '../../../shared/reward-constants.ts';
import { $virtualBusy, buyVirtualItem, virtualItems, wearVirtualItem } from '../../../lib/personal/pages.ts';
import type { Lang, Translator } from '../../../lib/i18n/ui.ts';
import { shownNickname } from '../../../lib/nickname.ts';
import { $loggedIn } from '../../../lib/stores/auth.ts';
import { $user } from '../../../lib/stores/user.ts';
import { useMounted, useT } from '../../common/hooks.ts';
import { LoadFailed } from '../../common/LoadFailed.tsx';
import { LoginPrompt } from '../../common/LoginPrompt.tsx';
import { nameStyle, PlayerAvatar } from '../../common/PlayerAvatar.tsx';

export default function VirtualPage({ lang }: { lang: Lang }) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const user = useStore($user);
  const items = useStore(virtualItems.$data);
  const failed = useStore(virtualItems.$failed);
  const busy = useStore($virtualBusy);
  const load = () => void virtualItems.load();

  useEffect(() => {
    if (!mounted || !loggedIn) return;
    void virtualItems.load();
    return () => virtualItems.clear();
  }, [mounted, loggedIn]);

  if (!mounted) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (!loggedIn) return <LoginPrompt message={t('virtual_loginPrompt')} buttonLabel={t('header.login')} testId="virtual-login-prompt" />;
  if (failed) return <LoadFailed t={t} onRetry={load} />;
  if (!items) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;

  const coins = user?.goldCoins ?? '0.00';

  async function buy(item: VirtualItemView) {
    // A refusal (not enough gold coins, already owned) was shown by the request client.
    if (await buyVirtualItem(item.id)) toast.success(t('virtual_bought', { name: item.name }));
  }

  async function wear(item: VirtualItemView) {
    // A refusal was shown by the request client.
    await wearVirtualItem(item.id, item.kind, item.worn);
  }

  const frames = items.filter((i) => i.kind === VIRTUAL_KIND.frame);
  const colours = items.filter((i) => i.kind === VIRTUAL_KIND.nameColour);
  const card = { t, user: user ?? null, coins, busy, onBuy: buy, onWear: wear };

  return (
    <div className="flex flex-col gap-5" data-testid="virtual-page">
      <section className="relative overflow-hidden rounded-2xl border border-line bg-surface p-4 sm:p-6">
        <div className="pointer-events-none absolute -right-16 -top-20 size-72 rounded-full bg-amber-400/20 blur-3xl" aria-hidden="true" />
        <div className="pointer-events-none absolute -bottom-24 left-10 size-64 rounded-full bg-accent-purple/20 blur-3xl" aria-hidden="true" />
        <div className="relative flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-4">
            <span className="size-16 shrink-0">
              <PlayerAvatar src={user?.avatar ?? ''} seed={user?.id ?? ''} alt="" frame={user?.avatarFrame} className="size-16 rounded-full" />
            </span>
            <div className="min-w-0">
              <p className="truncate text-lg font-bold" style={nameStyle(user?.nameColour)} data-testid="virtual-me">
                {user ? shownNickname(user.nickname, t) : ''}
              </p>
              <p className="text-xs text-muted">{t('virtual_intro')}</p>
            </div>
          </div>
          <p className="flex items-center gap-2 rounded-xl border border-amber-300/30 bg-amber-300/10 px-4 py-2">
            <span className="text-sm text-muted">{t('virtual_coins')}</span>
            <Coin />
            <span className="text-xl font-extrabold tabular-nums text-amber-300" data-testid="virtual-coins">{displayYuan(coins)}</span>
          </p>
        </div>
      </section>

      <section className="card overflow-hidden" aria-labelledby="virtual-frames">
        <h2 id="virtual-frames" className="border-b border-line px-4 py-3 font-bold">{t('virtual_frames')}</h2>
        <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-4">
          {frames.map((i) => <ItemCard key={i.id} item={i} {...card} />)}
        </ul>
      </section>

      <section className="card overflow-hidden" aria-labelledby="virtual-colours">
        <h2 id="virtual-colours" className="border-b border-line px-4 py-3 font-bold">{t('virtual_colours')}</h2>
        <ul className="grid grid-cols-2 gap-3 p-4 sm:grid-cols-3 lg:grid-cols-4">
          {colours.map((i) => <ItemCard key={i.id} item={i} {...card} />)}
        </ul>
      </section>
    </div>
  );
}


function Coin() {
  return (
    <svg viewBox="0 0 16 16" className="size-4 text-amber-300" aria-hidden="true">
      <circle cx="8" cy="8" r="6" fill="currentColor" fillOpacity="0.35" stroke="currentColor" strokeWidth="1.4" />
      <path d="M8 5v6" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

interface CardProps {
  item: VirtualItemView;
  t: Translator;
  user: { id: string; nickname: string; avatar: string; avatarFrame?: string } | null;
  coins: string;
  busy: number | null;
  onBuy: (i: VirtualItemView) => void;
  onWear: (i: VirtualItemView) => void;
}

function ItemCard({ item, t, user, coins, busy, onBuy, onWear }: CardProps) {
  const frame = item.kind === VIRTUAL_KIND.frame;
  const short = (parseYuan(coins) ?? 0n) < (parseYuan(item.price) ?? 0n);
  return (
    <li
      data-testid={`virtual-item-${item.id}`}
      data-owned={item.owned}
      data-worn={item.worn}
      className={`relative flex flex-col items-center gap-3 overflow-hidden rounded-xl border bg-surface-2 p-3 text-center sm:p-4 ${item.worn ? 'border-accent-orange shadow-[0_0_24px_-8px] shadow-accent-orange' : 'border-line'}`}
    >
      {item.worn && (
        <span className="absolute end-2 top-2 rounded bg-accent-orange px-1.5 text-[10px] font-bold text-black">{t('virtual_worn')}</span>
      )}
      <div className="grid h-24 w-full place-items-center rounded-lg bg-gradient-to-b from-white/5 to-transparent">
        {frame ? (
          <PlayerAvatar src={user?.avatar ?? ''} seed={user?.id ?? ''} alt="" frame={item.virtualImg} className="size-16 rounded-full" />
        ) : (
          <span className="flex max-w-full flex-col items-center gap-2">
            <span className="size-5 rounded-full border border-white/20" style={{ backgroundColor: item.virtualImg }} aria-hidden="true" />
            <span className="max-w-full truncate text-base font-bold" style={nameStyle(item.virtualImg)}>
              {user ? shownNickname(user.nickname, t) : item.name}
            </span>
          </span>
        )}
      </div>
      <p className="w-full truncate text-sm font-semibold">{item.name}</p>
      {item.owned ? (
        <button
          type="button"
          data-testid={`virtual-wear-${item.id}`}
          disabled={busy !== null}
          onClick={() => onWear(item)}
          className={`w-full ${item.worn ? 'btn-ghost' : 'btn-primary'} py-1.5 text-sm`}
        >
          {item.worn ? t('virtual_takeOff') : t('virtual_wear')}
        </button>
      ) : (
        <button
          type="button"
          data-testid={`virtual-buy-${item.id}`}
          disabled={busy !== null}
          title={short ? t('virtual_short') : undefined}
          onClick={() => onBuy(item)}
          className="flex w-full items-center justify-center gap-1.5 rounded-lg border border-amber-300/40 bg-amber-300/10 py-1.5 text-sm font-bold text-amber-300 hover:bg-amber-300/20 disabled:opacity-50"
        >
          <Coin />
          <span className="tabular-nums">{displayYuan(item.price)}</span>
          <span className="sr-only">{t('virtual_buy')}</span>
        </button>
      )}
    </li>
  );
}
