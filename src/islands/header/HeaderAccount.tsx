// The header's right side: balance, points and "充值" when signed in, with the avatar menu;
// log-in / sign-up buttons when signed out. Rendered only after mount (token is in localStorage).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { compactYuan, displayYuan } from '../../shared/money.ts';
import { logout } from '../../lib/actions/auth.ts';
import { openRecharge } from '../../lib/actions/wallet.ts';
import type { Lang } from '../../lib/i18n/ui.ts';
import { $loggedIn } from '../../lib/stores/auth.ts';
import { openDialog } from '../../lib/stores/dialogs.ts';
import { $user, $wallet } from '../../lib/stores/user.ts';
import { shownNickname } from '../../lib/nickname.ts';
import { InboxBell } from '../inbox/InboxBell.tsx';
import { useMounted, useT } from '../common/hooks.ts';
import { AvatarFrame, nameStyle, PlayerAvatar } from '../common/PlayerAvatar.tsx';
import { BenefitButton, BenefitMenuItem } from '../rewards/BenefitButton.tsx';
import { VipBadge } from '../common/VipBadge.tsx';

interface Props {
  lang: Lang;
}

export default function HeaderAccount({ lang }: Props) {
  const t = useT(lang);
  const mounted = useMounted();
  const loggedIn = useStore($loggedIn);
  const wallet = useStore($wallet);
  const user = useStore($user);

  // Before mount (the island hydrates only when needed, RootLayout): the log-in buttons, what a
  // signed-out visitor sees and reaches for; hidden for a signed-in one until the island swaps them
  // (the data-signed-in mark, src/shared/page-csp.ts HEAD_SCRIPT).
  if (!mounted || !loggedIn) {
    return (
      <div className="flex items-center gap-2" data-signed-out-first={mounted ? undefined : ''}>
        <button type="button" data-testid="open-login" className="btn-ghost px-3 sm:px-4" onClick={() => openDialog('login')}>
          {t('header.login')}
        </button>
        <button type="button" data-testid="open-register" className="btn-primary px-3 sm:px-4" onClick={() => openDialog('register')}>
          {t('header.register')}
        </button>
      </div>
    );
  }

  // One row at every width and in every language (tests/e2e/layout.spec.ts): the labels are read
  // out but shown only from 2xl, points from sm, and nothing here wraps. On a phone the gaps and the
  // top-up button are tighter: at 320 px in English a five-figure balance (one a redemption can
  // credit) otherwise pushed the row past the window's edge (tests/e2e/layout.spec.ts).
  // A seven-figure balance is shown in short below 1280 px (the full amount is still read out).
  const short = wallet ? compactYuan(wallet.balance, lang) : null;
  return (
    <div className="flex items-center gap-1.5 whitespace-nowrap sm:gap-3">
      <div className="flex items-center gap-3 rounded-lg border border-line bg-surface px-2 py-1 text-xs sm:px-3 sm:py-1.5 sm:text-sm">
        <span className="flex items-center gap-1" title={t('header.balance')}>
          <span className="sr-only text-muted 2xl:not-sr-only">{t('header.balance')}</span>
          <span className="font-bold text-accent-orange">
            ¥<span data-testid="header-balance" className={short ? 'max-xl:sr-only' : undefined}>{wallet ? displayYuan(wallet.balance) : '—'}</span>
            {short ? <span data-testid="header-balance-short" aria-hidden="true" className="xl:hidden">{short}</span> : null}
          </span>
        </span>
        <span className="flex items-center gap-1 max-sm:hidden" title={t('header.points')}>
          <span className="sr-only text-muted 2xl:not-sr-only">{t('header.points')}</span>
          <PointsIcon />
          <span data-testid="header-points" className="font-bold text-accent-purple">
            {wallet ? displayYuan(wallet.points) : '—'}
          </span>
        </span>
        <span className="flex items-center gap-1 max-xl:hidden" title={t('header.coins')}>
          <span className="sr-only text-muted 2xl:not-sr-only">{t('header.coins')}</span>
          <CoinsIcon />
          <span data-testid="header-coins" className="font-bold text-amber-300">
            {wallet ? displayYuan(wallet.goldCoins) : '—'}
          </span>
        </span>
      </div>
      <button type="button" data-testid="open-recharge" className="btn-primary px-2 py-1.5 sm:px-4 sm:py-2" onClick={openRecharge}>
        {t('header.recharge')}
      </button>
      <BenefitButton lang={lang} />
      <InboxBell lang={lang} />
      <AvatarMenu
        lang={lang} nickname={user?.nickname ?? ''} avatar={user?.avatar ?? ''} seed={user?.id ?? ''} vipLevel={user?.vipLevel ?? 0}
        frame={user?.avatarFrame ?? ''} nameColour={user?.nameColour ?? ''}
      />
    </div>
  );
}

/** A gem before the points while their label is hidden (it names them from 2xl instead). */
function PointsIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5 text-accent-purple 2xl:hidden" aria-hidden="true">
      <path d="M4 2h8l3 4-7 8-7-8z" fill="currentColor" fillOpacity="0.35" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" />
    </svg>
  );
}

/** A coin before the gold coins while their label is hidden. */
function CoinsIcon() {
  return (
    <svg viewBox="0 0 16 16" className="size-3.5 text-amber-300 2xl:hidden" aria-hidden="true">
      <circle cx="8" cy="8" r="6" fill="currentColor" fillOpacity="0.35" stroke="currentColor" strokeWidth="1.4" />
      <path d="M8 5v6" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

function AvatarMenu({ lang, nickname, avatar, seed, vipLevel, frame, nameColour }: { lang: Lang; nickname: string; avatar: string; seed: string; vipLevel: number; frame: string; nameColour: string }) {
  const t = useT(lang);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="avatar-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('header.accountMenu')}
        onClick={() => setOpen((v) => !v)}
        className="flex size-9 items-center justify-center overflow-hidden rounded-full border border-line bg-surface-2 text-sm font-bold"
      >
        {seed || avatar ? <PlayerAvatar src={avatar} seed={seed} alt={t('header.avatarAlt')} className="size-full" /> : null}
      </button>
      {/* The frame the player wears: over the round, clipped button, a little beyond it. */}
      {frame && <AvatarFrame src={frame} />}
      {/* The member level on the avatar's corner: no width of its own in the header's row. */}
      <VipBadge level={vipLevel} t={t} className="pointer-events-none absolute -bottom-1 -end-1.5 shadow" />
      {open && (
        <div
          id={menuId}
          role="menu"
          className="absolute end-0 z-40 mt-2 w-44 overflow-hidden rounded-xl border border-line bg-surface py-1 shadow-xl"
        >
          {nickname && (
            <p className="flex items-center gap-1.5 px-4 py-2 text-xs text-muted">
              <span className="truncate" style={nameStyle(nameColour)}>{shownNickname(nickname, t)}</span>
              <VipBadge level={vipLevel} t={t} />
            </p>
          )}
          <a role="menuitem" href="/personal" className="block px-4 py-2 text-sm hover:bg-surface-2">
            {t('nav.personal')}
          </a>
          <BenefitMenuItem lang={lang} onOpen={() => setOpen(false)} />
          <a role="menuitem" href="/personal/bag" className="block px-4 py-2 text-sm hover:bg-surface-2">
            {t('nav.bag')}
          </a>
          <a role="menuitem" href="/personal/flow" className="block px-4 py-2 text-sm hover:bg-surface-2">
            {t('nav.flow')}
          </a>
          <a role="menuitem" href="/personal/vip" className="block px-4 py-2 text-sm hover:bg-surface-2">
            {t('shell.nav.vip')}
          </a>
          <a role="menuitem" href="/personal/promo" className="block px-4 py-2 text-sm hover:bg-surface-2">
            {t('shell.nav.promo')}
          </a>
          <button
            type="button"
            role="menuitem"
            data-testid="open-change-password"
            className="block w-full px-4 py-2 text-start text-sm hover:bg-surface-2"
            onClick={() => {
              setOpen(false);
              openDialog('changePassword');
            }}
          >
            {t('changePassword.open')}
          </button>
          <button
            type="button"
            role="menuitem"
            data-testid="logout"
            className="block w-full px-4 py-2 text-start text-sm text-accent-red hover:bg-surface-2"
            onClick={() => {
              setOpen(false);
              void logout();
            }}
          >
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
